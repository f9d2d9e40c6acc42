import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { approveOnDesk, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 知识库投稿: a member submits an article, an operator (password + TOTP) publishes it from the review
// queue, the audit log records it, and a visitor reads it in the knowledge base.

const services = `http://localhost:${serverPort}`;

test("a member's knowledge article is published by an operator and read by a visitor", async ({ page, browser }) => {
  test.slow();
  const title = "脚手架搭设与拆除安全要点";
  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/default/knowledge-base`);
  await page.getByLabel("标题").fill(title);
  await page
    .getByLabel("正文")
    .fill("脚手架搭设前应编制专项施工方案并经审批。\n\n立杆基础应平整坚实，设置底座和垫板；连墙件应随搭设进度同步设置，拆除时严禁先拆连墙件。");
  await page.getByRole("button", { name: "提交投稿" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("投稿成功，平台审核通过后发布");
  await expect(page.getByTestId("my-submissions")).toContainText(`${title} · 审核中`);
  await expectAxeClean(page);

  const desk = await operatorDesk(browser, services, expectAxeClean);
  await expectAxeClean(desk);
  await desk.getByRole("link", { name: `审核 ${title}` }).click();
  await expect(desk.getByText("连墙件应随搭设进度同步设置")).toBeVisible();
  await expectAxeClean(desk);
  // A refusal needs its reason.
  await desk.getByRole("button", { name: "驳回" }).click();
  await expect(desk.getByRole("alert")).toHaveText("请填写驳回原因");
  await approveOnDesk(desk);
  await desk.getByRole("link", { name: "操作日志" }).click();
  await expect(desk.getByRole("table")).toContainText(`审核通过`);
  await expect(desk.getByRole("table")).toContainText(title);
  await expectAxeClean(desk);
  await desk.context().close();

  await page.reload();
  await expect(page.getByTestId("my-submissions")).toContainText(`${title} · 已发布`);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${portal}/default/knowledge-base`);
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId("article-body")).toContainText("拆除时严禁先拆连墙件");
});
