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
  await page.locator("#phone").fill(member.phone);
  await page.locator("#password").fill(member.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.getByTestId("member-area")).toBeVisible();
}
