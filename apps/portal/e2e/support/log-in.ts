import { platformPaths } from "@cidp/api-client/contract";
import { expect, type Page } from "@playwright/test";
import { portal, serverPort } from "./ports.ts";

/** The login site: the services' own pages. */
const loginSite = `http://localhost:${serverPort}`;

/** The seeded demo members (README). */
export const demoMembers = {
  zhang: { phone: "13800000001", password: "Demo@123456", realName: "张建国" },
  li: { phone: "13800000002", password: "Demo@123456", realName: "李晓梅" },
} as const;

/**
 * Logs a member in for a journey whose subject is not the log-in: the login site checks the
 * password and starts a session as its form would, and the browser is handed over to the portal
 * through /login-back like after any log-in, ending on the home page with the member area shown.
 * It skips the form, its slider and the throttle (a development helper of the test runs), which
 * the log-in journeys prove: `logInThroughForm`, login-site.spec.ts, login-return.spec.ts.
 */
export async function logIn(page: Page, member: { phone: string; password: string } = demoMembers.zhang): Promise<void> {
  // The return address the header's 登录 gives the login site: the portal's /login-back, which lands on home.
  const answer = await page.request.post(`${loginSite}${platformPaths.devLogIn}`, {
    form: { phone: member.phone, password: member.password, redirect: `${portal}/login-back` },
    maxRedirects: 0,
  });
  expect(answer.status(), `the log-in of ${member.phone}: ${await answer.text()}`).toBe(303);
  await page.goto(answer.headers().location ?? "");
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.getByTestId("member-area")).toBeVisible();
}

/** Logs in the way a member does: 登录 in the header, the login site's form, back through /login-back. */
export async function logInThroughForm(page: Page, member: { phone: string; password: string } = demoMembers.zhang): Promise<void> {
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

/**
 * After the platform ended a member's sessions: their open browser is logged out on its next page,
 * and they try the log-in form again (whose answer the caller checks). Its chat socket may learn
 * of the ended session first and move the page itself, so a navigation cut short by that is tried again.
 */
export async function logInAgainAfterSessionsEnded(page: Page, member: { phone: string; password: string }): Promise<void> {
  await expect(async () => {
    await page.goto(`${portal}/user/default`);
    await expect(page.getByTestId("login-link")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId("login-link").click();
  await submitLoginForm(page, member);
}
