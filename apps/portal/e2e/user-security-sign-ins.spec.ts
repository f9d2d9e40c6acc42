import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn, logInWithoutScript } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 登录记录 (/user/security/sign-ins): where the account is signed in now, and signing another device out.

test("登录记录: a member finds the account's sign-ins in the side menu and signs the other device out with the keyboard", async ({ page, browser }) => {
  // Two log-ins and two accessibility scans on a loaded machine.
  test.setTimeout(90_000);
  const member = demoMembers.zhang;
  // The other device signs in without scripts: with them, its chat connection would hear of the
  // second sign-in and log itself out ("logged in elsewhere"), which is not what this page is about.
  const otherDevice = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await logInWithoutScript(otherDevice, member);
  await logIn(page, member);

  await page.goto(`${portal}/user/default`);
  await page.getByTestId("member-center-menu").getByRole("link", { name: "登录记录" }).click();
  await expect(page).toHaveURL(/\/user\/security\/sign-ins$/);
  await expect(page.getByRole("heading", { name: "登录记录", level: 1 })).toBeVisible();

  // Both sign-ins of this journey's fresh data, newest (this browser) first, each named by its browser.
  const table = page.getByRole("table", { name: "当前有效的登录" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("本设备");
  await expect(rows.nth(1)).not.toContainText("本设备");
  for (const row of await rows.all()) await expect(row).toContainText(/Chrome · /);
  const endOther = table.getByRole("button", { name: /^退出该设备：Chrome · .+登录$/ });
  await expect(endOther).toHaveCount(1);
  await expectAxeClean(page);

  // Reached and pressed from the keyboard; the page says what happened and lists this device alone.
  await endOther.focus();
  await expect(endOther).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("action-notice")).toHaveText("该设备已退出登录");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("本设备");
  await expectAxeClean(page);

  // The other browser's session is over: it is a visitor again, and member pages send it to log in.
  await otherDevice.goto(`${portal}/user/default`);
  await expect(otherDevice.getByTestId("login-link")).toBeVisible();
  await otherDevice.goto(`${portal}/user/security/sign-ins`);
  await expect(otherDevice).not.toHaveURL(/\/user\/security\/sign-ins/);
  // This one stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "登录记录", level: 1 })).toBeVisible();
});
