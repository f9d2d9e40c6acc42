import { contractDownloads, contractRoutes, permissionKeysOf, platformPaths } from "@cidp/api-client/contract";
import { MEMBER_CENTER_MENU_PAGES, PERMISSION_KEYS, ROLE_TEMPLATES } from "@cidp/domain";
import type { APIRequestContext } from "@playwright/test";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// The role walk (issue 65): every member page, as each demo role of a builder (吉林宏远) and a
// supplier (长春鼎盛), offers only actions the services would take from that member. Each action
// of the member center is marked with the contract call it makes (MayCall); the walk reads every
// page's server-rendered HTML, and checks each mark against the call's own permission keys and
// the role's keys as the organisation seeds them, not as the page thinks them.

const HONGYUAN = "91220101MA14XKQ355";
const templateKeys = (name: string) => ROLE_TEMPLATES.find((role) => role.name === name)?.permissions ?? [];

/** The demo members by role, with the keys their role holds (organisation seed). */
const ROLES = [
  { role: "管理员", phone: "13900000101", keys: PERMISSION_KEYS, business: HONGYUAN },
  { role: "采购员", phone: "13900000102", keys: templateKeys("采购员"), business: HONGYUAN },
  { role: "审批人", phone: "13900000103", keys: templateKeys("审批人"), business: HONGYUAN },
  { role: "财务", phone: "13900000105", keys: templateKeys("财务"), business: HONGYUAN },
  // 宏远's own role beside the templates (organisation seed: demoCustomRoles).
  { role: "资料员", phone: "13900000107", keys: ["user_view", "certification_manage"], business: HONGYUAN },
  { role: "无角色成员", phone: "13900000109", keys: [], business: HONGYUAN },
  { role: "报价员", phone: "13900000201", keys: templateKeys("报价员"), business: "91220104MA17B8RT2H" },
  { role: "财务（供应商）", phone: "13900000203", keys: templateKeys("财务"), business: "91220104MA17B8RT2H" },
] as const;

/** Each call's keys by its mark (`METHOD path`), from the contract the services enforce. */
const callKeys = new Map<string, readonly string[]>(
  [...contractRoutes, ...contractDownloads].map((call) => [`${call.method} ${call.path}`, call.permission ? permissionKeysOf(call.permission) : []]),
);

/** What one page offers: its marked actions, its forms that change something without a mark, and its links on. */
interface PageOffer {
  marks: string[];
  unmarkedForms: string[];
  links: string[];
}

/** Reads a server-rendered page in the browser's own parser (nothing runs, nothing loads). */
function readOffer(page: Page, html: string): Promise<PageOffer> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const main = doc.querySelector("main") ?? doc.body;
    return {
      marks: [...main.querySelectorAll("[data-call]")].map((element) => element.getAttribute("data-call") ?? ""),
      unmarkedForms: [...main.querySelectorAll("form")]
        .filter((form) => form.getAttribute("method")?.toLowerCase() === "post" && !form.closest("[data-call]"))
        .map((form) => (form.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60)),
      links: [...main.querySelectorAll("a[href^='/user/']:not([download])")].map((link) => link.getAttribute("href") ?? ""),
    };
  }, html);
}

/** A request context logged in as the member, through the login site's development log-in and /login-back. */
async function memberContext(playwright: { request: { newContext(): Promise<APIRequestContext> } }, phone: string): Promise<APIRequestContext> {
  const context = await playwright.request.newContext();
  const answer = await context.post(`http://localhost:${serverPort}${platformPaths.devLogIn}`, {
    form: { phone, password: demoMembers.zhang.password, redirect: `${portal}/login-back` },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
  await context.get(answer.headers().location ?? "");
  return context;
}

/** How the walk counts pages alike: the path and the tab or state shown (a sheet of another tab is another page). */
function kindOf(url: string): string {
  const [path = url, query = ""] = url.split("?");
  const params = new URLSearchParams(query);
  return `${path}?${params.get("state") ?? ""}${params.get("tab") ?? ""}`;
}

/** The pages the walk reads: every menu page, then the member pages they link to (three of each kind, three steps deep). */
async function walk(page: Page, member: APIRequestContext, visit: (url: string, offer: PageOffer) => void): Promise<void> {
  const seenKinds = new Map<string, number>();
  const visited = new Set<string>();
  let round = MEMBER_CENTER_MENU_PAGES.map((path) => `/${path}`);
  for (let depth = 0; depth < 4 && round.length > 0; depth += 1) {
    const next: string[] = [];
    for (const url of round) {
      const kind = kindOf(url);
      if (visited.has(url) || (depth > 0 && (seenKinds.get(kind) ?? 0) >= 3)) continue;
      visited.add(url);
      seenKinds.set(kind, (seenKinds.get(kind) ?? 0) + 1);
      const answer = await member.get(`${portal}${url}`, { maxRedirects: 0 });
      // Files (the privacy export) are not pages.
      if (answer.status() !== 200 || !answer.headers()["content-type"]?.startsWith("text/html")) continue;
      const offer = await readOffer(page, await answer.text());
      visit(url, offer);
      next.push(...offer.links);
    }
    round = [...new Set(next)];
  }
}

for (const { role, phone, keys } of ROLES) {
  test(`a ${role} is offered only what the services take from a ${role}`, async ({ page, playwright }) => {
    test.slow();
    const member = await memberContext(playwright, phone);
    const refused: string[] = [];
    const unmarked: string[] = [];
    let pages = 0;
    await walk(page, member, (url, offer) => {
      pages += 1;
      for (const mark of offer.marks) {
        const needed = callKeys.get(mark);
        if (needed === undefined) refused.push(`${url}: ${mark} is no call of the contract`);
        else if (needed.length > 0 && !needed.some((key) => (keys as readonly string[]).includes(key)))
          refused.push(`${url}: ${mark} needs ${needed.join("|")}`);
      }
      for (const form of offer.unmarkedForms) unmarked.push(`${url}: ${form}`);
    });
    expect(pages).toBeGreaterThan(MEMBER_CENTER_MENU_PAGES.length / 2);
    expect(refused, "actions the services would refuse").toEqual([]);
    expect(unmarked, "forms that change something without naming their call").toEqual([]);
    await member.dispose();
  });
}

/** A demo colleague of 吉林宏远 by phone, logged in the browser. */
const colleague = (phone: string) => ({ phone, password: demoMembers.zhang.password });
const COMPARING_SHEET = "吉林大学南岭校区实验楼混凝土及水泥采购";

/** Opens 宏远's 比价中 sheet from the menu's 询价管理, as any member who reads the business's sheets. */
async function openComparingSheet(page: Page): Promise<void> {
  await page.goto(`${portal}/user/default`);
  await page.getByTestId("member-center-menu").getByRole("link", { name: "询价管理", exact: true }).click();
  await page.getByRole("link", { name: "比价中", exact: true }).click();
  await page.getByRole("link", { name: COMPARING_SHEET }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("比价中");
}

test("on a 比价中 sheet the 采购员 is offered no 确认定标 or 发起二次报价, and the 审批人 is offered both", async ({ page, browser }) => {
  await logIn(page, colleague("13900000102"));
  await openComparingSheet(page);
  await expect(page.getByRole("heading", { name: "比价" })).toBeVisible();
  await expect(page.getByRole("button", { name: "确认定标" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "发起二次报价" })).toHaveCount(0);
  // What the 采购员 may do with it: end it.
  await expect(page.getByRole("button", { name: "确认结束" })).toBeVisible();

  const approver = await (await browser.newContext()).newPage();
  await logIn(approver, colleague("13900000103"));
  await openComparingSheet(approver);
  await expect(approver.getByRole("button", { name: "确认定标" })).toBeVisible();
  await expect(approver.getByRole("link", { name: "发起二次报价" })).toBeVisible();
  await expect(approver.getByRole("button", { name: "确认结束" })).toHaveCount(0);
  await expectAxeClean(approver);
});

test("a 资料员 who opens 新建询价单, 新建招标 or VIP 购买 by its address reads which permission it takes and whom to ask", async ({ page }) => {
  await logIn(page, colleague("13900000107"));
  const pages = [
    ["/user/building-materials/addInquirySheet", "发布询价单"],
    ["/user/invite-tenders/subPage/default", "招标管理"],
    ["/user/vip/buy", "订单支付"],
  ] as const;
  for (const [path, permission] of pages) {
    await page.goto(`${portal}${path}`);
    await expect(page.getByTestId("permission-refusal")).toHaveText(`无权限执行此操作：需要「${permission}」权限，请联系企业管理员为您分配`);
    await expect(page.locator("main form[method=post]")).toHaveCount(0);
  }
  await expectAxeClean(page);
});
