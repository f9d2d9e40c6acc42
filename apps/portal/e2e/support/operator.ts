import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect } from "./test.ts";

/** The seed's operator (README). */
export const demoOperator = { username: "reviewer", password: "Operator@2026" } as const;

/**
 * Logs the operator in to the operator area in a browser context of its own: password, then an
 * authenticator enrolled on the spot (first log-in of a fresh database) from the secret shown.
 */
export async function operatorDesk(browser: Browser, servicesOrigin: string, check: (page: Page) => Promise<void> = async () => {}): Promise<Page> {
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(`${servicesOrigin}/operator`);
  await expect(desk.getByRole("heading", { name: "运营人员登录" })).toBeVisible();
  await check(desk);
  await desk.getByLabel("账号").fill(demoOperator.username);
  await desk.getByLabel("密码").fill(demoOperator.password);
  await desk.getByRole("button", { name: "下一步" }).click();
  await expect(desk.getByRole("heading", { name: "绑定身份验证器" })).toBeVisible();
  await check(desk);
  const secret = (await desk.getByTestId("totp-secret").textContent()) ?? "";
  const code = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  await desk.getByLabel("动态验证码").fill(code);
  await desk.getByRole("button", { name: "绑定并登录" }).click();
  await expect(desk.getByRole("heading", { name: "待审核" })).toBeVisible();
  return desk;
}
