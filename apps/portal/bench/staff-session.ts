// The demo operator's back-office session cookies for the benchmarks, from logging in the way staff
// do: account and password, then the one-time enrolment link binds an authenticator (the test runs'
// development helper issues it, as `cli.js operator reissue` prints one on a deployment).

import { platformPaths } from "@cidp/api-client/contract";
import { chromiumExecutablePath } from "@cidp/dev-chromium";
import { chromium } from "@playwright/test";
import { codeOf, demoOperator } from "../e2e/support/operator-account.ts";

/** The operator's session cookies on `backOffice` as a `Cookie` header; the services need DEV_HELPERS=1. */
export async function staffCookie(backOffice: string, services: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: ["--no-sandbox", "--headless=new"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${backOffice}/login`);
    await page.getByLabel("账号").fill(demoOperator.username);
    await page.getByLabel("密码").fill(demoOperator.password);
    await page.getByRole("button", { name: "下一步" }).click();
    await page.getByText("尚未绑定身份验证器").waitFor();
    const link = await fetch(`${services}${platformPaths.devOperatorEnrolmentLink}?username=${demoOperator.username}`);
    if (!link.ok) throw new Error(`no enrolment link (HTTP ${link.status}): start the services with DEV_HELPERS=1`);
    const { url } = (await link.json()) as { url: string };
    await page.goto(`${backOffice}${url}`);
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await page.getByLabel("登录密码").fill(demoOperator.password);
    await page.getByLabel("动态验证码").fill(codeOf(secret));
    await page.getByRole("button", { name: "绑定并登录" }).click();
    await page.getByRole("heading", { name: "待审核", level: 1 }).waitFor();
    const cookies = await page.context().cookies(backOffice);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await browser.close();
  }
}
