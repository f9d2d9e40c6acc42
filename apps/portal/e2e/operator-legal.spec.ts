import { expectAxeClean } from "./support/axe.ts";
import { fresh } from "./support/content-desk.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 法律文件 in the back office: an editor proposes a new version of 隐私政策 effective now, a second
// person approves it in the review queue, a visitor reads it on the portal's 隐私政策 page, and the
// version members accepted before stays readable by its number.

test.setTimeout(300_000);

const services = `http://localhost:${serverPort}`;
const VERSION = "2026-11-26";
const NEW_TEXT = [
  "一、我们如何收集您的信息",
  "为向您提供建筑产业互联网平台的服务，我们在您注册时收集您的手机号与姓名。",
  "",
  "## 二、新增：电子签章信息",
  "使用电子签章服务时，我们依法核验并保存签章所需的企业与经办人信息。",
].join("\n");

test("an editor proposes a new 隐私政策, a reviewer approves it, and a visitor reads it while the previous version stays readable", async ({
  page,
  browser,
}) => {
  const editor = await operatorDesk(browser, services, async () => {}, demoStaff.editor);
  await editor.getByRole("navigation", { name: "运营导航" }).getByRole("link", { name: "法律文件" }).click();
  await expect(editor.getByRole("heading", { name: "法律文件", level: 1 })).toBeVisible();
  await expect(editor.getByRole("row", { name: /隐私政策/ })).toContainText("2024-08-01");
  await expectAxeClean(editor);

  await editor.getByRole("link", { name: "隐私政策", exact: true }).click();
  await expect(editor.getByRole("heading", { name: "隐私政策", level: 1 })).toBeVisible();
  await expect(editor.getByRole("row", { name: /2024-08-01/ })).toContainText("现行版本");
  await expectAxeClean(editor);

  // The version in force, read in full.
  await editor.getByRole("link", { name: "阅读版本 2024-08-01 全文" }).click();
  await expect(editor.getByRole("heading", { name: "隐私政策（版本 2024-08-01）", level: 1 })).toBeVisible();
  await expect(editor.getByRole("article")).toContainText("您的个人信息存储在中华人民共和国境内");
  await expectAxeClean(editor);
  await editor.getByRole("link", { name: "← 返回隐私政策的版本列表" }).click();

  // Bad input is refused on its field and nothing is proposed.
  await editor.getByLabel("版本号").fill("2024-08-01");
  await editor.getByLabel("正文").fill("没有章节标题的一段话");
  await editor.getByRole("button", { name: "提交审核" }).click();
  await expect(editor.getByRole("alert").filter({ hasText: "请按提示修改标红的项目" })).toBeVisible();
  await expect(editor.getByText("正文应以章节标题开头")).toBeVisible();
  await expectAxeClean(editor);
  await editor.getByLabel("正文").fill(NEW_TEXT);
  await editor.getByRole("button", { name: "提交审核" }).click();
  await expect(editor.getByText("该文件已有此版本号")).toBeVisible();
  await expectAxeClean(editor);

  await editor.getByLabel("版本号").fill(VERSION);
  await editor.getByRole("button", { name: "提交审核" }).click();
  await expect(editor.getByRole("status").first()).toContainText("新版本已提交审核");
  await expect(editor.getByRole("row", { name: new RegExp(VERSION) })).toContainText("待审核");
  await expectAxeClean(editor);
  // Not in force before a second person approves it.
  await page.goto(fresh("/default/global-search/privacy-policy"));
  await expect(page.getByTestId("legal-document")).toContainText("版本 2024-08-01");

  const reviewer = await operatorDesk(browser, services, async () => {}, demoStaff.auditor);
  await reviewer.getByRole("link", { name: `审核 【隐私政策】新版本 ${VERSION}` }).click();
  await expect(reviewer.getByText("使用电子签章服务时，我们依法核验并保存签章所需的企业与经办人信息。")).toBeVisible();
  await expectAxeClean(reviewer);
  await reviewer.getByRole("button", { name: "审核通过" }).click();
  await expect(reviewer.getByRole("status")).toHaveText("已审核通过");

  // The visitor reads the new version; the one members accepted before opens by its number.
  await expect(async () => {
    await page.goto(fresh("/default/global-search/privacy-policy"));
    await expect(page.getByTestId("legal-document")).toContainText(`版本 ${VERSION}`, { timeout: 1_000 });
  }).toPass({ timeout: 5_000 });
  await expect(page.getByRole("heading", { name: "二、新增：电子签章信息", level: 2 })).toBeVisible();
  await expectAxeClean(page);
  await page.goto(fresh("/default/global-search/privacy-policy?version=2024-08-01"));
  await expect(page.getByTestId("legal-document")).toContainText("版本 2024-08-01");
  await expect(page.getByTestId("legal-document")).toContainText("您的个人信息存储在中华人民共和国境内");

  // The back office marks the new version as the one in force.
  await editor.reload();
  await expect(editor.getByRole("row", { name: new RegExp(`^${VERSION}`) }).first()).toContainText("现行版本");
  await expect(editor.getByRole("row", { name: /2024-08-01/ })).toContainText("历史版本");
  await expectAxeClean(editor);
});
