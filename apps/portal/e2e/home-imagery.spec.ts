import { mediaPaths } from "@cidp/api-client/contract";
import type { Locator } from "@playwright/test";
import { expectAxeClean } from "./support/axe.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

/** The banner carousel, and the picture of the slide it shows. */
function carousel(page: Page) {
  const region = page.getByRole("region", { name: "首页横幅" });
  const shown = region.locator("[aria-roledescription='幻灯片']:not([aria-hidden='true'])");
  return { region, shown, picture: shown.locator("img") };
}

/** The picture was loaded and decoded: a broken or missing one has no natural width. */
async function expectLoaded(selector: Locator) {
  await selector.scrollIntoViewIfNeeded();
  await expect.poll(() => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test.use({ viewport: { width: 1600, height: 900 } });

test("the home banners are a carousel of real pictures, the first preloaded in AVIF and fetched first", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  const { region, shown, picture } = carousel(page);
  await expect(region).toHaveAttribute("aria-roledescription", "轮播");
  await expect(region.locator("[aria-roledescription='幻灯片']")).toHaveCount(5);
  await expect(shown).toHaveAttribute("aria-label", "第 1 张，共 5 张");
  await expect(shown).toContainText("建筑产业互联网平台");
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await expect(picture).toHaveAttribute("loading", "eager");
  await expect(picture).toHaveAttribute("width", "1600");
  await expect(picture).toHaveAttribute("height", "500");
  await expectLoaded(picture);
  // Chromium decodes AVIF: of the 480/960/1600 widths it takes the one for 1600 CSS px.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`${mediaPaths.image}/banner/home-platform\\.[0-9a-f]{12}\\.1600\\.avif$`),
  );
  const preload = page.locator("head link[rel='preload'][as='image'][imagesrcset]");
  await expect(preload).toHaveAttribute("imagesrcset", /\.480\.avif 480w, .*\.960\.avif 960w, .*\.1600\.avif 1600w$/);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  // The other slides wait: lazy, until shown.
  await expect(region.locator("img[loading='lazy']")).toHaveCount(4);
});

test("the carousel's pause, previous/next and arrow keys work, and each shown slide's picture loads", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  const { region, shown, picture } = carousel(page);
  await region.getByRole("button", { name: "暂停轮播" }).click();
  await expect(region.getByRole("button", { name: "开始轮播" })).toBeVisible();
  await expect(region).toHaveAttribute("data-playing", "false");
  await region.getByRole("button", { name: "下一张" }).click();
  await expect(shown).toHaveAttribute("aria-label", "第 2 张，共 5 张");
  await expect(region.getByRole("button", { name: "第 2 张：建材集采 降本增效" })).toHaveAttribute("aria-current", "true");
  await expectLoaded(picture);
  await page.keyboard.press("ArrowRight");
  await expect(shown).toHaveAttribute("aria-label", "第 3 张，共 5 张");
  await page.keyboard.press("End");
  await expect(shown).toHaveAttribute("aria-label", "第 5 张，共 5 张");
  await expectLoaded(picture);
  await region.getByRole("button", { name: "上一张" }).click();
  await expect(shown).toHaveAttribute("aria-label", "第 4 张，共 5 张");
  // The slide is a link with its caption as name.
  await expect(shown.getByRole("link", { name: "新闻资讯" })).toHaveAttribute("href", "/default/news/news-list");
});

test("the carousel does not rotate in elder mode nor under reduced motion", async ({ page, browser }) => {
  await page.goto(`${portal}/default/home`);
  const { region } = carousel(page);
  await expect(region).toHaveAttribute("data-playing", "true");
  await page.evaluate(() => document.documentElement.setAttribute("data-elder-mode", "on"));
  await expect(region).toHaveAttribute("data-playing", "false");
  await expect(region.getByRole("button", { name: "开始轮播" })).toBeVisible();
  const calm = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1600, height: 900 } });
  const calmPage = await calm.newPage();
  await calmPage.goto(`${portal}/default/home`);
  await expect(carousel(calmPage).region.getByRole("button", { name: "开始轮播" })).toBeVisible();
  await calmPage.waitForTimeout(5_500);
  await expect(carousel(calmPage).shown).toHaveAttribute("aria-label", "第 1 张，共 5 张");
  await calm.close();
});

test("home cards show covers and icons, the partners their marks; pictures are cached for good", async ({ page, request }) => {
  await page.goto(`${portal}/default/home`);
  const cover = page.locator("#news li img").first();
  await expect(cover).toHaveAttribute("loading", "lazy");
  await expect(cover).toHaveAttribute("alt", "");
  await expectLoaded(cover);
  await expect(page.locator("#supply-demand li svg.lucide").first()).toBeVisible();
  const partners = page.getByTestId("home-partners").getByRole("img");
  await expect(partners).toHaveCount(6);
  await expect(partners.first()).toHaveAttribute("alt", "吉林省建筑业协会");
  await expectLoaded(partners.first());
  // No picture on the page is broken, once each has been scrolled to.
  for (const img of await page.locator("main img").all()) if (await img.isVisible()) await expectLoaded(img);
  const address = await page
    .locator("#news li img")
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  const response = await request.get(address);
  expect(response.headers()["content-type"]).toMatch(/^image\/(avif|webp|jpeg)$/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("companies show their badges in the directory and on their page", async ({ page }) => {
  await page.goto(`${portal}/default/company/more`);
  const first = page.getByTestId("company-cards").locator("li").first();
  const badge = first.locator("img");
  await expect(badge).toHaveAttribute("alt", "");
  await expect(badge).toHaveAttribute("width", "160");
  await expectLoaded(badge);
  expect(await badge.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`${mediaPaths.image}/logo/company-[0-9a-f]{16}\\.[0-9a-f]{12}\\.(80|160)\\.avif$`),
  );
  await first.getByRole("link").first().click();
  const large = page.getByTestId("company-detail").locator("img").first();
  await expect(large).toHaveAttribute("loading", "eager");
  await expectLoaded(large);
});

test("the home page with its carousel, covers, icons and partner marks is axe clean", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  await carousel(page).region.getByRole("button", { name: "暂停轮播" }).click();
  await expectAxeClean(page);
});
