import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, submitLoginForm } from "./support/log-in.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 客服工作台: a visitor on 在线客服 logs in through the page's own link and comes back, writes; agent
// 小刘 finds the conversation in the queue, takes it and answers (a canned reply inserted, then
// edited); the member's open page shows who serves them and the answer with the agent's name,
// without a reload; 小刘 transfers it to 小陈 with a note, who closes it, and the member reads that
// it ended. Every state of the console is scanned by axe.

const SERVICE_PAGE = `${portal}/default/comprehensives-ervices/online-customer-service`;
const services = `http://localhost:${serverPort}`;

test("a member's 在线客服 message is taken, answered, transferred and closed from the console, live on the member's page", async ({ page, browser }) => {
  test.slow();
  const question = `您好，我想咨询企业认证进度（${Date.now().toString(36)}）`;

  // A visitor reads why to log in, and the page's 登录 link brings them back here.
  await page.goto(SERVICE_PAGE);
  const prompt = page.getByTestId("chat-login-prompt");
  await expect(prompt).toContainText("登录后即可与平台客服在线沟通");
  await prompt.getByRole("link", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLoginForm(page, demoMembers.zhang);
  await expect(page).toHaveURL(SERVICE_PAGE);
  await expect(page.getByTestId("chat-layout")).toBeVisible();
  await expect(page.getByTestId("chat-input")).toBeVisible();
  await page.getByTestId("chat-input").fill(question);
  await page.getByTestId("chat-input").press("Enter");
  await expect(page.getByTestId("chat-send")).toHaveText("发送", { timeout: 15_000 });

  // 小刘 finds it in the queue.
  const liu = await operatorDesk(browser, services, async () => {}, demoStaff.kefu1);
  await expect(liu.getByRole("heading", { name: "客服工作台", level: 1 })).toBeVisible();
  const queue = liu.getByRole("table", { name: "待接入" });
  const row = queue.getByRole("row").filter({ hasText: question });
  await expect(row).toContainText(demoMembers.zhang.realName);
  await expect(row).toContainText("138****0001");
  await expect(liu.getByTestId("service-longest")).not.toHaveText("—");
  await expectAxeClean(liu, { label: "客服工作台 with a waiting member" });

  await row.getByRole("button", { name: `接入 ${demoMembers.zhang.realName} 的会话` }).click();
  await expect(liu.getByRole("heading", { name: `与 ${demoMembers.zhang.realName} 的会话`, level: 1 })).toBeVisible();
  await expect(liu.getByRole("status")).toHaveText("已接入，会员将看到您为其服务");
  await expect(liu.getByTestId("service-state")).toHaveText("进行中");
  await expect(liu.getByTestId("service-messages")).toContainText(question);
  await expectAxeClean(liu, { label: "a conversation just taken" });

  // The member's page, open all along, reads who serves them.
  await expect(page.getByTestId("chat-notice-line").filter({ hasText: "客服 小刘 为您服务" })).toBeVisible();

  // A canned reply inserted into the box (the page's script), then completed and sent.
  await liu.getByLabel("插入常用语").selectOption("请稍等，我帮您查询一下。");
  const reply = liu.getByLabel("回复内容（会员可见，Ctrl+回车发送）");
  await expect(reply).toHaveValue("请稍等，我帮您查询一下。");
  await reply.press("End");
  await reply.pressSequentially("认证材料已收到，预计明天完成审核。");
  await liu.getByRole("button", { name: "发送回复" }).click();
  await expect(liu.getByRole("status")).toHaveText("已发送");
  const answer = "请稍等，我帮您查询一下。认证材料已收到，预计明天完成审核。";
  await expect(liu.getByTestId("service-messages").locator("[data-from=agent]")).toContainText(answer);

  // Without a reload: the answer with the agent's name.
  const answered = page.getByTestId("chat-message").filter({ hasText: answer });
  await expect(answered).toBeVisible();
  await expect(answered.getByTestId("chat-sender")).toHaveText("客服 小刘 · ");

  // The member writes again: the agent's open page shows it without a reload.
  await page.getByTestId("chat-input").fill("好的，谢谢");
  await page.getByTestId("chat-input").press("Enter");
  await expect(liu.getByTestId("service-messages")).toContainText("好的，谢谢", { timeout: 20_000 });

  // An empty reply is refused in Chinese.
  await reply.fill("");
  await liu.getByRole("button", { name: "发送回复" }).click();
  await expect(liu.getByRole("alert")).toHaveText("请输入回复内容");
  await expectAxeClean(liu, { label: "a refused reply" });

  // 转接 to 小陈 with a note.
  await liu.getByLabel("接手的客服").selectOption("kefu2");
  await liu.getByLabel("转接说明（记入处理记录，会员不可见）").fill("认证问题请小陈跟进");
  await liu.getByRole("button", { name: "转接", exact: true }).click();
  await expect(liu.getByRole("status")).toHaveText("已转接");
  await expect(liu.getByRole("table", { name: "其他客服接待中" })).toContainText("客服 小陈");
  await expect(page.getByTestId("chat-notice-line").filter({ hasText: "客服 小陈 为您服务（由 客服 小刘 转接）" })).toBeVisible();

  await liu.getByRole("link", { name: "管理常用语" }).click();
  await expect(liu.getByRole("heading", { name: "常用语", level: 1 })).toBeVisible();
  await liu.getByLabel("常用语内容").fill("认证审核进度可在「会员中心 › 账户认证」查看。");
  await liu.getByRole("button", { name: "添加常用语" }).click();
  await expect(liu.getByRole("status")).toHaveText("已添加常用语");
  await expectAxeClean(liu, { label: "常用语" });
  await liu.context().close();

  // 小陈 has it among their conversations, reads the transfer note, and closes it.
  const chen = await operatorDesk(browser, services, async () => {}, demoStaff.kefu2);
  const mine = chen.getByRole("table", { name: "我的会话（进行中）" });
  await mine.getByRole("link", { name: `查看与 ${demoMembers.zhang.realName} 的会话` }).click();
  await expect(chen.getByText("客服 小刘 转接给 客服 小陈：认证问题请小陈跟进")).toBeVisible();
  await expect(chen.getByTestId("service-agent")).toHaveText("客服 小陈");
  await chen.getByRole("button", { name: "结束会话" }).click();
  await expect(chen.getByRole("status")).toHaveText("会话已结束");
  await expect(chen.getByTestId("service-state")).toHaveText("已结束");
  await expectAxeClean(chen, { label: "a closed conversation" });
  await expect(page.getByTestId("chat-notice-line").filter({ hasText: "本次会话已结束" })).toBeVisible();

  await chen.getByRole("link", { name: "返回客服工作台" }).click();
  await expect(chen.getByRole("table", { name: "历史会话" })).toContainText(question.slice(0, 20));
  await expectAxeClean(chen, { label: "客服工作台 with history" });
  await chen.context().close();
});
