import { passLoginSiteCaptcha } from "./support/captcha.ts";
import { demoMembers } from "./support/log-in.ts";
import { portal, serverPort } from "./support/ports.ts";
import { newestSms } from "./support/sms-outbox.ts";
import { expect, test } from "./support/test.ts";

const loginSite = `http://localhost:${serverPort}`;
const { phone } = demoMembers.zhang;

test("from the header's 登录 to the login site, captcha, SMS code, and back on the portal logged in", async ({ page, request }) => {
  // The login site only returns to allowlisted origins; the servers must be started with the
  // portal's port as PORTAL_PORT (server) and the server's as SERVER_PORT (portal).
  const probe = await request.get(`${loginSite}/login?redirect=${encodeURIComponent(`${portal}/login-back`)}`);
  test.skip(!(await probe.text()).includes(`value="${portal}/login-back"`), "the e2e server does not allow the portal's origin (PORTAL_PORT unset)");

  await page.goto(`${portal}/default/home`);
  const loginLink = page.getByTestId("login-link");
  const href = (await loginLink.getAttribute("href")) ?? "";
  if (href.startsWith(`${loginSite}/login`)) await loginLink.click();
  else await page.goto(`${loginSite}/login?redirect=${encodeURIComponent(`${portal}/login-back`)}`);
  await expect(page.getByRole("heading", { name: "密码登录" })).toBeVisible();

  await page.getByRole("link", { name: "短信验证码登录" }).click();
  await page.getByLabel("手机号").fill(phone);
  await passLoginSiteCaptcha(page, request, page.getByRole("button", { name: "获取验证码" }));
  await expect(page.getByRole("status")).toHaveText("发送成功");
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeDisabled();

  const message = await newestSms(request, phone);
  await page.getByLabel("短信验证码").fill(message?.code ?? "");
  await page.getByRole("button", { name: "登录", exact: true }).click();

  // login-back takes the token out of the address at once and lands on the home page.
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.getByTestId("member-area")).toBeVisible();
  await expect(page.getByTestId("login-link")).toHaveCount(0);
  const cookies = await page.context().cookies(portal);
  expect(cookies.find((cookie) => cookie.name === "login_access_token")?.httpOnly).toBe(true);
});
