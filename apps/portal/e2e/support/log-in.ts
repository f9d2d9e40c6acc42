import { expect, type Page } from "@playwright/test";
import { portal } from "./ports.ts";

/** The seeded demo members (README). */
export const demoMembers = {
  zhang: { phone: "13800000001", password: "Demo@123456", realName: "张建国" },
  li: { phone: "13800000002", password: "Demo@123456", realName: "李晓梅" },
} as const;

/** Logs in the way a member does: 登录 in the header, the login site's form, back through /login-back. */
export async function logIn(page: Page, member: { phone: string; password: string } = demoMembers.zhang): Promise<void> {
  await page.goto(`${portal}/default/home`);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLoginForm(page, member);
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.getByTestId("member-area")).toBeVisible();
}

/** On the login site's form: types the member's phone and password and presses 登录. */
export async function submitLoginForm(page: Page, member: { phone: string; password: string } = demoMembers.zhang): Promise<void> {
  await page.locator("#phone").fill(member.phone);
  await page.locator("#password").fill(member.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

/**
 * Logs in on "another device": a browser without script, through the login site's plain form and
 * /login-back. Without script it opens no chat socket, whose hand-shake would tell the member's
 * first browser that it logged in elsewhere (spec §8, frame code 4) and log that one out.
 */
export async function logInWithoutScript(page: Page, member: { phone: string; password: string }): Promise<void> {
  await page.goto(`${portal}/default/home`);
  await page.getByTestId("login-link").click();
  await submitLoginForm(page, member);
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.getByTestId("login-link")).toHaveCount(0);
}
