import { analyticsPaths } from "@cidp/api-client/contract";
import { expect, test } from "./support/test.ts";

type Sent = { action: number; dataSource: string; to?: string; from?: string; viewOptionName?: string; resolution?: string };

test("route changes, clicks and header-menu clicks reach the analytics collector", async ({ page }) => {
  const sent: Sent[] = [];
  await page.route(`**${analyticsPaths.inject}`, async (route) => {
    const body = route.request().postData();
    if (body) sent.push(JSON.parse(body) as Sent);
    await route.continue();
  });
  // Once the page has woken up: a click before hydration follows the plain link, unrecorded.
  await page.goto("/default/home", { waitUntil: "networkidle" });
  await page.getByRole("navigation", { name: "主菜单" }).locator("[data-menu]").first().click();
  await expect.poll(() => sent.map((r) => r.action), { timeout: 15_000 }).toEqual(expect.arrayContaining([1, 8]));
  const route = sent.find((r) => r.action === 1);
  expect(route).toMatchObject({ dataSource: "CIDP", to: "/default/home" });
  expect(route?.resolution).toMatch(/^\d+x\d+$/);
  expect(sent.find((r) => r.action === 8)?.viewOptionName).toBeTruthy();
});
