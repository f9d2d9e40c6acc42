import { expectAxeClean } from "./support/axe.ts";
import { expectEditorInPlace, fresh } from "./support/content-desk.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { operatorApp, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// The portal's small site texts from 内容管理: an editor changes the search box's 热门搜索 and the
// top line, adds a help article and a partner link; a visitor's next page shows each. One editor's
// desk for the whole file (the database is fresh per file).

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

const ARTICLE = "电子保函办理指南";
/** A small PNG (a 2×2 blue square), as an editor's picture file. */
const PICTURE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");

test("an editor's new help article is read by a visitor in the help center", async ({ page }) => {
  await desk.goto(`${operatorApp}/content`);
  await desk.getByRole("navigation", { name: "内容管理视图" }).getByRole("link", { name: "帮助中心" }).click();
  await expect(desk.getByRole("heading", { name: "帮助中心", level: 1 })).toBeVisible();
  await expect(desk.getByRole("table", { name: "服务指南的文章，按显示顺序" }).getByRole("link", { name: "注册指南" })).toBeVisible();
  await expectAxeClean(desk);

  // A new article is written on its own page, the body in the rich-text editor.
  await desk.getByRole("link", { name: "新增帮助文章" }).click();
  await expect(desk.getByRole("heading", { name: "新增帮助文章", level: 1 })).toBeVisible();
  await expectEditorInPlace(desk);
  await expectAxeClean(desk);
  // No body: refused on its field, nothing added.
  await desk.getByLabel("栏目").selectOption({ label: "服务指南" });
  await desk.getByLabel("标题").fill(ARTICLE);
  await desk.getByRole("button", { name: "新增文章" }).click();
  await expect(desk.getByText("请输入正文", { exact: true })).toBeVisible();
  await expect(desk.getByLabel("标题")).toHaveValue(ARTICLE);
  // Scanned and typed in once the editor has replaced the server's text area.
  await expectEditorInPlace(desk);
  await expectAxeClean(desk);

  await desk.getByRole("textbox", { name: "正文" }).click();
  await desk.keyboard.type("投标保证金可以电子保函缴纳，在线申请，即时出函。");
  await desk.keyboard.press("Enter");
  await desk.keyboard.type("保函由合作银行出具。");
  await desk.getByRole("button", { name: "新增文章" }).click();
  await expect(desk.getByRole("status")).toHaveText("已新增，帮助中心立即显示");
  const guide = desk.getByRole("table", { name: "服务指南的文章，按显示顺序" });
  await expect(guide.getByRole("row").last()).toContainText(ARTICLE);

  // Moved up one place, then opened.
  await guide.getByRole("button", { name: `上移：${ARTICLE}` }).click();
  await expect(desk.getByRole("status")).toHaveText("已调整顺序");
  await expect(desk.getByRole("table", { name: "服务指南的文章，按显示顺序" }).getByRole("row").last()).not.toContainText(ARTICLE);
  await desk.getByRole("link", { name: ARTICLE }).click();
  await expect(desk.getByRole("heading", { name: `帮助文章：${ARTICLE}`, level: 1 })).toBeVisible();
  // The article's page has the rich-text editor, holding the body as saved: scanned once the editor
  // has replaced the server's text area (which holds the same words as HTML until the script runs).
  await expectEditorInPlace(desk);
  const body = desk.getByRole("textbox", { name: "正文" });
  await expect(body).toContainText("保函由合作银行出具。");
  await expectAxeClean(desk);
  await desk.getByLabel("标题").fill("");
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByText("请输入标题", { exact: true })).toBeVisible();
  await expectAxeClean(desk);
  // A paragraph added in the editor is saved with the title.
  await desk.getByLabel("标题").fill(ARTICLE);
  await body.getByText("保函由合作银行出具。").click();
  await desk.keyboard.press("End");
  await desk.keyboard.press("Enter");
  await desk.keyboard.type("办理时限为一个工作日。");
  // A picture, through the upload engine like the content editor's.
  await desk.getByLabel("图片说明（替代文字）").fill("电子保函办理流程图");
  const chooser = desk.waitForEvent("filechooser");
  await desk.getByRole("button", { name: "插入图片" }).click();
  await (await chooser).setFiles({ name: "流程.png", mimeType: "image/png", buffer: PICTURE });
  await expect(desk.getByRole("status").filter({ hasText: "已插入图片：电子保函办理流程图" })).toBeVisible();
  await expect(body.getByRole("img", { name: "电子保函办理流程图" })).toBeVisible();
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，帮助中心立即显示");

  await page.goto(fresh("/default/home/help"));
  const tree = page.getByRole("navigation", { name: "帮助目录" });
  await expect(async () => {
    await page.goto(fresh("/default/home/help"));
    await expect(tree.getByRole("link", { name: ARTICLE })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await tree.getByRole("link", { name: ARTICLE }).click();
  const help = page.getByTestId("help-page");
  await expect(help.getByRole("heading", { name: ARTICLE })).toBeVisible();
  await expect(help).toContainText("投标保证金可以电子保函缴纳");
  await expect(help).toContainText("保函由合作银行出具。");
  await expect(help).toContainText("办理时限为一个工作日。");
  await expect(help.getByRole("img", { name: "电子保函办理流程图" })).toBeVisible();
});

test("an editor's new partner link shows in the footer once another reviewer approves it, and a bad address is refused on its field", async ({
  page,
  browser,
}) => {
  await desk.goto(`${operatorApp}/content`);
  await desk.getByRole("navigation", { name: "内容管理视图" }).getByRole("link", { name: "友情链接" }).click();
  await expect(desk.getByRole("heading", { name: "友情链接", level: 1 })).toBeVisible();
  await expectAxeClean(desk);

  await desk.getByLabel("名称").fill("吉林省建设信息网");
  await desk.getByLabel("链接地址").fill("http://www.jl.gov.cn/");
  await desk.getByRole("button", { name: "新增友情链接" }).click();
  await expect(desk.getByText("链接地址应以 / 开头（站内页面）或以 https:// 开头")).toBeVisible();
  await expectAxeClean(desk);
  await desk.getByLabel("链接地址").fill("https://www.jl.gov.cn/");
  await desk.getByRole("button", { name: "新增友情链接" }).click();
  // An address off the platform waits for 内容审核: listed on the desk, not yet in the footer.
  await expect(desk.getByRole("status")).toHaveText("含站外链接，已提交内容审核，审核通过后门户显示");
  const held = desk.getByRole("table", { name: "待审核的站外链接" });
  await expect(held.getByRole("row").filter({ hasText: "吉林省建设信息网" })).toContainText("待审核");
  await expectAxeClean(desk);
  await page.goto(fresh("/default/home"));
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "吉林省建设信息网" })).toHaveCount(0);

  const reviewer = await operatorDesk(browser, `http://localhost:${serverPort}`, async () => {}, demoStaff.auditor);
  await reviewer.getByRole("link", { name: "审核 【友情链接】吉林省建设信息网" }).click();
  await expect(reviewer.getByText("https://www.jl.gov.cn/").first()).toBeVisible();
  await expectAxeClean(reviewer);
  await reviewer.getByRole("button", { name: "审核通过" }).click();
  await expect(reviewer.getByRole("status")).toHaveText("已审核通过");

  await desk.reload();
  await expect(held.getByRole("row").filter({ hasText: "吉林省建设信息网" })).toHaveCount(0);
  await desk.getByRole("link", { name: "修改友情链接：吉林省建设信息网" }).click();
  await expectAxeClean(desk);
  await desk.getByLabel("名称").fill("吉林省住房和城乡建设信息网");
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，门户下一页即显示");

  await expect(async () => {
    await page.goto(fresh("/default/home"));
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "吉林省住房和城乡建设信息网" })).toHaveAttribute("href", "https://www.jl.gov.cn/", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });

  await desk.getByRole("button", { name: "删除友情链接：吉林省住房和城乡建设信息网" }).click();
  await expect(desk.getByRole("status")).toHaveText("已删除");
});
