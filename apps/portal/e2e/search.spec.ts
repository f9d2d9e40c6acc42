import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 全局搜索: a visitor searches a Chinese phrase, narrows by type, opens a hit and comes back; a
// search that finds nothing offers words to try; the same works with JavaScript off.

const results = (page: Page) => page.getByTestId("search-results").getByRole("listitem");

test("a visitor searches a phrase from the home banner, narrows it to policies, opens a hit and comes back", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  await page.getByRole("searchbox").fill("建筑 质量");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“建筑 质量”的搜索结果");
  await expect(page.getByRole("searchbox", { name: "搜索关键词" })).toHaveValue("建筑 质量");
  // The total stops at the 200 ranked matches ("200+"), each facet at 100 ("100+", with a note saying so).
  await expect(page.getByTestId("search-count")).toContainText(/共找到 \d+\+? 条结果/);
  const facetCounts = await page.getByRole("navigation", { name: "按类型筛选" }).locator("li span").allTextContents();
  expect(facetCounts.every((count) => /^\d+\+?$/.test(count))).toBe(true);
  if (facetCounts.some((count) => count.endsWith("+"))) await expect(page.getByTestId("search-facet-note")).toContainText("100+");
  await expect(results(page)).toHaveCount(10);
  // Both words are marked where they occur; 质量 also inside longer words (高质量, 质量安全).
  await expect(results(page).first().locator("mark").first()).toBeVisible();
  await expect(page.getByTestId("search-results").locator("mark", { hasText: "质量" }).first()).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("navigation", { name: "按类型筛选" }).getByRole("link", { name: "政策法规" }).click();
  await expect(page).toHaveURL(/kind=policy/);
  await expect(page.getByRole("navigation", { name: "按类型筛选" }).getByRole("link", { name: "政策法规" })).toHaveAttribute("aria-current", "page");
  const kinds = await results(page).locator("p span:first-child").allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(["政策法规"]));

  const hit = results(page).first().getByRole("link");
  const title = (await hit.textContent()) ?? "";
  await hit.click();
  await expect(page).toHaveURL(/\/default\/global-search\/global-search-news-detail\?id=\d+&keyword=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // A policy shows its metadata table.
  await expect(page.getByRole("table")).toContainText("文号");
  await expectAxeClean(page);
  await page.getByTestId("back-to-results").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“建筑 质量”的搜索结果");
});

test("pages through results; a page past the end says so", async ({ page }) => {
  await page.goto(`${portal}/default/global-search?keyword=${encodeURIComponent("建筑")}`);
  const first = await results(page).first().getByRole("link").textContent();
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "第2页" }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(results(page).first().getByRole("link")).not.toHaveText(first ?? "");
  await page.goto(`${portal}/default/global-search?keyword=${encodeURIComponent("建筑")}&current=999`);
  await expect(page.getByRole("status")).toHaveText("这一页没有结果了，请返回第一页。");
});

test("a search that finds nothing offers the words that do, and a hostile keyword stays text", async ({ page }) => {
  await page.goto(`${portal}/default/global-search?keyword=${encodeURIComponent("装配式 量子纠缠")}`);
  await expect(page.getByTestId("search-none")).toContainText("没有找到与“装配式 量子纠缠”相关的内容。");
  await expectAxeClean(page);
  await page.getByRole("list", { name: "您可以试试" }).getByRole("link", { name: "装配式", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“装配式”的搜索结果");
  await expect(results(page).first()).toBeVisible();

  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const hostile = "<img src=x onerror=alert(1)>";
  await page.goto(`${portal}/default/global-search?keyword=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`“${hostile}”的搜索结果`);
  await expect(page.getByRole("searchbox", { name: "搜索关键词" })).toHaveValue(hostile);
  expect(dialogs).toBe(0);
});

test("with JavaScript off: search, open a hit, read it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${portal}/default/global-search`);
  await page.getByRole("searchbox", { name: "搜索关键词" }).fill("装配式");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("“装配式”的搜索结果");
  const hit = page.getByTestId("search-results").locator('a[href*="global-search-news-detail"]').first();
  const title = (await hit.textContent()) ?? "";
  await hit.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("article-body")).not.toBeEmpty();
  await context.close();
});
