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
