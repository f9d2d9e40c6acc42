import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// The footer's 隐私政策, 版权声明 and 用户协议 lead to the documents in full (spec §2 global-search/*).

test("a visitor reads the privacy policy, the copyright notice and the user agreement from the footer", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  const footer = page.getByRole("contentinfo");
  for (const [link, title, text] of [
    ["隐私政策", "隐私政策", "您的个人信息存储在中华人民共和国境内"],
    ["版权声明", "版权声明", "侵权投诉"],
    ["用户协议", "用户协议", "账号注销"],
  ] as const) {
    // The policy links under the footer's columns (the column entries open in a new window).
    await footer.getByRole("link", { name: link, exact: true }).last().click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId("legal-document")).toContainText(text);
    await expect(page.getByTestId("legal-document")).toContainText("版本 2024-08-01");
    await expect(page).toHaveTitle(new RegExp(title));
    await expectAxeClean(page);
  }
});

test("the version a member accepted opens by its number; one that never existed is the 404 page", async ({ page }) => {
  await page.goto(`${portal}/default/global-search/privacy-policy?version=2024-08-01`);
  await expect(page.getByRole("heading", { name: "隐私政策", level: 1 })).toBeVisible();
  const missing = await page.goto(`${portal}/default/global-search/privacy-policy?version=1999-01-01`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("抱歉，您访问的页面不存在");
});
