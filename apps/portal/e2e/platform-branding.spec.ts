import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 3100);

test("the generic platform on localhost shows its own title", async ({ page }) => {
  await page.goto(`http://localhost:${portalPort}/`);
  await expect(page).toHaveURL(/\/default\/home$/);
  await expect(page).toHaveTitle("建筑产业互联网平台");
  await expect(page.getByTestId("base-title")).toHaveText("建筑产业互联网平台");
});

test("the CHANGCHUN platform on 127.0.0.1 shows its own title", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${portalPort}/default/home`);
  await expect(page).toHaveTitle("长春建筑产业互联网平台");
  await expect(page.getByTestId("base-title")).toHaveText("长春建筑产业互联网平台");
});

test("the home page is server-rendered with a nonce CSP and no axe violations", async ({ page }) => {
  const response = await page.goto(`http://localhost:${portalPort}/default/home`);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test("an unknown address answers 404 with a way home", async ({ page }) => {
  const response = await page.goto(`http://localhost:${portalPort}/default/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
});

test("the /api proxy reaches the platform services on the portal's own origin", async ({ request }) => {
  const response = await request.get(`http://localhost:${portalPort}/api/rs-cms-service/ecomm/front/platformConfig/list`);
  expect(response.status()).toBe(200);
  expect((await response.json()).data).toHaveLength(2);
});
