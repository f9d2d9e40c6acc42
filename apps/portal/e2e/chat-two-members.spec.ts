import { chatCalls, companyPaths, noticeCalls } from "@cidp/api-client/contract";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal, serverPort } from "./support/ports.ts";
import { type BrowserContext, expect, type Page, test } from "./support/test.ts";

// Issue #10: two members chat from a company's 联系, one reloads mid-conversation, and a second
// tab of the other stays in step (messages, unread counts, the header bell).

const STEEL_COMPANY = "长春华信钢结构工程有限公司";

/** The id of the demo steel company (李晓梅 answers for it), from the public profile call. */
async function steelCompanyId(page: Page): Promise<number> {
  for (let id = 1; id <= 20; id++) {
    const response = await page.request.get(`http://127.0.0.1:${serverPort}${companyPaths.profile}?id=${id}`);
    const body = (await response.json()) as { code: number; data: { name: string } | null };
    if (body.code === 200 && body.data?.name === STEEL_COMPANY) return id;
  }
  throw new Error("the demo steel company is missing");
}

/** The number the header bell's badge shows (0 when hidden). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId("unread-badge");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** The unread badge of the chat with `name` in the conversation list (0 when hidden). */
async function listUnread(page: Page, name: string): Promise<number> {
  const badge = page.getByTestId("chat-item").filter({ hasText: name }).getByTestId("chat-unread");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** The open chat's messages as shown: their sequence numbers and texts, top to bottom. */
async function shownHistory(page: Page): Promise<{ seq: number; text: string }[]> {
  return page.getByTestId("chat-message").evaluateAll((rows) =>
    rows
      .map((row) => ({ seq: Number(row.getAttribute("data-seq")), text: row.querySelector("div")?.textContent ?? "", top: row.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top)
      .map(({ seq, text }) => ({ seq, text })),
  );
}

async function send(page: Page, text: string) {
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-input").press("Enter");
  // Acknowledged: the send button no longer counts it as waiting.
  await expect(page.getByTestId("chat-send")).toHaveText("发送", { timeout: 15_000 });
}

async function member(context: BrowserContext, who: (typeof demoMembers)[keyof typeof demoMembers]) {
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

test("a visitor reads a company detail without script, and its 联系 leads to the login site and back", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const id = await steelCompanyId(page);
  await page.goto(`${portal}/default/company/detail?id=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: STEEL_COMPANY })).toBeVisible();
  await expect(page.getByTestId("company-detail")).toContainText("钢结构工程");
  await expect(page.getByTestId("company-detail")).toContainText("12,000 万元");
  await expect(page.getByTestId("company-detail")).toContainText("已认证");
  await expect(page.getByTestId("company-detail")).not.toContainText("13800000002");
  const contact = page.getByTestId("chat-contact");
  await expect(contact).toHaveAccessibleName(/联系该企业/);
  const href = (await contact.getAttribute("href")) ?? "";
  const redirect = new URL(href).searchParams.get("redirect") ?? "";
  expect(new URL(href).pathname).toBe("/login");
  expect(new URL(redirect).pathname).toBe("/login-back");
  expect(new URL(redirect).searchParams.get("target")).toBe(`/default/company/detail?id=${id}`);

  // Unknown and malformed ids answer with the error page and a clear message.
  const unknown = await page.goto(`${portal}/default/company/detail?id=999999`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId("company-problem")).toHaveText("企业不存在或已注销");
  const malformed = await page.goto(`${portal}/default/company/detail?id=abc`);
  expect(malformed?.status()).toBe(400);
  await expect(page.getByTestId("company-problem")).toContainText("请求参数不正确");
  await context.close();
});

test("two members chat both ways from a company's 联系; a reload keeps the history whole; a second tab stays in step", async ({ browser }) => {
  test.setTimeout(120_000);
  const zhangContext = await browser.newContext();
  const liContext = await browser.newContext();
  const zhang = await member(zhangContext, demoMembers.zhang);
  const li = await member(liContext, demoMembers.li);
  const id = await steelCompanyId(zhang);

  // Zhang's second tab (same browser) watches the conversation list.
  const zhangList = await zhangContext.newPage();
  await zhangList.goto(`${portal}/user/customer-message-list`);

  // Zhang opens the steel company and presses 联系: the chat with its contact, 李晓梅, opens.
  await zhang.goto(`${portal}/default/company/detail?id=${id}`);
  await zhang.getByTestId("chat-contact").click();
  await expect(zhang).toHaveURL(new RegExp(`/user/customer-message-list\\?businessId=${id}$`));
  const zhangChat = zhang.getByTestId("chat-item").filter({ hasText: demoMembers.li.realName });
  await expect(zhangChat).toHaveAttribute("aria-current", "true");

  await li.goto(`${portal}/user/customer-message-list`);
  const liChat = li.getByTestId("chat-item").filter({ hasText: demoMembers.zhang.realName });

  const conversation: string[] = [];
  const say = async (page: Page, text: string) => {
    await send(page, text);
    conversation.push(text);
  };

  // Zhang writes first; li sees the chat with one unread, opens it and answers.
  await say(zhang, "您好，贵公司钢结构厂房的报价方便发一下吗？");
  await expect.poll(() => listUnread(li, demoMembers.zhang.realName), { timeout: 15_000 }).toBe(1);
  await liChat.click();
  await expect.poll(() => listUnread(li, demoMembers.zhang.realName)).toBe(0);
  await say(li, "您好，可以的，请问建筑面积大概多少？");
  await say(zhang, "约一万二千平方米，单层门式刚架。");
  await say(li, "好的，我们今天整理报价单发给您。");

  // Li reloads mid-conversation: the whole history, in order, nothing twice.
  await li.reload();
  await li.getByTestId("chat-item").filter({ hasText: demoMembers.zhang.realName }).click();
  await expect.poll(async () => (await shownHistory(li)).map((m) => m.text)).toEqual(conversation);
  const seqs = (await shownHistory(li)).map((m) => m.seq);
  expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 1) + i));

  await say(li, "另外钢材按本周价格锁定，有效期七天。");
  await say(zhang, "明白，谢谢！");
  await expect.poll(async () => (await shownHistory(zhang)).map((m) => m.text)).toEqual(conversation);
  await expect.poll(async () => (await shownHistory(li)).map((m) => m.text)).toEqual(conversation);

  // Zhang leaves the chat page; li writes twice. Both of zhang's tabs count them: the list's
  // badge in the second tab, the header bell in the first.
  await zhang.goto(`${portal}/default/home`);
  await expect(zhang.getByTestId("bell")).toBeVisible();
  // The bell counts unread notices plus unread chat; wait until it shows what the services say.
  const bellBefore = await zhang.evaluate(
    async (paths) => {
      const data = async (path: string) => (await (await fetch(path)).json()).data;
      const notices = (await data(paths.noReadCount)) as number;
      const chats = (await data(paths.chatList)) as { unreadCount: number }[];
      return notices + chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
    },
    { noReadCount: noticeCalls.noReadCount.path, chatList: chatCalls.list.path },
  );
  await expect.poll(() => bellCount(zhang), { timeout: 15_000 }).toBe(bellBefore);
  await say(li, "报价单已发送，请查收。");
  await say(li, "如有疑问随时联系。");
  await expect.poll(() => listUnread(zhangList, demoMembers.li.realName), { timeout: 15_000 }).toBe(2);
  await expect.poll(() => bellCount(zhang), { timeout: 15_000 }).toBe(bellBefore + 2);
  await expect(zhangList.getByTestId("chat-item").filter({ hasText: demoMembers.li.realName })).toContainText("如有疑问随时联系。");

  // Zhang reads the chat in his second tab: the first tab's bell drops back, with no reload.
  await zhangList.getByTestId("chat-item").filter({ hasText: demoMembers.li.realName }).click();
  await expect.poll(() => listUnread(zhangList, demoMembers.li.realName)).toBe(0);
  await expect.poll(() => bellCount(zhang), { timeout: 15_000 }).toBe(bellBefore);
  await expect.poll(async () => (await shownHistory(zhangList)).map((m) => m.text)).toEqual(conversation);

  await zhangContext.close();
  await liContext.close();
});
