import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 帮助中心: the footer's entries without an address of their own open the help page with its tree.

test("a visitor opens help from the footer, reads it and moves through the tree", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  const footerLink = page.getByRole("contentinfo").locator('a[href^="/default/home/help?id="]').filter({ hasText: "注册指南" }).first();
  const href = (await footerLink.getAttribute("href")) ?? "";
  await page.goto(`${portal}${href}`);
  const help = page.getByTestId("help-page");
  await expect(help.getByRole("heading", { name: "注册指南" })).toBeVisible();
  await expect(help).toContainText("使用手机号获取短信验证码即可注册个人账号");
  const tree = page.getByRole("navigation", { name: "帮助目录" });
  await expect(tree.getByRole("link", { name: "注册指南" })).toHaveAttribute("aria-current", "page");
  await expectAxeClean(page);
  await tree.getByRole("link", { name: "企业认证" }).click();
  await expect(help.getByRole("heading", { name: "企业认证" })).toBeVisible();
  await expect(help).toContainText("统一社会信用代码");

  await page.goto(`${portal}/default/home/help`);
  await expect(help.getByRole("heading", { level: 2 })).toHaveText("平台简介");
  const missing = await page.goto(`${portal}/default/home/help?id=99999`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("抱歉，您访问的页面不存在");
});
