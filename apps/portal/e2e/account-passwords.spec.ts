import type { APIRequestContext } from "@playwright/test";
import { expectAxeClean } from "./support/axe.ts";
import { passCaptcha } from "./support/captcha.ts";
import { demoMembers, logIn, logInWithoutScript } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { newestSms } from "./support/sms-outbox.ts";
import { expect, type Page, test } from "./support/test.ts";

// The member center's password pages (/user/password/{edit,refind,set,same}), reached from the
// personal center. Each journey uses its own member, so none depends on another's changes.

async function expectNoAxeViolations(page: Page) {
  await expectAxeClean(page);
}

async function openFromPersonalCenter(page: Page, link: string, path: string) {
  await page.goto(`${portal}/user/default`);
  await page.getByRole("navigation", { name: "会员中心功能" }).getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(`${portal}${path}`);
}

/** 发送验证码: passes the captcha it opens and waits for 发送成功. */
async function sendCodeThroughCaptcha(page: Page, request: APIRequestContext) {
  await passCaptcha(page, request, page.getByTestId("send-code"));
  await expect(page.getByTestId("send-code-note")).toHaveText("发送成功");
  await expect(page.getByTestId("send-code")).toBeDisabled();
  await expect(page.getByTestId("send-code")).toHaveText(/秒后重新发送/);
}

/** The newest SMS code the development outbox holds for a phone. */
async function newestCode(request: APIRequestContext, phone: string): Promise<string> {
  const message = await newestSms(request, phone);
  if (!message?.code) throw new Error(`no code was delivered to ${phone}`);
  return message.code;
}

test("修改登录密码: the contract's messages, a wrong old password, then the change logs out the member's other device", async ({ page, browser }) => {
  // Two log-ins, three accessibility scans and two password hashings: more than the default 30 s
  // on a loaded 2-core machine, where it timed out at its last or middle step.
  test.setTimeout(90_000);
  const member = demoMembers.zhang;
  await logIn(page, member);
  const otherDevice = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await logInWithoutScript(otherDevice, member);
  await otherDevice.goto(`${portal}/user/default`);
  await expect(otherDevice.getByRole("heading", { name: "个人中心", level: 1 })).toBeVisible();
  await expect(otherDevice.getByTestId("company-name")).toBeVisible();

  await openFromPersonalCenter(page, "修改登录密码", "/user/password/edit");
  await expect(page.getByRole("heading", { name: "修改登录密码", level: 1 })).toBeVisible();
  await expect(page.getByLabel("原密码")).toHaveAttribute("autocomplete", "current-password");
  await expectNoAxeViolations(page);

  // Nothing typed: each field says it is required; the rules' own texts come from the contract.
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByText("请输入原密码")).toBeVisible();
  await page.locator("#password-old").fill("whatever");
  await page.locator("#password-new").fill("short1");
  await page.locator("#password-confirm").fill("short2");
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByText("密码长度为8-32位")).toBeVisible();
  await expect(page.getByText("两次输入的密码不一致")).toBeVisible();
  await expect(page.locator("#password-new")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // A wrong old password: the services' answer, as the form's alert.
  await page.locator("#password-old").fill("Wrong@123456");
  await page.locator("#password-new").fill("Changed2026x");
  await page.locator("#password-confirm").fill("Changed2026x");
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "原密码错误" })).toBeVisible();

  await page.locator("#password-old").fill(member.password);
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByRole("heading", { name: "密码修改成功" })).toBeVisible();
  await expect(page.getByTestId("account-done")).toContainText("其他设备上的登录已全部退出");
  await expectNoAxeViolations(page);

  // This device stays logged in; the other one finds its session over.
  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("member-area")).toBeVisible();
  await otherDevice.goto(`${portal}/user/default`);
  await expect(otherDevice.getByTestId("login-link")).toBeVisible();
  await expect(otherDevice.getByTestId("company-name")).toHaveCount(0);
  await otherDevice.goto(`${portal}/user/password/edit`);
  await expect(otherDevice).not.toHaveURL(/\/user\/password\/edit/);

  // The new password is the one that works now.
  await logInWithoutScript(otherDevice, { phone: member.phone, password: "Changed2026x" });
});

test("支付密码 (/user/password/same): set the six digits, confirmed with the login password", async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, demoMembers.li);
  await openFromPersonalCenter(page, "支付密码", "/user/password/same");
  await expect(page.getByRole("heading", { name: "支付密码", level: 1 })).toBeVisible();
  await expect(page.getByTestId("pay-password-state")).toHaveText("您尚未设置支付密码。");
  await expectNoAxeViolations(page);

  await page.locator("#pay-password").fill("12345");
  await page.locator("#pay-password-confirm").fill("12345");
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByText("请输入6位数字！")).toBeVisible();
  await expect(page.getByText("请输入登录密码")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator("#pay-password").fill("246810");
  await page.locator("#pay-password-confirm").fill("246811");
  await page.locator("#pay-login-password").fill(demoMembers.li.password);
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByText("两次输入的支付密码不一致")).toBeVisible();

  await page.locator("#pay-password-confirm").fill("246810");
  await page.locator("#pay-login-password").fill("Wrong@123456");
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "登录密码错误" })).toBeVisible();

  await page.locator("#pay-login-password").fill(demoMembers.li.password);
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByRole("heading", { name: "支付密码设置成功" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId("pay-password-state")).toHaveText("您已设置支付密码，可在此修改。");
});

test("设置登录密码 (/user/password/set): captcha, the code sent to the member's own phone, the new password", async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = { phone: "13900000102", password: "Demo@123456" };
  await logIn(page, member);
  await openFromPersonalCenter(page, "设置登录密码", "/user/password/set");
  await expect(page.getByRole("heading", { name: "设置登录密码", level: 1 })).toBeVisible();
  await expect(page.getByTestId("set-password-phone")).toContainText("139****0102");
  await expectNoAxeViolations(page);

  await sendCodeThroughCaptcha(page, request);
  await page.locator("#set-code").fill(await newestCode(request, member.phone));
  await page.locator("#set-new").fill("SetBySms2026");
  await page.locator("#set-confirm").fill("SetBySms2026");
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByRole("heading", { name: "登录密码设置成功" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Still logged in here; the new password logs in elsewhere.
  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("member-area")).toBeVisible();
});

test("找回登录密码 (/user/password/refind): phone, captcha and code reset the password and end every session", async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = { phone: "13900000103", password: "Demo@123456" };
  await logIn(page, member);
  await openFromPersonalCenter(page, "找回登录密码", "/user/password/refind");
  await expect(page.getByRole("heading", { name: "找回登录密码", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The phone is checked before the captcha opens (spec §5 send-code text).
  await page.getByTestId("send-code").click();
  await expect(page.getByTestId("send-code-note")).toHaveText("请输入正确的11位手机号");
  await expect(page.getByRole("dialog", { name: "安全验证" })).toHaveCount(0);

  await page.locator("#refind-phone").fill(member.phone);
  await sendCodeThroughCaptcha(page, request);
  await page.locator("#refind-code").fill(await newestCode(request, member.phone));
  await page.locator("#refind-new").fill("Refound2026");
  await page.locator("#refind-confirm").fill("Refound2026");
  await page.getByRole("button", { name: "确定", exact: true }).click();
  await expect(page.getByRole("heading", { name: "密码重置成功" })).toBeVisible();
  await expect(page.getByTestId("account-login-again")).toBeVisible();

  // The reset ended this session too: the page's next call is refused and the forced logout (spec §8)
  // may take it home at any moment, so no axe run here. The next page is a visitor's, and the new
  // password logs in.
  await page.goto(`${portal}/default/home`);
  await expect(page.getByTestId("login-link")).toBeVisible();
  await logIn(page, { phone: member.phone, password: "Refound2026" });
});
