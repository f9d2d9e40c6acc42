import { portal } from "./ports.ts";
import { expect, type Page } from "./test.ts";

/** 内容管理 → 新建稿件, the fields of a piece filled in. */
export async function writePiece(desk: Page, piece: { channel: string; title: string; summary: string; paragraph: string }) {
  await desk.getByRole("link", { name: "新建稿件" }).click();
  await expect(desk.getByRole("heading", { name: "新建稿件", level: 1 })).toBeVisible();
  // The channel's select (a 党建 piece's 党建栏目 is another).
  await desk.getByLabel(/^\*?栏目$/).selectOption({ label: piece.channel });
  await desk.getByLabel("标题").fill(piece.title);
  await desk.getByLabel("摘要").fill(piece.summary);
  const body = desk.getByRole("textbox", { name: "正文" });
  await body.click();
  await desk.getByRole("toolbar", { name: "正文格式" }).getByRole("button", { name: "小标题" }).click();
  await desk.keyboard.type("总则");
  await desk.keyboard.press("Enter");
  await desk.keyboard.type(piece.paragraph);
}

/** A visitor's fresh page (the browser may keep a visitor's page for a minute). */
let visit = 0;
export const fresh = (path: string) => `${portal}${path}${path.includes("?") ? "&" : "?"}visit=${++visit}`;

/** The server's text area that the back office's rich-text editor replaces once the page's script runs. */
const EDITOR_SOURCE = 'textarea[id$="-source"]';

/**
 * The body's rich-text editor in place of the server's text area: the page's script has run. A scan
 * or a check of the body waits for this, or it may read the text area (which holds the same words as
 * HTML) while the editor is being put in.
 */
export async function expectEditorInPlace(desk: Page) {
  await expect(desk.getByRole("toolbar", { name: "正文格式" })).toBeVisible();
  await expect(desk.locator(EDITOR_SOURCE)).toHaveCount(0);
}

/** On a page that came with the rich-text editor's text area, waits for the editor (see expectEditorInPlace). */
export async function settleRichText(desk: Page) {
  if ((await desk.locator(EDITOR_SOURCE).count()) > 0) await expectEditorInPlace(desk);
}
