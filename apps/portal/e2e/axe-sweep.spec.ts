import { axeViolations } from "./support/axe.ts";
import { actFor, companiesOf } from "./support/company-switch.ts";
import { settleRichText } from "./support/content-desk.ts";
import { crawlOnePerKind, pageAndTab, pathOf, routeOfPath } from "./support/crawl.ts";
import { declaredPaths } from "./support/declared-paths.ts";
import { logIn } from "./support/log-in.ts";
import { forMember, isMemberPath } from "./support/member-pages.ts";
import { operatorDesk } from "./support/operator.ts";
import { changchunPortal, operatorApp, portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// Every page of the portal and the back office scanned by axe (WCAG 2.0-2.2 A and AA, target size
// included) as the demo's data fills it. The pages are found as a person finds them, by following
// links: a visitor from the home page (on the generic host and on CHANGCHUN's), 张建国 from the
// member center as each of his businesses, the demo operator from the back office's desk. One
// address is kept per kind of page, so a detail page is scanned with a real record. Every public
// page must be reached by a link; a member page no link reaches is scanned at its bare address (its
// empty or "not found" state) and named in a list that says why. The other journeys scan the
// states they create (dialogs, forms with errors). The four sweeps are independent and share the
// two workers.

test.describe.configure({ mode: "parallel" });

/** Pages, not end points: the session's addresses, downloads, QR images, sitemaps and robots.txt are not pages to scan. */
const isPortalPage = (path: string) =>
  !/^\/(session|outlogin|login-back|qr|robots\.txt|sitemap)/.test(path) && path !== "/user/privacy/export" && !path.includes("*") && path !== "/";

const DECLARED = declaredPaths.filter(isPortalPage);

/**
 * Member pages the crawl reaches by no link, and why. They are scanned at their bare address (the
 * page's own "not found" or empty state); the journeys named scan them with data, reached as a
 * member reaches them. A page that gains a link, or a new page that has none, fails this list.
 */
const MEMBER_PAGES_WITHOUT_LINK = [
  // The notice drawer's 查看全部: the drawer is drawn by script (message-drawer).
  "/default/message-list",
  // A lesson's 购买 is a form that makes the order, then the checkout and the provider's return (law-lessons, service-purchase).
  "/default/comprehensives-ervices/law-services/law-lesson/pay",
  "/default/comprehensives-ervices/law-services/law-lesson/pay/success",
  // The demo businesses of 张建国 bought legal packages and VIP, which have detail pages of their own;
  // a service order's detail opens once one is bought (service-purchase).
  "/user/service-buy-list/detail",
  // A shop service's 立即购买 makes the order, then opens its own pay page (shop-services checks it).
  "/user/service-buy-list/shop-pay",
  // Where a payment provider sends the member back (vip, tenders-full).
  "/user/pay/success",
  // WeChat Pay's QR code page, reached by 去支付 with 微信支付 on a PC (provider-payments.spec.ts checks it).
  "/user/pay/wechat",
  // WeChat Pay inside WeChat's browser (JSAPI), reached through WeChat's 网页授权 (provider-payments.spec.ts checks it).
  "/user/pay/wechat-jsapi",
  // 对公转账's account and reference, reached by 去支付 with 对公转账 (bank-transfer.spec.ts checks it).
  "/user/pay/bank-transfer",
  "/user/pay",
  // 发起二次报价 is on a sheet being compared, beyond the six sheets a page kind is crawled for (member-routes-reachable).
  "/user/building-materials/secondQuotation",
  // Only an uncertified business's administrator fills it in; 张建国 is none (member-pages-with-data, as 安泰's 刘振东).
  "/user/standard-certification/corporateCertificationSub",
  // 店铺装修's 预览 saves the draft first (a form), then opens the preview (login-return, shops).
  "/shop/preview",
];

/** The first address the crawl kept for each path `wanted` accepts (a page's tabs were crawled as kinds of their own). */
function onePerPath(found: ReadonlyMap<string, string>, wanted: (path: string) => boolean): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const address of found.values()) {
    const path = pathOf(address);
    if (wanted(path) && !chosen.has(path)) chosen.set(path, address);
  }
  return chosen;
}

/** Opens each address and scans it; returns what failed, one line per page and rule. */
async function scanEach(page: Page, origin: string, addresses: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const address of addresses) {
    const response = await page.goto(`${origin}${address}`);
    const status = response?.status() ?? 0;
    if (status >= 500 || status === 0) {
      failures.push(`${address}: HTTP ${status}`);
      continue;
    }
    // A page of the back office's rich-text editor is scanned with the editor in place, not while it
    // replaces the server's text area.
    await settleRichText(page);
    const found = await axeViolations(page).catch((error: unknown) => [`scan failed: ${String(error).slice(0, 120)}`]);
    failures.push(...found.map((line) => `${address} ${line}`));
  }
  return failures;
}

/** A visitor's pages on a host: one address for each page its links reach (public pages only), by path. */
async function visitorPages(page: Page, origin: string): Promise<Map<string, string>> {
  const found = await crawlOnePerKind(page.request, {
    origin,
    // The home page; where a visitor who opened a member's page lands (the log-in prompt, with the
    // way to sign up); and a visitor's search for 服务: the shops' services have no public list of
    // their own (a shop's page and search lead to them), and the search box's hot words are the
    // editors' to choose (热门搜索), so none of them can be counted on to find one.
    starts: ["/default/home", `/default/home?login=${encodeURIComponent("/user/default")}`, `/default/global-search?keyword=${encodeURIComponent("服务")}`],
    follows: (path) => isPortalPage(path) && !isMemberPath(path),
    kindOf: pageAndTab,
    limit: 600,
  });
  return onePerPath(found, (path) => !forMember(path));
}

test("a visitor's pages, from the home page's links, are axe clean", async ({ page }) => {
  test.setTimeout(20 * 60_000);
  const reached = await visitorPages(page, portal);
  expect(
    DECLARED.filter((path) => !forMember(path) && !reached.has(path)),
    "every public page is reached by a link",
  ).toEqual([]);
  // Every page reached, the login site's too (log-in, SMS log-in, registration, password reset on the portal's address).
  expect(await scanEach(page, portal, [...reached.values()])).toEqual([]);
});

// CHANGCHUN's host has its own colours, names and hidden sections (platform_config): its pages are
// scanned as its visitors reach them.
test("a visitor's pages on CHANGCHUN's host, from its home page's links, are axe clean", async ({ page }) => {
  test.setTimeout(20 * 60_000);
  const reached = await visitorPages(page, changchunPortal);
  expect(reached.size, "CHANGCHUN's home page links its sections").toBeGreaterThan(30);
  expect(await scanEach(page, changchunPortal, [...reached.values()])).toEqual([]);
});

test("a member's pages, from the member center's links as each of the member's businesses, are axe clean", async ({ page }) => {
  test.setTimeout(20 * 60_000);
  await logIn(page);
  await page.goto(`${portal}/user/default`);
  const current = ((await page.getByTestId("company-selector").textContent()) ?? "").trim();
  const companies = await companiesOf(page);
  const scanned = new Set<string>();
  const failures: string[] = [];
  for (const company of [current, ...companies.filter((name) => name !== current)]) {
    if (company !== current) {
      await page.goto(`${portal}/user/default`);
      await actFor(page, company);
    }
    // Public pages are followed too (a lesson's checkout is reached from its detail page), each kind
    // once: the visitors' sweeps scan them, and fetching six of each for every business made this
    // sweep 2.2 min alone against 1.9. The member's own pages link by their records' states: six each.
    const found = await crawlOnePerKind(page.request, {
      origin: portal,
      starts: ["/user/default"],
      follows: isPortalPage,
      kindOf: pageAndTab,
      fetchPerKind: (kind) => (forMember(pathOf(kind)) ? 6 : 1),
      limit: 2000,
    });
    const fresh = onePerPath(found, (path) => forMember(path) && !scanned.has(path));
    failures.push(...(await scanEach(page, portal, [...fresh.values()])));
    for (const path of fresh.keys()) scanned.add(path);
  }
  const unreached = DECLARED.filter((path) => forMember(path) && !scanned.has(path));
  expect([...unreached].sort(), "member pages that no link of the demo members' businesses reaches").toEqual([...MEMBER_PAGES_WITHOUT_LINK].sort());
  failures.push(...(await scanEach(page, portal, unreached)));
  expect(failures).toEqual([]);
});

test("the back office's pages, from the desk's links, are axe clean", async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  // 会员管理 lists members and companies once searched for: one search of each opens their detail pages.
  const found = await crawlOnePerKind(desk.request, {
    origin: operatorApp,
    starts: ["/", "/members?keyword=13800000001", "/members?company=吉林宏远"],
    follows: (path) => !/^\/(logout|login|totp|enrol)\b/.test(path),
    kindOf: routeOfPath,
    limit: 200,
  });
  expect([...found.keys()], "the desk links its areas and their records").toEqual(
    expect.arrayContaining([
      "/",
      "/review/content/:id",
      "/content",
      "/content/new",
      "/content/:id",
      "/content/:id/preview",
      "/content/banners",
      "/content/banners/:id",
      "/content/party-modules",
      "/announcements",
      "/announcements/:id",
      "/site-texts",
      "/partner-links",
      "/help",
      "/help/new",
      "/help/:id",
      // 法律文件 names its documents and versions by key, not number: each is a page of its own here.
      "/legal",
      "/legal/privacy-policy",
      "/legal/privacy-policy/versions/2024-08-01",
      "/members",
      "/members/:id",
      // 企业列表: the businesses newest first, linked from 会员管理 (issue 61).
      "/companies",
      "/companies/:id",
      "/orders",
      "/settings",
      "/settings/:id",
      "/reports",
      "/audit",
      "/staff",
      "/password",
    ]),
  );
  expect(await scanEach(desk, operatorApp, [...found.values()])).toEqual([]);
});
