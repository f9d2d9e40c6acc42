import { memberPaths } from "@cidp/api-client/contract";
import { demoMembers, logIn, logInThroughForm } from "./support/log-in.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

test("a visitor entering /user/default lands on home, which asks them to log in", async ({ page }) => {
  await page.goto(`${portal}/user/default`);
  await expect(page).toHaveURL(`${portal}/default/home?login=%2Fuser%2Fdefault`);
  await expect(page.getByTestId("login-link")).toBeVisible();
  await expect(page.getByTestId("login-prompt")).toContainText("请先登录");
});

test("log in through the login site: the token never shows in the address, the history or a Referer", async ({ page }) => {
  const seen: string[] = [];
  const referers: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && seen.push(frame.url()));
  page.on("request", (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  await logInThroughForm(page);
  expect(seen.filter((url) => url.startsWith(portal)).some((url) => url.includes("token="))).toBe(false);
  expect(page.url()).toBe(`${portal}/default/home`);
  expect(referers.some((r) => r.includes("token="))).toBe(false);
  expect(await page.evaluate(() => document.cookie)).not.toContain("cidp_token");
  await page.goBack();
  expect(page.url()).not.toContain("token=");
});

test("/login-back answers 303 to a clean address with Referrer-Policy no-referrer", async ({ request }) => {
  const response = await request.get(`${portal}/login-back?token=not-a-real-token&switchtocompanyid=1`, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/default/home");
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response.headers()["set-cookie"] ?? "").not.toContain("cidp_token=not-a-real-token");
});

test("/login-back lands on the portal page its target names, and never off the portal", async ({ request }) => {
  const landing = async (target: string) =>
    (await request.get(`${portal}/login-back?token=not-a-real-token&target=${encodeURIComponent(target)}`, { maxRedirects: 0 })).headers().location;
  expect(await landing("/default/company/detail?id=3")).toBe("/default/company/detail?id=3");
  expect(await landing("//evil.example/")).toBe("/default/home");
  expect(await landing("https://evil.example/")).toBe("/default/home");
  expect(await landing("/outlogin")).toBe("/default/home");
});

test("a member sees the personal center with real name, company and certification state", async ({ page }) => {
  await logIn(page);
  await page.getByRole("link", { name: "个人中心" }).click();
  await expect(page).toHaveURL(`${portal}/user/default`);
  await expect(page.getByTestId("user-real-name")).toHaveText(demoMembers.zhang.realName);
  await expect(page.getByTestId("user-company")).not.toBeEmpty();
  await expect(page.getByTestId("user-certification")).not.toBeEmpty();
});

/** What a member may have left in this browser's storage (spec §3/§4 keys). */
async function storedMemberValues(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ["Admin-Token", "Member-Token", "SwitchToCompanyId", "chatUnreadId", "user", "equipment", "userStore"]
        .map((key) => [key, window.localStorage.getItem(key)] as const)
        .filter(([, value]) => value !== null),
    ),
  );
}

test("logout asks in the spec's dialog, then lands home logged out", async ({ page }) => {
  await logIn(page);
  // A reload hides the page once, which caches the member's state (spec §4): the logout must remove it.
  await page.reload();
  await expect(page.getByTestId("member-area")).toBeVisible();
  expect(JSON.parse((await storedMemberValues(page)).user ?? "null")).toMatchObject({ realName: demoMembers.zhang.realName });
  await page.getByRole("button", { name: "退出登录" }).click();
  const dialog = page.getByRole("alertdialog", { name: "系统提示" });
  await expect(dialog).toContainText("确定退出登录？");
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(dialog).toBeHidden();
  // Escape cancels too, and focus goes back to the button that opened the dialog.
  const logout = page.getByRole("button", { name: "退出登录" });
  await logout.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(logout).toBeFocused();
  await page.getByRole("button", { name: "退出登录" }).click();
  await page.getByRole("alertdialog", { name: "系统提示" }).getByRole("button", { name: "确认退出" }).click();
  await expect(page.getByTestId("login-link")).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "cidp_token")).toBeUndefined();
  expect(await storedMemberValues(page)).toEqual({});
  await page.goto(`${portal}/user/default`);
  await expect(page).toHaveURL(`${portal}/default/home?login=%2Fuser%2Fdefault`);
});

test("a 401 from the services forces a logout", async ({ page }) => {
  await logIn(page);
  await page.reload();
  await expect(page.getByTestId("member-area")).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === "cidp_token")?.value ?? "";
  // End the session behind the page's back, as a log-in elsewhere or an expiry would.
  const revoked = await page.request.get(`http://127.0.0.1:${serverPort}${memberPaths.logout}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  // Opening the drawer makes a call; the chat engine's own calls may meet the 401 first and end the
  // session before the click lands. Either way the page must end logged out.
  await page
    .getByTestId("bell")
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "cidp_token"), { timeout: 10_000 }).toBe(false);
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.getByTestId("login-link")).toBeVisible();
  expect(await storedMemberValues(page)).toEqual({});
});

test("company switch: a new token, the page reloads, the selector shows the new company", async ({ page }) => {
  await logIn(page);
  const before = (await page.context().cookies()).find((c) => c.name === "cidp_token")?.value;
  const selector = page.getByTestId("company-selector");
  const current = (await selector.textContent()) ?? "";
  await selector.getByRole("combobox").click();
  const other = page.getByRole("option").filter({ hasNotText: current.trim() }).first();
  const otherName = (await other.textContent())?.trim() ?? "";
  await Promise.all([page.waitForEvent("load"), other.click()]);
  await expect(page.getByTestId("company-selector")).toContainText(otherName);
  const after = (await page.context().cookies()).find((c) => c.name === "cidp_token")?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});
