import { cmsPaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { portalPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

test("the generic platform on localhost shows its own title", async ({ page }) => {
  await page.goto(`http://localhost:${portalPort}/`);
  await expect(page).toHaveURL(/\/default\/home$/);
  await expect(page).toHaveTitle("建筑产业互联网平台");
  await expect(page.getByTestId("base-title")).toHaveText("建筑产业互联网平台");
});

test("the CHANGCHUN platform on 127.0.0.1 shows its own title, no party building and no friendly links", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${portalPort}/default/home`);
  await expect(page).toHaveTitle("长春建筑产业互联网平台");
  await expect(page.getByTestId("base-title")).toHaveText("长春建筑产业互联网平台");
  // The platform's own banner names this platform, not the generic one.
  await expect(page.getByText("长春建筑产业互联网平台", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("建筑产业互联网平台", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "主菜单" }).locator('a[data-menu="news"]')).toBeVisible();
  await expect(page.getByRole("navigation", { name: "主菜单" }).locator('a[data-menu="party-building"]')).toHaveCount(0);
  await expect(page.locator("#party-building")).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("region", { name: "友情链接" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("region").first()).toBeVisible();
  // The hot-topic carousel belongs to the generic platform only.
  await expect(page.getByTestId("hot-topics")).toHaveCount(0);
});

test("the generic platform shows the hot-topic carousel", async ({ page }) => {
  await page.goto(`http://localhost:${portalPort}/default/home`);
  await expect(page.getByTestId("hot-topics")).toBeVisible();
});

test("security headers: nonce CSP without unsafe-inline or eval in script-src, nosniff, frame-ancestors", async ({ request }) => {
  const response = await request.get(`http://localhost:${portalPort}/default/home`);
  const headers = response.headers();
  const scriptSrc = (headers["content-security-policy"] ?? "").split("; ").find((d) => d.startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("unsafe-eval");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const html = await response.text();
  expect(html).toContain('<meta name="renderer" content="webkit"/>');
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(html).toContain(`nonce="${nonce}"`);
});

test("the home page is server-rendered with a nonce CSP and no axe violations", async ({ page }) => {
  const response = await page.goto(`http://localhost:${portalPort}/default/home`);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  await expectAxeClean(page);
});

test("an unknown address answers 404 with a way home", async ({ page }) => {
  const response = await page.goto(`http://localhost:${portalPort}/default/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
});

test("the /api proxy reaches the platform services on the portal's own origin", async ({ request }) => {
  const response = await request.get(`http://localhost:${portalPort}${cmsPaths.platformConfigList}`);
  expect(response.status()).toBe(200);
  expect((await response.json()).data).toHaveLength(2);
});
