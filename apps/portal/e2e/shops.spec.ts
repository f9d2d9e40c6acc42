import { randomBytes } from "node:crypto";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 企业店铺: the supplier decorates the shop (template, theme colour checked for contrast, sections
// reordered by keyboard and hidden, a product picked, a banner uploaded), previews and publishes;
// a visitor opens the shop on a PC and at phone width.

/** A real PNG made distinct by trailing bytes. */
function picture(name: string) {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  return { name, mimeType: "image/png", buffer: Buffer.concat([png, randomBytes(64)]) };
}

const sectionOrder = (page: import("@playwright/test").Page) =>
  page
    .getByTestId("shop-section-list")
    .locator("li")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-kind")));

test("the supplier decorates the shop, previews it and publishes it; the public shop shows it", async ({ page }) => {
  test.slow();
  const slogan = `品质工程 ${randomBytes(2).toString("hex")}`;
  await logIn(page, demoMembers.zhang);
  // 吉林宏远 is a builder: its menu (采购管理) leads to the shop's decoration too.
  await page.goto(`${portal}/user/default`);
  await page.getByRole("link", { name: "店铺装修" }).first().click();
  await expect(page.getByRole("heading", { name: "店铺装修", level: 1 })).toBeVisible();
  await expectAxeClean(page);

  // A pale theme colour is refused on the field, with its contrast ratio, before anything is sent.
  const theme = page.getByLabel("主题色", { exact: true });
  await theme.fill("#ffcc00");
  await expect(page.getByTestId("shop-theme-error")).toHaveText("主题色与白色文字的对比度为 1.51:1，低于 4.5:1，请选择更深的颜色");
  await expect(theme).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "发布", exact: true })).toBeDisabled();
  await theme.fill("#0f766e");
  await expect(page.getByTestId("shop-theme-contrast")).toContainText("5.47:1");
  await expect(page.getByTestId("shop-theme-error")).toHaveCount(0);

  // The classic template's order, then the keyboard moves 产品 up before 企业简介, announced.
  await page.getByLabel("经典商务").check();
  await expect.poll(() => sectionOrder(page)).toEqual(["banner", "about", "products", "services", "qualifications", "contact"]);
  await page.getByRole("button", { name: "上移“产品”" }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByTestId("shop-move-status")).toHaveText("“产品”已移到第 2 位，共 6 个栏目");
  await expect.poll(() => sectionOrder(page)).toEqual(["banner", "products", "about", "services", "qualifications", "contact"]);
  await expect(page.getByRole("button", { name: "上移“产品”" })).toBeFocused();
  await page.getByRole("button", { name: "下移“服务”" }).click();
  await expect.poll(() => sectionOrder(page)).toEqual(["banner", "products", "about", "qualifications", "services", "contact"]);
  await page.getByLabel("显示“资质证书”栏目").uncheck();

  await page.getByLabel("店铺标语").fill(slogan);
  const products = page.getByTestId("shop-pick-products").getByRole("checkbox");
  await expect(products.first()).toBeVisible();
  for (const box of await products.all()) await box.uncheck();
  await products.first().check();

  const banners = page.getByTestId("shop-banners");
  while ((await banners.getByTestId("shop-banner").count()) > 0) await banners.getByRole("button", { name: "删除第 1 张横幅" }).click();
  await expect(banners.getByTestId("shop-banner")).toHaveCount(0);
  await banners.locator('input[type="file"]').setInputFiles(picture("厂区全景.png"));
  await expect(banners.getByTestId("shop-banner")).toHaveCount(1);
  await banners.getByLabel("图片说明 1").fill("厂区全景");
  await expectAxeClean(page);

  // 预览: the draft as the shop shows it; the public shop still shows the old decoration.
  await page.getByRole("button", { name: "预览" }).click();
  await expect(page).toHaveURL(/\/shop\/preview$/);
  await expect(page.getByTestId("shop-preview-bar")).toBeVisible();
  await expect(page.getByTestId("shop-slogan")).toHaveText(slogan);
  await expect(page.getByTestId("shop-page")).toHaveAttribute("data-template", "classic");
  await expect(page.getByTestId("shop-section-qualifications")).toHaveCount(0);
  await expect(page.getByTestId("shop-products").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("img", { name: "厂区全景" })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("button", { name: "发布店铺" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("店铺已发布，公开店铺已显示新的装修");
  await page.getByTestId("shop-open-public").click();
  await expect(page).toHaveURL(/\/shop\/pc\?company=\d+$/);
  await expect(page.getByTestId("shop-slogan")).toHaveText(slogan);
  await expect(page.getByTestId("shop-preview-bar")).toHaveCount(0);
  const headings = await page.locator("main section h2").allInnerTexts();
  expect(headings).toEqual(["产品", "企业简介", "服务", "联系我们"]);
});

test("a visitor opens a shop on a PC and at 390 px; an unknown shop is a 404", async ({ page }) => {
  await page.goto(`${portal}/default/company/more`);
  await page.goto(`${portal}/shop/pc?company=1`);
  await expect(page.getByTestId("shop-name")).toContainText("吉林宏远建设工程有限公司");
  await expect(page.getByRole("navigation", { name: "店铺导航" })).toBeVisible();
  await expect(page.getByTestId("shop-products").getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "店铺横幅" })).toBeVisible();
  // The seeded banner is a stored picture that loads, not a broken address.
  const banner = page.getByRole("region", { name: "店铺横幅" }).locator("img").first();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop\/pc\?company=1$/);
  await expectAxeClean(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("shop-switch-layout").click();
  await expect(page).toHaveURL(/\/shop\/app\?company=1$/);
  await expect(page.getByTestId("shop-page")).toHaveAttribute("data-layout", "app");
  await expect(page.getByTestId("shop-products").getByRole("listitem").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByTestId("chat-contact").first()).toBeVisible();
  await expectAxeClean(page);

  // A product card leads to its page.
  await page.getByTestId("shop-products").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/default\/product\/detail\?id=\d+/);

  const missing = await page.goto(`${portal}/shop/pc?company=999999`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId("shop-not-found")).toContainText("店铺不存在或企业尚未通过认证");
});
