import { expectAxeClean } from "./support/axe.ts";
import { fresh, writePiece } from "./support/content-desk.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 定时发布: a piece approved for a later time is not on the portal before it, and the job runner
// puts it there when its time comes (the portal's list shows it without anyone acting). A file of
// its own, so its database has the demo's editor and reviewer still to enrol.

test.setTimeout(300_000);

const services = `http://localhost:${serverPort}`;

test("a piece set to publish at a later time appears on the portal when its time comes", async ({ page, browser }) => {
  const title = "全省建筑施工企业冬季安全生产视频会议召开";
  // Two minutes ahead, to the minute, China time: time enough to write, submit and approve it.
  const at = new Date(Date.now() + 2 * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16);
  const editor = await operatorDesk(browser, services, async () => {}, demoStaff.editor);
  await writePiece(editor, { channel: "新闻资讯", title, summary: "部署冬季施工安全生产工作。", paragraph: "会议要求各地严格落实冬季施工安全措施。" });
  await editor.getByLabel("定时发布").fill(at);
  await editor.getByRole("button", { name: "提交审核" }).click();
  await expect(editor.getByRole("status").first()).toHaveText("已提交审核，请等待另一位审核人员审核");

  const reviewer = await operatorDesk(browser, services, async () => {}, demoStaff.auditor);
  await reviewer.getByRole("link", { name: `审核 【新闻资讯】${title}` }).click();
  await expect(reviewer.getByText(at.replace("T", " "))).toBeVisible();
  await reviewer.getByRole("button", { name: "审核通过" }).click();
  await expect(reviewer.getByRole("status")).toHaveText("已审核通过");
  await reviewer.getByRole("link", { name: "内容管理" }).click();
  await expect(reviewer.getByRole("row").filter({ hasText: title })).toContainText("待发布");
  await expectAxeClean(reviewer);

  // Not before its time …
  await page.goto(fresh("/default/news/news-list?category=news"));
  await expect(page.getByTestId("article-list")).not.toContainText(title);
  // … and on the list once it has come.
  await expect(async () => {
    await page.goto(fresh("/default/news/news-list?category=news"));
    await expect(page.getByTestId("article-list").getByRole("link", { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 200_000, intervals: [5_000] });
  await reviewer.reload();
  await expect(reviewer.getByRole("row").filter({ hasText: title })).toContainText("已发布");
});
