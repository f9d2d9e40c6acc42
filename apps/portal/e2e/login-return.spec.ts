import { expectAxeClean } from "./support/axe.ts";
import { submitLoginForm } from "./support/log-in.ts";
import { changchunPortal, portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// A visitor who opens a member's page lands on the home page (spec §4), which asks them to log in;
// the login brings them back to the very page they asked for (its query too), on the generic host
// and on CHANGCHUN's. A page that asks for a login itself (the shop preview) returns there too.

async function logInOnLoginSite(page: Page) {
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole("button", { name: "登录", exact: true })).toBeVisible();
  await submitLoginForm(page);
}

for (const [host, origin] of [
  ["the generic host", portal],
  ["the CHANGCHUN host", changchunPortal],
] as const) {
  test(`on ${host}, a deep member link asks a visitor to log in and returns to it`, async ({ page }) => {
    await page.goto(`${origin}/user/service-buy-list?state=paid`);
    await expect(page).toHaveURL(`${origin}/default/home?login=${encodeURIComponent("/user/service-buy-list?state=paid")}`);
    const prompt = page.getByTestId("login-prompt");
    await expect(prompt).toHaveText(/您访问的页面需要登录后才能查看/);
    await expectAxeClean(page);
    await prompt.getByRole("link", { name: "登录" }).click();
    await logInOnLoginSite(page);
    await expect(page).toHaveURL(`${origin}/user/service-buy-list?state=paid`);
    await expect(page.getByTestId("member-area")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "已支付" }).first()).toBeVisible();
    await expectAxeClean(page);
  });
}

test("the shop preview asked for before logging in is where the login lands", async ({ page }) => {
  await page.goto(`${portal}/shop/preview`);
  await logInOnLoginSite(page);
  await expect(page).toHaveURL(`${portal}/shop/preview`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor without an account follows the prompt to the sign-up page, and from there to the registration", async ({ page }) => {
  await page.goto(`${portal}/user/default`);
  await page.getByTestId("login-prompt").getByRole("link", { name: "还没有账号？注册成为平台会员" }).click();
  await expect(page).toHaveURL(`${portal}/sign-up2`);
  await expect(page.getByRole("heading", { name: "注册成为平台会员", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "立即注册" }).click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
});
