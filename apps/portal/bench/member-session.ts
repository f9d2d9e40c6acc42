// A demo member's session cookies for the benchmarks, from logging in the way a member does.
import { chromiumExecutablePath } from "@cidp/dev-chromium";
import { chromium } from "@playwright/test";

/** The seeded demo member the benchmarks browse as (README). */
export const benchMember = { phone: "13800000001", password: "Demo@123456" };

/** The member's session cookies as a `Cookie` header, from the login site's form and back through /login-back. */
export async function memberCookie(portal: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: ["--no-sandbox", "--headless=new"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${portal}/default/home`);
    await page.getByTestId("login-link").click();
    await page.locator("#phone").fill(benchMember.phone);
    await page.locator("#password").fill(benchMember.password);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByTestId("member-area").waitFor();
    const cookies = await page.context().cookies(portal);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await browser.close();
  }
}
