import { chatCalls, noticeCalls } from "@cidp/api-client/contract";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// The header bell counts unread notices plus unread chat messages (spec §2 with issue #10).

/** The number the bell's badge shows (0 when hidden). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId("unread-badge");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** A same-origin call to the platform services through the portal's proxy (the session comes from the cookies). */
async function serviceCall<T>(page: Page, path: string, init?: { method: string; body: unknown }): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, init ? { method: init.method, headers: { "content-type": "application/json" }, body: JSON.stringify(init.body) } : {});
      return (await response.json()).data;
    },
    { path, init },
  );
}

test("the bell shows unread notices plus unread chat: a message from another member adds one, reading it takes it off", async ({ browser }) => {
  const zhang = await (await browser.newContext()).newPage();
  const li = await (await browser.newContext()).newPage();
  await logIn(zhang, demoMembers.zhang);
  await logIn(li, demoMembers.li);

  // Start from no unread chat (earlier journeys may have left some), then a fresh page.
  for (const chat of await serviceCall<{ id: string; unreadCount: number }[]>(zhang, chatCalls.list.path)) {
    if (chat.unreadCount > 0) await serviceCall(zhang, chatCalls.markRead.path, { method: chatCalls.markRead.method, body: { id: chat.id, unreadCount: 0 } });
  }
  await zhang.reload();
  // The bell starts at zhang's unread notices plus his unread chat messages (none now).
  const noticeUnread = await serviceCall<number>(zhang, noticeCalls.noReadCount.path);
  const chats = await serviceCall<{ unreadCount: number }[]>(zhang, chatCalls.list.path);
  const before = noticeUnread + chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
  expect(noticeUnread).toBeGreaterThan(0);
  await expect.poll(() => bellCount(zhang)).toBe(before);

  // Li opens a chat with zhang and sends one message.
  const zhangUser = await serviceCall<{ id: string }>(zhang, chatCalls.me.path);
  await serviceCall(li, chatCalls.open.path, { method: chatCalls.open.method, body: { id: zhangUser.id } });
  await li.goto(`${portal}/user/customer-message-list`);
  await li.getByTestId("chat-item").filter({ hasText: demoMembers.zhang.realName }).click();
  await li.getByTestId("chat-input").fill("您好，想咨询一下钢筋集采的报价。");
  await li.getByTestId("chat-input").press("Enter");

  // Zhang's bell shows one more, with no reload: notices unchanged, chat unread + 1.
  await expect.poll(() => bellCount(zhang), { timeout: 15_000 }).toBe(before + 1);
  await expect(zhang.getByTestId("bell")).toHaveAccessibleName(`消息，${before + 1}`);

  // Reading the chat takes it off the bell again.
  await zhang.goto(`${portal}/user/customer-message-list`);
  await zhang.getByTestId("chat-item").filter({ hasText: demoMembers.li.realName }).click();
  await expect.poll(() => bellCount(zhang), { timeout: 15_000 }).toBe(before);
});
