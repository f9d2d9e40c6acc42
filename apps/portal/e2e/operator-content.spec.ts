import { uploadPaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { expectEditorInPlace, fresh, writePiece } from "./support/content-desk.ts";
import { demoStaff, operatorDesk } from "./support/operator.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 内容管理 in the back office: an editor writes a policy with its metadata and a picture in the
// rich-text editor and sends it for review; a second person approves it in the review queue; a
// visitor finds it on the policy list, in search and in the sitemap. (A piece set to publish later:
// operator-content-scheduled.spec.ts, on a database of its own, since the demo has one editor.)

test.setTimeout(300_000);

const services = `http://localhost:${serverPort}`;
/** A small PNG (a 2×2 blue square), as an editor's picture file. */
const PICTURE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");

test("an editor writes a policy with a picture, a reviewer approves it, and a visitor finds it on the list, in search and in the sitemap", async ({
  page,
  browser,
}) => {
  const title = "吉林省装配式建筑专项资金管理办法（试行）";
  const editor = await operatorDesk(browser, services, async () => {}, demoStaff.editor);
  // An editor holds no review key: the desk opens on 内容管理 and has no 待审核.
  await expect(editor.getByRole("navigation", { name: "运营导航" }).getByRole("link", { name: "待审核" })).toHaveCount(0);
  await expectAxeClean(editor);

  await writePiece(editor, {
    channel: "政策法规",
    title,
    summary: "规范省级装配式建筑专项资金的申报、审核与绩效评价。",
    paragraph: "本办法所称专项资金，是指省级财政安排用于支持装配式建筑发展的资金。",
  });
  // A policy without its metadata is refused on each field, and nothing is saved.
  await editor.getByRole("button", { name: "保存草稿" }).click();
  await expect(editor.getByRole("alert").filter({ hasText: "请按提示修改标红的项目" })).toBeVisible();
  await expect(editor.getByText("请输入发文机关")).toBeVisible();
  await expect(editor.getByText("请输入生效日期")).toBeVisible();
  await expectEditorInPlace(editor);
  await expectAxeClean(editor);

  await editor.getByLabel("文号").fill("吉建科〔2026〕31号");
  await editor.getByLabel("发文机关").fill("吉林省住房和城乡建设厅");
  await editor.getByLabel("生效日期").fill("2026-12-01");
  await editor.getByLabel("有效性").selectOption({ label: "现行有效" });
  // The text typed before the refusal is kept, in the editor.
  await expect(editor.getByRole("textbox", { name: "正文" })).toContainText("本办法所称专项资金");

  // The picture goes through the upload engine: registered, its bytes put straight into the object
  // store's path (passed on by the back office's server) and confirmed, all on the back office's origin.
  await editor.getByLabel("图片说明（替代文字）").fill("装配式建筑施工现场示意图");
  const stored = editor.waitForRequest((request) => request.method() === "PUT" && new URL(request.url()).pathname.startsWith(`${uploadPaths.objectStore}/`));
  const confirmed = editor.waitForResponse((response) => /^\/content\/pictures\/\d+\/confirm$/.test(new URL(response.url()).pathname));
  // Its MD5 is worked out in the engine's Web Worker, which the page's policy lets start and run.
  const refusedByPolicy: string[] = [];
  editor.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  const hashing = editor.waitForEvent("worker");
  const chooser = editor.waitForEvent("filechooser");
  await editor.getByRole("button", { name: "插入图片" }).click();
  await (await chooser).setFiles({ name: "现场.png", mimeType: "image/png", buffer: PICTURE });
  expect((await hashing).url()).toMatch(/\/md5\.worker-[\w-]+\.js$/);
  expect(new URL((await stored).url()).origin).toBe(new URL(editor.url()).origin);
  expect((await confirmed).status()).toBe(200);
  await expect(editor.getByRole("status").filter({ hasText: "已插入图片：装配式建筑施工现场示意图" })).toBeVisible();
  await expect(editor.getByRole("textbox", { name: "正文" }).getByRole("img", { name: "装配式建筑施工现场示意图" })).toBeVisible();
  expect(refusedByPolicy).toEqual([]);

  await editor.getByRole("button", { name: "提交审核" }).click();
  await expect(editor.getByRole("status").first()).toHaveText("已提交审核，请等待另一位审核人员审核");
  await expect(editor.getByText("待审核", { exact: true })).toBeVisible();
  await expectAxeClean(editor);
  await editor.getByRole("link", { name: "预览（已保存的版本）" }).click();
  await expect(editor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(editor.getByRole("img", { name: "装配式建筑施工现场示意图" })).toBeVisible();
  await expectAxeClean(editor);

  const reviewer = await operatorDesk(browser, services, async () => {}, demoStaff.auditor);
  await reviewer.getByRole("link", { name: `审核 【政策法规】${title}` }).click();
  await expect(reviewer.getByText("吉建科〔2026〕31号")).toBeVisible();
  await expect(reviewer.getByRole("img", { name: "装配式建筑施工现场示意图" })).toBeVisible();
  await expectAxeClean(reviewer);
  await reviewer.getByRole("button", { name: "审核通过" }).click();
  await expect(reviewer.getByRole("status")).toHaveText("已审核通过");

  // The visitor: the policy list, the article with its metadata and picture.
  await expect(async () => {
    await page.goto(fresh("/default/news/news-list?category=policy"));
    await expect(page.getByTestId("article-list").getByRole("link", { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId("article-list").getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("policy-meta").getByRole("row", { name: /文号/ })).toContainText("吉建科〔2026〕31号");
  await expect(page.getByRole("img", { name: "装配式建筑施工现场示意图" })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("id");
  await expectAxeClean(page);

  // Search (the index follows within its second) and the policy sitemap.
  await expect(async () => {
    await page.goto(fresh(`/default/global-search?keyword=${encodeURIComponent("装配式建筑专项资金管理办法")}`));
    await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 8)) }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const sitemap = await page.request.get(`${portal}/sitemap-policy.xml`);
  expect(await sitemap.text()).toContain(`news-detail?id=${id}`);
});
