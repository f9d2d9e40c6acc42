import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 消息通知 in the member center: the list by tab, a notice's detail (read on view), all read.

test("a member reads the notices of one tab, opens one, and marks all read", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/default`);
  await page
    .getByTestId("pending-tasks")
    .getByRole("link", { name: /条未读消息/ })
    .click();
  await expect(page.getByRole("heading", { name: "消息通知", level: 1 })).toBeVisible();
  await expect(page.getByTestId("member-center-menu").getByRole("link", { name: "消息通知" })).toHaveAttribute("aria-current", "page");
  const unreadBefore = await page.locator('[data-testid="notice-row"][data-unread="true"]').count();
  expect(unreadBefore).toBeGreaterThan(0);
  await expectAxeClean(page);

  await page.getByRole("navigation", { name: "消息分类" }).getByRole("link", { name: "系统通知" }).click();
  await expect(page).toHaveURL(/tag=2/);
  // The tab's mark and its list come from one render: once it is marked, the rows are the tab's.
  await expect(page.getByRole("navigation", { name: "消息分类" }).getByRole("link", { name: "系统通知" })).toHaveAttribute("aria-current", "page");
  const first = page.getByTestId("notice-row").first();
  const title = (await first.locator("strong").textContent())?.replace(/^未读/, "") ?? "";
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectAxeClean(page);
  await page.getByRole("link", { name: "返回消息通知" }).click();

  await page.getByRole("button", { name: "全部已读" }).click();
  await expect(page.getByTestId("action-notice")).toContainText("标为已读");
  await expect(page.locator('[data-testid="notice-row"][data-unread="true"]')).toHaveCount(0);

  await page.goto(`${portal}/user/notice/detail?id=999999`);
  await expect(page.getByRole("alert")).toHaveText("消息不存在或已删除");
});
