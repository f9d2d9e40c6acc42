import { noticeCalls } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { operatorApp, portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 站内公告: an editor writes an announcement to every member, a reviewer sends it back with a
// reason, the editor corrects it and submits it again, the reviewer approves it in 待审核, and a
// member finds it in the header bell's drawer (系统通知) with the unread count raised; an
// announcement set for later waits as 待发送; a 客服 cannot open the pages.

test.setTimeout(300_000);

const services = `http://localhost:${serverPort}`;
const TITLE = "平台元旦假期服务安排";
const CONTENT = "元旦期间（1月1日至1月3日）平台正常运行，在线客服服务时间调整为 9:00—17:00。\n如有疑问，请拨打服务热线。";

/** The number the bell's badge shows (0 when hidden). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId("unread-badge");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** The member's unread notices as the services count them (through the portal's proxy, with the member's cookies). */
const unreadNotices = (page: Page) => page.evaluate(async (path) => (await (await fetch(path)).json()).data as number, noticeCalls.noReadCount.path);

test("an editor writes an announcement, a reviewer approves it, and a member finds it in the bell's drawer with the unread count raised", async ({
  page,
  browser,
}) => {
  await logIn(page, demoMembers.zhang);
  // The seed leaves the member unread notices: the badge shows once the header's member area has its counts.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const before = await bellCount(page);
  const noticesBefore = await unreadNotices(page);

  const editor = await operatorDesk(browser, services, async () => {}, demoStaff.editor);
  await editor.getByRole("navigation", { name: "运营导航" }).getByRole("link", { name: "站内公告" }).click();
  await expect(editor.getByRole("heading", { name: "站内公告", level: 1 })).toBeVisible();
  await expectAxeClean(editor);

  // Bad input is refused on its fields and nothing is written.
  await editor.getByLabel("公告内容").fill(CONTENT);
  await editor.getByLabel("链接").fill("https://evil.example.cn/");
  await editor.getByRole("button", { name: "保存草稿" }).click();
  await expect(editor.getByRole("alert").filter({ hasText: "请按提示修改标红的项目" })).toBeVisible();
  await expect(editor.getByText("请输入标题")).toBeVisible();
  await expect(editor.getByText("链接地址应为门户内的页面")).toBeVisible();
  await expectAxeClean(editor);

  await editor.getByLabel("标题").fill(TITLE);
  await editor.getByLabel("链接").fill("/default/news");
  await editor.getByRole("button", { name: "保存草稿" }).click();
  await expect(editor.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(editor.getByRole("status")).toContainText("已保存草稿");
  await expectAxeClean(editor);
  const detailUrl = editor.url();
  await editor.getByRole("button", { name: "提交审核" }).click();
  await expect(editor.getByRole("status")).toContainText("已提交审核");
  await expect(editor.getByText("待审核", { exact: true })).toBeVisible();
  await expectAxeClean(editor);

  // The reviewer sends it back with a reason; the editor reads it, corrects the text and submits again.
  const reviewer = await operatorDesk(browser, services, async () => {}, demoStaff.auditor);
  await reviewer.getByRole("link", { name: `审核 【站内公告】${TITLE}` }).click();
  await expect(reviewer.getByText("元旦期间（1月1日至1月3日）平台正常运行")).toBeVisible();
  await expectAxeClean(reviewer);
  await reviewer.getByLabel("驳回原因（提交人可见）").fill("请注明服务热线号码");
  await reviewer.getByRole("button", { name: "驳回" }).click();
  await expect(reviewer.getByRole("status")).toContainText("已驳回");

  await editor.goto(detailUrl);
  await expect(editor.getByRole("note")).toContainText("请注明服务热线号码");
  await expect(editor.getByText("已驳回", { exact: true })).toBeVisible();
  await expectAxeClean(editor);
  await editor.getByLabel("公告内容").fill(`${CONTENT.split("\n")[0]}\n如有疑问，请拨打服务热线 400-800-0431。`);
  await editor.getByRole("button", { name: "保存", exact: true }).click();
  await expect(editor.getByRole("status")).toHaveText("已保存");
  await editor.getByRole("button", { name: "提交审核" }).click();
  await expect(editor.getByRole("status")).toContainText("已提交审核");

  // The editor cannot decide it; the reviewer approves it and the runner sends it.
  await reviewer.goto(operatorApp);
  await reviewer.getByRole("link", { name: `审核 【站内公告】${TITLE}` }).click();
  await expect(reviewer.getByText("如有疑问，请拨打服务热线 400-800-0431。")).toBeVisible();
  await reviewer.getByRole("button", { name: "审核通过" }).click();
  await expect(reviewer.getByRole("status")).toHaveText("已审核通过");

  await expect(async () => {
    await editor.goto(detailUrl);
    await expect(editor.getByText("已发送", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(editor.getByText(/^已发送 (\d+) \/ \1 位会员$/)).toBeVisible();
  await expectAxeClean(editor);
  await editor.getByRole("link", { name: "← 返回站内公告" }).click();
  await expect(editor.getByRole("row", { name: new RegExp(TITLE) })).toContainText("已发送");
  await expectAxeClean(editor);

  // The member's bell counts one more; the drawer's 系统通知 holds it, and it opens its link.
  expect(await unreadNotices(page)).toBe(noticesBefore + 1);
  await page.reload();
  await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);
  await page.getByTestId("bell").click();
  const drawer = page.getByTestId("message-drawer");
  await drawer.getByRole("tab", { name: /系统通知/ }).click();
  const item = drawer.getByTestId("notice-item").filter({ hasText: TITLE });
  await expect(item).toHaveAttribute("data-unread", "true");
  await item.click();
  await expect(page).toHaveURL(`${portal}/default/news`);

  // An announcement set for later waits as 待发送 once approved.
  await editor.getByLabel("标题").fill("年度会员满意度调查");
  await editor.getByLabel("公告内容").fill("欢迎参与平台年度会员满意度调查。");
  await editor.getByLabel("定时发送").fill("2030-01-02T10:00");
  await editor.getByRole("button", { name: "保存草稿" }).click();
  await expect(editor.getByRole("status")).toContainText("已保存草稿");
  await editor.getByRole("button", { name: "提交审核" }).click();
  const laterUrl = editor.url();
  await reviewer.goto(operatorApp);
  await reviewer.getByRole("link", { name: "审核 【站内公告】年度会员满意度调查" }).click();
  await expect(reviewer.getByText("2030-01-02 10:00")).toBeVisible();
  const reviewUrl = reviewer.url();
  await reviewer.getByRole("button", { name: "审核通过" }).click();
  await expect(reviewer.getByRole("status")).toHaveText("已审核通过");
  await editor.goto(laterUrl.split("?")[0] ?? laterUrl);
  await expect(editor.getByText("待发送", { exact: true })).toBeVisible();
  await expect(editor.getByText("尚未发送")).toBeVisible();
  await expectAxeClean(editor);

  // A 客服 cannot open the pages.
  const agent = await operatorDesk(browser, services, async () => {}, demoStaff.kefu1);
  const refused = await agent.goto(`${operatorApp}/announcements`);
  expect(refused?.status()).toBe(403);
  await expect(agent.getByRole("heading", { name: "无权访问", level: 1 })).toBeVisible();
  // Nor review one: the refusal names the key the page needs.
  const refusedReview = await agent.goto(reviewUrl);
  expect(refusedReview?.status()).toBe(403);
  await expect(agent.getByRole("alert")).toHaveText("无权访问：该页面需要「内容与上架审核」权限，请联系平台管理员");
});
