import { expectAxeClean } from "./support/axe.ts";
import { fresh } from "./support/content-desk.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// The portal's small site texts from 内容管理: an editor changes the search box's 热门搜索 and the
// top line; a visitor's next page shows them. One editor's desk for the whole file (the database
// is fresh per file).

test.setTimeout(180_000);
test.describe.configure({ mode: "serial" });

let desk: Page;

test.beforeAll(async ({ browser }) => {
  desk = await operatorDesk(browser, `http://localhost:${serverPort}`, async () => {}, demoStaff.editor);
});

const HOT_WORD = "智能建造";
const TOP_LINE = "2027年全省建筑业工作会议在长春召开";

test("an editor's new hot word and top line show on the visitor's next page", async ({ page }) => {
  await desk.getByRole("navigation", { name: "内容管理视图" }).getByRole("link", { name: "热门搜索与顶部文字" }).click();
  await expect(desk.getByRole("heading", { name: "热门搜索与顶部文字", level: 1 })).toBeVisible();
  await expectAxeClean(desk);

  const words = desk.getByLabel("热门搜索");
  const seeded = (await words.inputValue()).split("\n");
  expect(seeded).toContain("装配式建筑");

  // A word twice is refused on its field and nothing is saved.
  await words.fill([...seeded, seeded[0]].join("\n"));
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByText(`热门搜索词“${seeded[0]}”重复了`)).toBeVisible();
  await expectAxeClean(desk);

  // The new word first, the last seeded one removed, the rest as they were.
  await words.fill([HOT_WORD, ...seeded.slice(0, -1)].join("\n"));
  await desk.getByLabel("第1条文字").fill(TOP_LINE);
  await desk.getByLabel("第1条链接").fill("/default/news/news-list");
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，门户下一页即显示");
  await expect(words).toHaveValue([HOT_WORD, ...seeded.slice(0, -1)].join("\n"));
  await expectAxeClean(desk);

  await expect(async () => {
    await page.goto(fresh("/default/home"));
    const hints = page.getByTestId("banner-search");
    await expect(hints.getByRole("link", { name: HOT_WORD })).toBeVisible({ timeout: 1_000 });
    await expect(hints.getByRole("link", { name: seeded.at(-1) ?? "" })).toHaveCount(0);
    await expect(page.getByTestId("top-text")).toHaveText(TOP_LINE, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId("banner-search").getByRole("link", { name: HOT_WORD }).click();
  await expect(page).toHaveURL(/\/default\/global-search\?keyword=/);
});
