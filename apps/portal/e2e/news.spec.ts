import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 新闻资讯: a visitor reads an article from the home page, pages a channel, opens a policy with its
// metadata and filters policies by 有效性; the article and the list work with JavaScript off.

test("a visitor reads a news article from home, goes to its channel and pages it", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  const link = page.locator('a[href^="/default/news/news-detail?id="]').first();
  // The home card shows the title, then the summary.
  const card = (await link.textContent())?.trim() ?? "";
  await link.click();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent()) ?? "";
  expect(title.length).toBeGreaterThan(4);
  expect(card.startsWith(title)).toBe(true);
  await expect(page.getByTestId("article-body").locator("h2").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "当前位置" })).toContainText("首页");
  await expect(page).toHaveTitle(new RegExp(title));
  await expectAxeClean(page);

  await page.getByRole("navigation", { name: "当前位置" }).getByRole("link").nth(1).click();
  await expect(page.getByTestId("article-list").getByRole("listitem")).toHaveCount(10);
  const firstOnPage1 = await page.getByTestId("article-list").getByRole("heading").first().textContent();
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "第2页" }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(page.getByTestId("article-list").getByRole("heading").first()).not.toHaveText(firstOnPage1 ?? "");
  await expectAxeClean(page);

  const beyond = await page.goto(`${portal}/default/news/news-list?category=news&current=999`);
  expect(beyond?.status()).toBe(200);
  await expect(page.getByTestId("article-list-empty")).toHaveText("没有更多文章了");
  const missing = await page.goto(`${portal}/default/news/news-detail?id=abc`);
  expect(missing?.status()).toBe(404);
});

test("a visitor opens a policy with its 文号 and 有效性, and lists only repealed ones", async ({ page }) => {
  await page.goto(`${portal}/default/news/news-list?category=policy`);
  await expect(page.getByRole("heading", { name: "政策法规", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "有效性" }).getByRole("link", { name: "已废止" }).click();
  await expect(page).toHaveURL(/validity=repealed/);
  const items = page.getByTestId("article-list").getByRole("listitem");
  await expect(items.first()).toContainText("已废止");
  for (const text of await items.allTextContents()) expect(text).toContain("已废止");
  await expectAxeClean(page);
  await items.first().getByRole("link").click();
  const meta = page.getByTestId("policy-meta");
  await expect(meta.getByRole("row", { name: /文号/ })).toContainText("吉建发〔");
  await expect(meta.getByRole("row", { name: /有效性/ })).toContainText("已废止");
  await expect(meta.getByRole("row", { name: /发文机关/ })).toContainText("省");
  await expectAxeClean(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list pages and the article reads, server-rendered", async ({ page }) => {
    await page.goto(`${portal}/default/news/news-list?category=industry`);
    await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "下一页" }).click();
    await expect(page).toHaveURL(/current=2/);
    await page.getByTestId("article-list").getByRole("link").first().click();
    await expect(page.getByTestId("article-body")).toContainText("下一步安排");
    await expect(page.getByText("上一篇：")).toBeVisible();
  });
});

test("a visitor reads the knowledge base and party building sections", async ({ page }) => {
  await page.goto(`${portal}/default/knowledge-base`);
  await expect(page.getByRole("heading", { name: "知识库", level: 1 })).toBeVisible();
  await expectAxeClean(page);
  await page.getByTestId("article-list").getByRole("link").first().click();
  await expect(page).toHaveURL(/knowledge-base\/knowledge-details\?id=\d+/);
  await expect(page.getByTestId("article-body")).toContainText("下一步安排");
  await page.getByRole("navigation", { name: "当前位置" }).getByRole("link", { name: "知识库" }).click();
  await expect(page).toHaveURL(/\/default\/knowledge-base$/);

  await page.goto(`${portal}/default/djyl/welcome`);
  await expect(page.getByTestId("article-list").getByRole("listitem")).toHaveCount(6);
  await page.getByRole("link", { name: "查看全部党建动态" }).click();
  await expect(page.getByRole("heading", { name: "党建动态", level: 1 })).toBeVisible();
  await expectAxeClean(page);
});

test("the party-building pages and the home section are set in 党建红", async ({ page }) => {
  for (const path of ["/default/djyl/welcome", "/default/djyl/news-more", "/default/djyl/news-list?pageid=1&modulecode=202408150001"]) {
    await page.goto(`${portal}${path}`);
    const band = page.getByTestId("party-band");
    await expect(band.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(band).toHaveCSS("background-color", "rgb(155, 16, 21)");
    await expect(band).toHaveCSS("color", "rgb(255, 255, 255)");
  }
  await expectAxeClean(page);
  await page.goto(`${portal}/default/home`);
  await expect(page.locator("#party-building-title")).toHaveCSS("color", "rgb(155, 16, 21)");
});

test("the party-building list filters by module: each module's articles, every article without one, a clear line for an unknown code", async ({ page }) => {
  await page.goto(`${portal}/default/djyl/news-list?pageid=1&modulecode=202408150002`);
  await expect(page.getByRole("heading", { name: "党建引领 · 党员教育", level: 1 })).toBeVisible();
  const modules = page.getByRole("navigation", { name: "党建栏目" });
  await expect(modules.getByRole("link", { name: "党员教育" })).toHaveAttribute("aria-current", "page");
  const list = page.getByTestId("article-list");
  await expect(list.getByRole("link", { name: "学习贯彻全会精神专题党课" })).toBeVisible();
  await expect(list.getByRole("link", { name: "平台党支部获评先进基层党组织" })).toHaveCount(0);
  await expectAxeClean(page);

  await modules.getByRole("link", { name: "支部风采" }).click();
  await expect(page).toHaveURL(/modulecode=202408150003/);
  await expect(list.getByRole("link", { name: "平台党支部获评先进基层党组织" })).toBeVisible();
  await expect(list.getByRole("link", { name: "学习贯彻全会精神专题党课" })).toHaveCount(0);

  await modules.getByRole("link", { name: "全部" }).click();
  await expect(page.getByRole("heading", { name: "党建引领", level: 1 })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(10);

  await page.goto(`${portal}/default/djyl/news-list?pageid=1&modulecode=209901010001`);
  await expect(page.getByTestId("party-module-unknown")).toHaveText("没有编码为“209901010001”的党建栏目，暂无文章。");
  await expect(page.getByTestId("article-list")).toHaveCount(0);
  await expectAxeClean(page);

  await page.goto(`${portal}/default/djyl/welcome`);
  await page.getByRole("navigation", { name: "党建栏目" }).getByRole("link", { name: "党建要闻" }).click();
  await expect(page).toHaveURL(/\/default\/djyl\/news-list\?pageid=1&modulecode=202408150001$/);
});
