import { expectAxeClean } from "./support/axe.ts";
import { logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// Issue #24 (design quality): error pages keep the site's frame; the personal center and the chat
// page are styled with the design system's tokens like the rest of the site.

/** The primary fill of packages/ui (#0062cc, the text-safe shade of the spec's #0079fe). */
const PRIMARY = "rgb(0, 98, 204)";

async function expectFrame(page: Page) {
  await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("img", { name: "平台客服二维码" })).toBeVisible();
}

test("an unknown address answers 404 inside the site's frame, with a way home", async ({ page }) => {
  const response = await page.goto(`${portal}/default/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expectFrame(page);
  const home = page.getByRole("link", { name: "返回首页" });
  await expect(home).toHaveCSS("background-color", PRIMARY);
  await expectAxeClean(page);
  // The menu works from the error page.
  await page.getByRole("navigation", { name: "主菜单" }).getByRole("link").first().click();
  await expect(page).not.toHaveURL(/no-such-page/);
});

test("a page whose data is missing shows its 404 inside the frame too", async ({ page }) => {
  const response = await page.goto(`${portal}/default/news/news-detail?id=99999999`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toBeVisible();
  await expectFrame(page);
});

test("the personal center and the chat page use the design system", async ({ page }) => {
  await logIn(page);
  await page.goto(`${portal}/user/default`);
  const tasks = page.getByTestId("pending-tasks");
  await expect(tasks).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(tasks).toHaveCSS("border-radius", "8px");
  // The functions are tiles in a grid, not a bulleted list.
  const tiles = page.getByRole("navigation", { name: "会员中心功能" }).getByRole("link");
  await expect(tiles).toHaveCount(11);
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);
  expect(first?.height ?? 0).toBeGreaterThanOrEqual(72);
  await expect(page.getByRole("navigation", { name: "会员中心功能" }).getByRole("link", { name: "成员管理", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "会员中心功能" }).getByRole("link", { name: "创建企业", exact: true })).toBeVisible();
  await expectAxeClean(page);

  await page.goto(`${portal}/default/comprehensives-ervices/online-customer-service`);
  const send = page.getByTestId("chat-send");
  await expect(send).toBeVisible({ timeout: 15_000 });
  await expect(send).toHaveCSS("background-color", PRIMARY);
  await expect(send).toHaveCSS("color", "rgb(255, 255, 255)");
  expect((await send.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  await expect(page.getByTestId("chat-input")).toHaveCSS("border-radius", "4px");
  await expect(page.getByRole("heading", { level: 1, name: "在线客服" })).toHaveCSS("color", "rgb(31, 35, 41)");
  await expectAxeClean(page);
});
