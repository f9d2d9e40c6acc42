import { chatCalls, noticePaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

test("the drawer opens on benefits with unread counts; a notice click marks it read and routes", async ({ page }) => {
  await logIn(page);
  const badge = page.getByTestId("unread-badge");
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  await page.getByTestId("bell").click();
  const drawer = page.getByTestId("message-drawer");
  await expect(drawer.getByRole("tab", { selected: true })).toHaveText(/福利优惠/);
  await expect(drawer.getByTestId("notice-item")).toHaveCount(5);
  const countBefore = Number(await drawer.getByTestId("tab-count-3").textContent());
  const first = drawer.getByTestId("notice-item").first();
  await expect(first).toHaveAttribute("data-unread", "true");
  await first.click();
  await expect(page).toHaveURL(`${portal}/user/vip/buy`);
  await page.goto(`${portal}/default/home`);
  await expect(page.getByTestId("unread-badge")).toHaveText(String(before - 1));
  await page.getByTestId("bell").click();
  await expect(page.getByTestId("tab-count-3")).toHaveText(String(countBefore - 1));
  await expect(page.getByTestId("notice-item").first()).toHaveAttribute("data-unread", "false");
});

test("with no new offers, the drawer opens on the tab whose notices wait unread, not an empty 福利优惠", async ({ page }) => {
  await logIn(page);
  // The member reads every offer (福利优惠, tab 3) elsewhere; other tabs keep their unread notices.
  const counts = await page.evaluate(async (paths) => {
    for (let current = 1; current <= 20; current++) {
      const list = (await (await fetch(`${paths.list}?noticeType=3&current=${current}&size=50`)).json()).data as { records: { id: number; isRead: number }[] };
      for (const notice of list.records.filter((n) => n.isRead === 0)) await fetch(`${paths.clickRead}/${notice.id}`);
      if (list.records.length < 50) break;
    }
    return (await (await fetch(paths.tabNoReadCount)).json()).data as Record<string, number>;
  }, noticePaths);
  expect(counts.noticeType3).toBe(0);
  expect(counts.noticeType0).toBeGreaterThan(0);
  await page.getByTestId("bell").click();
  const drawer = page.getByTestId("message-drawer");
  await expect(drawer.getByRole("tab", { selected: true })).toHaveText(/订单服务/);
  await expect(drawer.getByTestId("notice-item").first()).toHaveAttribute("data-unread", "true");
});

test("mark all read clears every count; view more opens the message list on the tab", async ({ page }) => {
  await logIn(page);
  await page.getByTestId("bell").click();
  const drawer = page.getByTestId("message-drawer");
  await drawer.getByRole("tab", { name: /订单服务/ }).click();
  await expect(drawer.getByRole("tab", { selected: true })).toHaveText(/订单服务/);
  await drawer.getByRole("button", { name: "全部已读" }).click();
  await expect(drawer.locator('[data-testid^="tab-count-"]')).toHaveCount(0);
  // The bell keeps only unread chat messages, if any (it counts both).
  const chatUnread = await page.evaluate(async (chatList) => {
    const chats: { unreadCount: number }[] = (await (await fetch(chatList)).json()).data;
    return chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
  }, chatCalls.list.path);
  if (chatUnread === 0) await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  else await expect(page.getByTestId("unread-badge")).toHaveText(String(Math.min(chatUnread, 99)));
  await drawer.getByRole("button", { name: "查看更多" }).click();
  await expect(page).toHaveURL(`${portal}/default/message-list?code=0`);
  await expect(page.getByTestId("message-list").getByTestId("notice-row").first()).toBeVisible();
});

test("the close button and Escape close the drawer, and focus goes back to the bell", async ({ page }) => {
  await logIn(page);
  const bell = page.getByTestId("bell");
  const drawer = page.getByRole("dialog", { name: "消息", exact: true });
  await bell.click();
  await expect(drawer.getByTestId("notice-item").first()).toBeVisible();
  await drawer.getByRole("button", { name: "关闭" }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByTestId("message-drawer")).toHaveCount(0);
  await expect(bell).toBeFocused();
  await bell.press("Enter");
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(bell).toBeFocused();
});

test("the open drawer and the logout dialog have no axe violations", async ({ page }) => {
  await logIn(page);
  await page.getByTestId("bell").click();
  await expect(page.getByTestId("notice-item").first()).toBeVisible();
  // Let the slide-in finish, so colours are measured on the settled panel.
  await page.waitForTimeout(400);
  await expectAxeClean(page, { include: '[role="dialog"]' });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.waitForTimeout(300);
  await expectAxeClean(page, { include: '[role="alertdialog"]' });
});
