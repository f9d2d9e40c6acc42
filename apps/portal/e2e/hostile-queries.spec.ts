import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes.ts";
import { logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// No 5xx for a client's mistake: every route the portal declares, asked with hostile query strings
// (NUL, negative, non-numeric and huge ids, page numbers out of range, a 5 000-character keyword,
// markup, unpaired surrogates and broken UTF-8, every query name the pages read set to nonsense),
// as a visitor and as a logged-in member. Requests, not page loads: only the server's answer counts.
// An HTML answer still has the site's frame wherever the plain page has it; a refusal of the
// services (400, 404) is the page's own error inside that frame.

/** Every path routes.ts declares, with a sample value for a dynamic segment and a stray address for the catch-all. */
function declaredPaths(entries: RouteConfigEntry[], base = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index || entry.path === undefined ? base : `${base}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.index || entry.path !== undefined ? [path === "" ? "/" : path] : [];
    return [...own, ...declaredPaths(entry.children ?? [], path)];
  });
}

const SAMPLE_SEGMENTS: Record<string, string> = { ":kind": "official-account" };
const paths = [...new Set(declaredPaths(routes))].map((path) =>
  path === "/*" ? "/default/no-such-page" : path.replace(/:[A-Za-z]+/g, (segment) => SAMPLE_SEGMENTS[segment] ?? "x"),
);

/** What the pages read from the address (grep of searchParams in app/): each set to the same nonsense at once. */
const QUERY_NAMES =
  "address back category center chapter code company current detail edit format id isCenter keyword kind layout modulecode next orderNo page pageid params period price productId projectId published regionCode remove saved sheet specialty state status submitted tab tag target to validity version".split(
    " ",
  );
const everyName = (value: string) => QUERY_NAMES.map((name) => `${name}=${value}`).join("&");

/** The hostile query strings, as sent (already encoded where a browser would encode). */
const HOSTILE: readonly string[] = [
  "keyword=%00",
  "id=%00",
  "id=-1",
  "id=abc",
  "id=99999999999999999999",
  "id=1.5e3",
  "id=1&id=2",
  "page=-5&current=-5",
  "page=abc&current=abc",
  `keyword=${encodeURIComponent("长".repeat(5_000))}`,
  `keyword=${encodeURIComponent("<script>alert(1)</script>")}`,
  "keyword=%ED%A0%80",
  "keyword=%FF%FE%C0%AF",
  "keyword=%",
  everyName("%00"),
  everyName("-1"),
  everyName(encodeURIComponent(`'"><svg onload=alert(1)>`)),
];

/**
 * Routes that end or change the session when asked (logging out, switching company, taking a
 * token): the visitor asks them, the member does not, so the member's pass keeps its session.
 */
const SESSION_ROUTES = new Set(["/login-back", "/outlogin", "/session/switch", "/session/logout", "/session/handoff"]);

/** The site's frame in server HTML: header, main landmark and footer (a member-center page has its user header, without the menu). */
const isFramed = (html: string) => html.includes("<header") && html.includes('id="main"') && html.includes("<footer");
/** The error page's frame has the site's menu too. */
const MAIN_MENU = 'aria-label="主菜单"';

type Answer = { status: number; html: boolean; framed: boolean };

async function ask(request: APIRequestContext, url: string): Promise<Answer> {
  const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false, timeout: 20_000 });
  const html = (response.headers()["content-type"] ?? "").startsWith("text/html");
  const body = html ? await response.text() : "";
  return { status: response.status(), html, framed: isFramed(body) };
}

/** Runs the work over the items, a few at a time (the product shares two cores with the rest). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** Asks every route with every hostile query; the problems found, one line each. */
async function sweep(request: APIRequestContext, routesToAsk: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  await eachLimited(routesToAsk, 4, async (path) => {
    const plain = await ask(request, `${portal}${path}`);
    if (plain.status >= 500) problems.push(`${plain.status} ${path}`);
    for (const query of HOSTILE) {
      const answer = await ask(request, `${portal}${path}?${query}`);
      const shown = `${path}?${query.length > 80 ? `${query.slice(0, 80)}…` : query}`;
      if (answer.status >= 500) problems.push(`${answer.status} ${shown}`);
      // A page in the frame stays in it: its own error (4xx) included.
      else if (plain.framed && answer.html && !answer.framed) problems.push(`${answer.status} without the site's frame: ${shown}`);
    }
  });
  return problems.sort();
}

test.describe.configure({ timeout: 300_000 });

test(`a visitor gets no 5xx from any of the ${paths.length} routes for ${HOSTILE.length} hostile queries`, async ({ request }) => {
  expect(paths.length).toBeGreaterThan(100);
  expect(await sweep(request, paths)).toEqual([]);
});

test("a logged-in member gets none either, and the services' refusals are the page's own error in the frame", async ({ page }) => {
  await logIn(page);
  const request = page.context().request;
  const memberPaths = paths.filter((path) => !SESSION_ROUTES.has(path));
  expect(await sweep(request, memberPaths)).toEqual([]);
  // The findings that started this sweep: the page's 400 with its message, or its 404, in the frame.
  const nul = await request.get(`${portal}/default/tender/list?keyword=%00`);
  expect(nul.status()).toBe(400);
  const text = await nul.text();
  expect(text).toContain("查询条件包含非法字符，请修改后重试");
  expect(text).toContain(MAIN_MENU);
  const noId = await request.get(`${portal}/user/my-bid/bitTable`);
  expect([400, 404]).toContain(noId.status());
  expect(await noId.text()).toContain(MAIN_MENU);
  // Still logged in after the sweep (no route of it ended the session).
  await page.goto(`${portal}/default/home`);
  await expect(page.getByTestId("member-area")).toBeVisible();
});
