import { openApiCalls, openPaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 开放接口应用 (/user/open-platform/apps, issue 68): a business registers an app for its own system,
// which then reads through the open API on the portal's origin as a third party would, until revoked.

test("开放接口应用: a member registers an app, its system takes a token and reads the business's sheets and the public notices, and a revoked app is refused", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/default`);
  await page.getByTestId("member-center-menu").getByRole("link", { name: "开放接口应用" }).click();
  await expect(page).toHaveURL(/\/user\/open-platform\/apps$/);
  await expect(page.getByRole("heading", { name: "开放接口应用", level: 1 })).toBeVisible();

  // Registered with both scopes: the secret is shown once, beside the client id.
  const name = `ERP对接${Date.now() % 100_000}`;
  await page.getByLabel("应用名称").fill(name);
  await page.getByRole("checkbox", { name: /^procurement:read/ }).check();
  await page.getByRole("button", { name: "注册应用" }).click();
  const issued = page.getByTestId("new-credentials");
  await expect(issued).toBeVisible();
  const clientId = (await issued.getByTestId("client-id").textContent()) ?? "";
  const clientSecret = (await issued.getByTestId("client-secret").textContent()) ?? "";
  expect(clientId).toMatch(/^cidp_/);
  await expectAxeClean(page);

  // The business's system, on its own: a token by HTTP Basic, then its sheets and the public notices.
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
  const tokenAnswer = await request.post(`${portal}${openPaths.token}`, {
    headers: { authorization: basic },
    form: { grant_type: "client_credentials", scope: "public:read procurement:read" },
  });
  expect(tokenAnswer.status()).toBe(200);
  const { access_token: token, token_type: tokenType } = (await tokenAnswer.json()) as { access_token: string; token_type: string };
  expect(tokenType).toBe("Bearer");
  const bearer = { authorization: `Bearer ${token}` };
  const sheets = await request.get(`${portal}${openApiCalls.inquirySheets.path}`, { headers: bearer });
  expect(sheets.status()).toBe(200);
  expect(await sheets.json()).toMatchObject({ success: true, data: { records: expect.any(Array) } });
  const notices = await request.get(`${portal}${openApiCalls.tenders.path}`, { headers: bearer });
  expect(notices.status()).toBe(200);
  expect(await notices.json()).toMatchObject({ success: true, data: { records: expect.any(Array) } });

  // The member center counts and logs those calls.
  await page.goto(`${portal}/user/open-platform/apps`);
  const app = page.getByTestId("open-app").filter({ hasText: name });
  await expect(app).toContainText("今日已用2次");
  await app.getByRole("link", { name: "调用记录" }).click();
  const log = page.getByTestId("open-app-calls");
  await expect(log.locator("tbody tr")).toHaveCount(2);
  await expect(log).toContainText(openApiCalls.inquirySheets.path);

  // Revoked: the token it holds is refused from the next call, and it gets no new one.
  await page
    .getByTestId("open-app")
    .filter({ hasText: name })
    .getByRole("button", { name: new RegExp(`^停用：${name}`) })
    .click();
  await expect(page.getByTestId("action-notice")).toHaveText("应用已停用");
  expect((await request.get(`${portal}${openApiCalls.inquirySheets.path}`, { headers: bearer })).status()).toBe(401);
  const again = await request.post(`${portal}${openPaths.token}`, { headers: { authorization: basic }, form: { grant_type: "client_credentials" } });
  expect(again.status()).toBe(401);
  expect(await again.json()).toMatchObject({ error: "invalid_client" });
});
