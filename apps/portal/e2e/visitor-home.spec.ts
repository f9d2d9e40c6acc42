import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

const sections = [
  "supply-demand",
  "digital-platform",
  "comprehensive-services",
  "smart-supervision",
  "news",
  "enterprise-style",
  "research-innovation",
  "party-building",
];

test("a visitor sees every home section in spec order, the top text and the footer", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  const ids = await page.locator("main section[data-section]").evaluateAll((nodes) => nodes.map((n) => n.id));
  expect(ids).toEqual(sections);
  // Each section is fed by the server's home content.
  for (const id of sections) await expect(page.locator(`#${id} li`).first()).toBeVisible();
  await expect(page.getByTestId("top-text")).not.toBeEmpty();
  await expect(page.getByTestId("login-link")).toHaveAttribute("href", /\/login\?redirect=http%3A%2F%2Flocalhost%3A\d+%2Flogin-back$/);
  await expect(page.getByRole("contentinfo")).toContainText("服务时间：9:30-18:30");
  await expect(page.getByRole("navigation", { name: "政策与协议" }).getByRole("link", { name: "隐私政策" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("region", { name: "友情链接" })).toBeVisible();
});

test("a menu click on home scrolls to its section; elsewhere it goes home with params and scrolls", async ({ page }) => {
  // The scripted behaviour: before the page wakes up, the link is a plain one to ?params=news (which works too).
  await page.goto(`${portal}/default/home`, { waitUntil: "networkidle" });
  await page.getByRole("navigation", { name: "主菜单" }).locator('a[data-menu="news"]').click();
  await expect(page).toHaveURL(`${portal}/default/home`);
  await expect(page.locator("#news")).toBeInViewport();
  await page.goto(`${portal}/default/message-list`, { waitUntil: "networkidle" });
  await page.getByRole("navigation", { name: "主菜单" }).locator('a[data-menu="enterprise-style"]').click();
  await expect(page).toHaveURL(`${portal}/default/home?params=enterprise-style`);
  await expect(page.locator("#enterprise-style")).toBeInViewport();
});

test("the banner search goes to global search with the keyword; the banner shows only on its routes", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  await page.getByRole("searchbox").fill("钢材");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page).toHaveURL(`${portal}/default/global-search?keyword=%E9%92%A2%E6%9D%90`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“钢材”的搜索结果");
  await expect(page.getByRole("searchbox", { name: "搜索关键词" })).toHaveValue("钢材");
  await expect(page.getByTestId("banner-search")).toHaveCount(0);
});

test("party building opens its news list in a new window", async ({ page, context }) => {
  await page.goto(`${portal}/default/home`);
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("navigation", { name: "主菜单" }).locator('a[data-menu="party-building"]').click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${portal}/default/djyl/news-list?pageid=1&modulecode=202408150001`);
  await expect(page).toHaveURL(`${portal}/default/home`);
});

test("the logo scrolls home to the top, and leads home from elsewhere", async ({ page }) => {
  await page.goto(`${portal}/default/home?params=news`);
  await expect(page.locator("#news")).toBeInViewport();
  await page.getByTestId("header-brand").click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto(`${portal}/default/message-list`);
  await page.getByTestId("header-brand").click();
  await expect(page).toHaveURL(`${portal}/default/home`);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is readable and the search still works", async ({ page }) => {
    await page.goto(`${portal}/default/home`);
    await expect(page.getByRole("heading", { name: "新闻资讯" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("服务时间：9:30-18:30");
    await page.getByRole("searchbox").fill("服务");
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/\/default\/global-search\?keyword=/);
  });
});

test("an unknown route answers 404 with the Chinese text and a way home", async ({ page }) => {
  const response = await page.goto(`${portal}/default/not-a-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("抱歉，您访问的页面不存在");
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(`${portal}/default/home`);
});

test("a section of fewer than six cards fills its row: no hole at its end", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${portal}/default/home`);
  const grids = page.locator("section[data-section] ul");
  let checked = 0;
  for (const grid of await grids.all()) {
    const cards = grid.locator(":scope > li");
    const count = await cards.count();
    if (count === 0 || count > 6) continue;
    const row = await grid.boundingBox();
    const last = await cards.nth(count - 1).boundingBox();
    expect(Math.abs((row?.x ?? 0) + (row?.width ?? 0) - ((last?.x ?? 0) + (last?.width ?? 0))), `${count} cards`).toBeLessThanOrEqual(2);
    checked++;
  }
  expect(checked).toBeGreaterThan(2);
});
