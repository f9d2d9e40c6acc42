import { expectAxeClean } from "./support/axe.ts";
import { fresh } from "./support/content-desk.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 横幅管理: an editor adds a home banner with a picture; the visitor's home shows it first in the
// carousel at once; a wrong link is refused on its field; deleting it takes it off the home page.

test.setTimeout(180_000);
test.use({ viewport: { width: 1600, height: 900 } });

/** A small PNG (a 2×2 blue square), as the banner's picture file. */
const PICTURE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");
const TITLE = "2027年全省建筑业高质量发展大会";

/** The slide the home's carousel shows first. */
const firstSlide = (page: Page) => page.getByRole("region", { name: "首页横幅" }).locator("[aria-roledescription='幻灯片']").first();

test("an editor's new banner leads the home carousel at once, and leaves it when deleted", async ({ page, browser }) => {
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`, async () => {}, demoStaff.editor);
  await desk.getByRole("link", { name: "横幅管理" }).click();
  await expect(desk.getByRole("heading", { name: "横幅管理", level: 1 })).toBeVisible();
  await expect(desk.getByRole("table", { name: "首页轮播与内页横幅，按位置与排序" }).getByRole("row")).toHaveCount(1 + 5);
  await expectAxeClean(desk);

  await desk.getByLabel("标题").fill(TITLE);
  await desk.getByLabel("链接地址").fill("http://example.com/");
  await desk.getByLabel("排序").fill("0");
  await desk.getByRole("button", { name: "图片", exact: true }).setInputFiles({ name: "大会.png", mimeType: "image/png", buffer: PICTURE });
  await desk.getByRole("button", { name: "新增横幅" }).click();
  await expect(desk.getByText("链接地址应以 / 开头（站内页面）或以 https:// 开头")).toBeVisible();
  await expectAxeClean(desk);

  await desk.getByLabel("链接地址").fill("/default/news/news-list?category=news");
  await desk.getByRole("button", { name: "图片", exact: true }).setInputFiles({ name: "大会.png", mimeType: "image/png", buffer: PICTURE });
  await desk.getByRole("button", { name: "新增横幅" }).click();
  await expect(desk.getByRole("status")).toHaveText("已新增，门户立即显示");
  await expect(desk.getByRole("img", { name: TITLE })).toBeVisible();

  await expect(async () => {
    await page.goto(fresh("/default/home"));
    await expect(firstSlide(page)).toContainText(TITLE, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(firstSlide(page).locator("img")).toHaveJSProperty("complete", true);
  expect(
    await firstSlide(page)
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  await desk.getByRole("link", { name: `修改横幅：${TITLE}` }).click();
  await expectAxeClean(desk);
  await desk.getByRole("button", { name: "删除横幅" }).click();
  await expect(desk.getByRole("status")).toHaveText("已删除");
  await expect(async () => {
    await page.goto(fresh("/default/home"));
    await expect(firstSlide(page)).not.toContainText(TITLE, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
