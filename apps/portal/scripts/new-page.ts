// Starts a page of spec §2 the way apps/portal/README.md ("The recipe") describes, writing only
// files the recipe names: the route module (its loader reads through the call declared in the
// contract, with the request's member client), its declaration (a side-menu page: its entry in
// @cidp/domain's member-center-menus.ts, from which the services' menu and the route follow; another
// member-center page: its line in member-center-routes.ts; any other page: under its layout in
// routes.ts), its texts, and a journey that opens it and checks it with axe.
//   pnpm new:page user/security/sign-ins --title 登录记录 [--call memberCalls.signIns] [--menu account [--permission <key>]]
//     [--layout simple] [--texts features/x/x-texts.ts]
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as contract from "@cidp/api-client/contract";
import { PERMISSION_KEYS } from "@cidp/domain";
import { routeModuleOf } from "../app/member-center-routes.ts";

// NEW_PAGE_ROOT points the generator at a copy of the portal (its test); the portal itself otherwise.
const portalDir = path.resolve(process.env.NEW_PAGE_ROOT ?? path.resolve(import.meta.dirname, ".."));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    layout: { type: "string" },
    title: { type: "string" },
    call: { type: "string" },
    texts: { type: "string" },
    menu: { type: "string" },
    permission: { type: "string" },
  },
});

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
const call = values.call?.match(/^([a-z][A-Za-z]*Calls)\.([a-z][A-Za-z0-9]*)$/);
if (values.call && !call) fail("name the page's call as <group>.<call>, e.g. memberCalls.businessMemberList");
// The call must be declared already (the recipe's first step); its input fields go into the loader's comment.
let callInputs: string[] = [];
if (call) {
  const groups = contract as unknown as Record<string, Record<string, contract.CallDeclaration> | undefined>;
  const declaration = groups[call[1] ?? ""]?.[call[2] ?? ""];
  if (!declaration) fail(`the contract declares no ${values.call}: declare the call first (apps/portal/README.md, "The recipe")`);
  const wire = contract.wireCallOf(declaration);
  callInputs = [...(wire.params?.keys ?? []), ...(wire.query?.keys ?? []), ...(wire.body?.keys ?? [])];
}
const memberPage = layout === "simple";
const textsFile = values.texts ?? (memberPage ? "features/member-center/member-center-texts.ts" : fail("name the texts file of the page's area with --texts"));

// File names are kebab-case (lint): camelCase segments of the spec (addInvitation) become add-invitation.
const routeFile = routeModuleOf(routePath);
const slug = routeFile.replace(/^routes\/|\.tsx$/g, "");
if (values.menu && !memberPage) fail("only a member-center page (layout simple) has a side-menu entry");
if (values.permission && !values.menu) fail("a permission belongs to a side-menu entry: name its group with --menu");
if (values.permission && !(PERMISSION_KEYS as readonly string[]).includes(values.permission)) {
  fail(`${values.permission} is no permission key; known: ${PERMISSION_KEYS.join(", ")}`);
}
const routeModule = path.join(portalDir, "app", routeFile);
const journey = path.join(portalDir, "e2e", `${slug}.spec.ts`);
const component = slug.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
const textsName = `${component.charAt(0).toLowerCase()}${component.slice(1)}Texts`;
const textsPath = path.join(portalDir, "app", textsFile);
if (existsSync(routeModule)) fail(`${routeFile} exists already`);
if (!existsSync(textsPath)) fail(`${textsFile} does not exist`);

const routesTs = path.join(portalDir, "app/routes.ts");
const memberCenterRoutesTs = path.join(portalDir, "app/member-center-routes.ts");
// The side menu is @cidp/domain's; NEW_PAGE_MENUS points the generator's test at a copy.
const menusTs = path.resolve(process.env.NEW_PAGE_MENUS ?? path.join(portalDir, "../../packages/domain/src/member-center/member-center-menus.ts"));
if (
  readFileSync(routesTs, "utf8").includes(`route("${routePath}",`) ||
  readFileSync(memberCenterRoutesTs, "utf8").includes(`path: "${routePath}",`) ||
  readFileSync(menusTs, "utf8").includes(`"/${routePath}"`)
) {
  fail(`the route table declares ${routePath} already`);
}

if (values.menu) {
  // A side-menu page: its entry goes last in its group; the route follows from the menu.
  const menus = readFileSync(menusTs, "utf8");
  // A group is written `group("<id>", "<label>", "<icon>", [` with one leaf a line, closed by a line `]`.
  const group = menus.indexOf(`group("${values.menu}",`);
  const children = group < 0 ? -1 : menus.indexOf("[\n", group);
  const closed = children < 0 ? null : /\n( *)\]/.exec(menus.slice(children));
  if (!closed) fail(`the side menu has no group with id "${values.menu}" (account, company, purchase, sales, finance)`);
  const closing = children + closed.index;
  const entry = `leaf("${values.menu}-${slug.replace(/^user-/, "")}", "${title}", "/${routePath}"${values.permission ? `, "${values.permission}"` : ""}),`;
  writeFileSync(menusTs, `${menus.slice(0, closing)}\n${closed[1]}  ${entry}${menus.slice(closing)}`);
} else if (memberPage) {
  // The member center's pages are one list; the page goes last in it.
  const table = readFileSync(memberCenterRoutesTs, "utf8");
  const end = table.lastIndexOf("\n];");
  if (end < 0) fail("app/member-center-routes.ts has no closing `];` of memberCenterRoutes");
  writeFileSync(memberCenterRoutesTs, `${table.slice(0, end)}\n  { path: "${routePath}", file: "${routeFile}" },${table.slice(end)}`);
} else {
  // The layout's block opens with `{ id: "layout:<variant>" }, [` at the end of a line; the page goes first in it.
  const table = readFileSync(routesTs, "utf8");
  const opening = `{ id: "layout:${layout}" }, [\n`;
  const at = table.indexOf(opening);
  if (at < 0) fail(`app/routes.ts has no multi-line block for layout:${layout}; add the route line there by hand`);
  const insertAt = at + opening.length;
  writeFileSync(routesTs, `${table.slice(0, insertAt)}    route("${routePath}", "${routeFile}"),\n${table.slice(insertAt)}`);
}

const texts = readFileSync(textsPath, "utf8");
writeFileSync(
  textsPath,
  `${texts.trimEnd()}\n\nexport const ${textsName} = {\n  title: "${title}",\n  loadFailed: "${title}加载失败，请稍后重试",\n} as const;\n`,
);

const textsImport = `import { ${textsName} } from "${path.relative(path.join(portalDir, "app/routes"), textsPath).replace(/\\/g, "/")}";`;
// The request's clients come from the root's middleware: a member page's loader takes the
// member's (a visitor is sent to the login site), a public page's the visitor's.
const clientLine = memberPage ? "const client = memberClientOrLogin(context);" : "const client = portalRequest(context).visitor;";
const sessionImport = `import { ${memberPage ? "memberClientOrLogin" : "portalRequest"} } from "../lib/session/portal-request.server.ts";`;
const loader = call
  ? `
/** What the page shows, read on the server through its declared call (${call[1]}.${call[2]}). */
export async function loader({ context }: Route.LoaderArgs) {
  ${clientLine}
  try {
    ${callInputs.length > 0 ? `// Its input (${callInputs.join(", ")}): from the address or the form; the server checks it.\n    ` : ""}const answer = await clientCall(${call[1]}.${call[2]})(client, ${callInputs.length > 0 ? "{}, " : ""}{ silent: true });
    return { data: answer.data, error: null };
  } catch (error) {
    // A refusal says why in the platform's words; anything else is a failure to load, said plainly.
    return { data: null, error: error instanceof ApiError && error.msg ? error.msg : texts.loadFailed };
  }
}
`
  : "";
const imports = [
  ...(call ? ['import { ApiError, clientCall } from "@cidp/api-client";', `import { ${call[1]} } from "@cidp/api-client/contract";`] : []),
  textsImport,
  'import * as styles from "../lib/page.css.ts";',
  ...(call ? [sessionImport] : []),
  `import type { Route } from "./+types/${slug}";`,
];
writeFileSync(
  routeModule,
  `${imports.join("\n")}

const texts = ${textsName};
${loader}
/** ${title} (spec §2 /${routePath}). */
export default function ${component}(${call ? "{ loaderData }: Route.ComponentProps" : ""}) {
  return (
    <div className={styles.inner} data-testid="${slug}">
      <h1>{texts.title}</h1>
      ${call ? '{loaderData.error && <p role="alert">{loaderData.error}</p>}' : ""}
    </div>
  );
}

export function meta() {
  return [{ title: texts.title }];
}
`,
);
writeFileSync(
  journey,
  `${memberPage ? 'import { demoMembers, logIn } from "./support/log-in.ts";\n' : ""}import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

test("${title}: the page shows its content", async ({ page }) => {
${memberPage ? "  await logIn(page, demoMembers.zhang);\n" : ""}  await page.goto(\`\${portal}/${routePath}\`);
  await expect(page.getByRole("heading", { name: "${title}", level: 1 })).toBeVisible();
  await expectAxeClean(page);
});
`,
);
// Biome formats what was written as the rest of the code is (and sorts the imports); the files are
// named, so its .gitignore lookup is off (it refuses paths outside the repository, as in the test).
const declaredIn = values.menu ? menusTs : memberPage ? memberCenterRoutesTs : routesTs;
const written = [routeModule, journey, textsPath, declaredIn];
execFileSync(path.resolve(import.meta.dirname, "../../../node_modules/.bin/biome"), ["check", "--write", "--vcs-enabled=false", ...written], {
  stdio: "inherit",
});
console.log(`new:page: ${routeFile} under layout:${layout}, declared in ${path.relative(process.cwd(), declaredIn)}, ${textsName} in ${textsFile}, and e2e/${slug}.spec.ts.
Next (apps/portal/README.md, "The recipe"): declare the call in the contract, answer it on the server,
write what the page shows and what the journey checks.`);
