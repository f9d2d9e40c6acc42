// Starts a page of spec §2 the way apps/portal/README.md describes: the route module (server
// loader, component, title) and its line in app/routes.ts under the layout the path belongs to,
// plus a journey that opens it. The page's content, texts and its call are yours to write next.
//   pnpm new:page user/member-management/member-list [--layout simple] [--title 成员管理]
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const portalDir = path.resolve(import.meta.dirname, "..");
const { positionals, values } = parseArgs({ allowPositionals: true, options: { layout: { type: "string" }, title: { type: "string" } } });

/** The layout of spec §2 a path belongs to when none is named: member pages are simple, public ones default. */
const defaultLayouts: Record<string, string> = { user: "simple", default: "default" };

function fail(message: string): never {
  console.error(`new:page: ${message}`);
  process.exit(1);
}

const routePath = (positionals[0] ?? "").replace(/^\/+|\/+$/g, "");
if (!/^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/.test(routePath)) fail("give the page's path of spec §2, e.g. user/member-management/member-list");
const layout = values.layout ?? defaultLayouts[routePath.split("/")[0] ?? ""];
if (!layout) fail(`no layout known for ${routePath}: name it with --layout (simple, default, secondary, empty, djyl-default, simple-default)`);
const title = values.title ?? fail("give the page's Chinese title with --title, as spec §2 names the page");

// File names are kebab-case (lint): camelCase segments of the spec (addInvitation) become add-invitation.
const slug = routePath
  .split("/")
  .map((segment) => segment.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase())
  .join("-");
const routeFile = `routes/${slug}.tsx`;
const routeModule = path.join(portalDir, "app", routeFile);
const journey = path.join(portalDir, "e2e", `${slug}.spec.ts`);
if (existsSync(routeModule)) fail(`${routeFile} exists already`);

const routesTs = path.join(portalDir, "app/routes.ts");
const table = readFileSync(routesTs, "utf8");
if (table.includes(`route("${routePath}",`)) fail(`app/routes.ts declares ${routePath} already`);
// The layout's block opens with `{ id: "layout:<variant>" }, [` at the end of a line; the page goes first in it.
const opening = `{ id: "layout:${layout}" }, [\n`;
const at = table.indexOf(opening);
if (at < 0) fail(`app/routes.ts has no multi-line block for layout:${layout}; add the route line there by hand`);
const insertAt = at + opening.length;
writeFileSync(routesTs, `${table.slice(0, insertAt)}    route("${routePath}", "${routeFile}"),\n${table.slice(insertAt)}`);

// A member-center page joins the side menu's list of built pages (its test compares it with the route table).
if (routePath.startsWith("user/")) {
  const pagesFile = path.join(portalDir, "app/lib/member-center/member-center-pages.ts");
  const pages = readFileSync(pagesFile, "utf8");
  writeFileSync(pagesFile, pages.replace("\n]);", `\n  "/${routePath}",\n]);`));
}

const component = slug.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
writeFileSync(
  routeModule,
  `import * as styles from "../lib/page.css.ts";
import { readSessionCookies } from "../lib/session/session-cookies.server.ts";
import type { Route } from "./+types/${slug}";

/**
 * What the page shows, read on the server: call the platform through its declaration, e.g.
 * \`clientCall(xCalls.y)(memberClient(token, deptId, null), input, { silent: true })\`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { token } = readSessionCookies(request);
  return { signedIn: Boolean(token) };
}

/** ${title} (spec §2 /${routePath}). */
export default function ${component}() {
  return (
    <div className={styles.inner} data-testid="${slug}">
      <h1>${title}</h1>
    </div>
  );
}

export function meta() {
  return [{ title: "${title}" }];
}
`,
);
writeFileSync(
  journey,
  `import AxeBuilder from "@axe-core/playwright";
${layout === "simple" ? 'import { demoMembers, logIn } from "./support/log-in.ts";\n' : ""}import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

test("${title}: the page shows its content", async ({ page }) => {
${layout === "simple" ? "  await logIn(page, demoMembers.zhang);\n" : ""}  await page.goto(\`\${portal}/${routePath}\`);
  await expect(page.getByRole("heading", { name: "${title}", level: 1 })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
`,
);
console.log(`new:page: ${routeFile} under layout:${layout}, its line in app/routes.ts (and the member center's page list), and e2e/${slug}.spec.ts.
Next (apps/portal/README.md): declare the call in the contract, register it on the server, move the
title into lib/messages.ts, and write what the page shows and what the journey checks.`);
