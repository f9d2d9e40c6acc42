import { readFile } from "node:fs/promises";
import { assetPath } from "../runtime/assets.ts";

/**
 * Noto Sans SC without the hanzi outside GB 2312 and the 通用规范汉字表 (scripts/subset-cjk-font.py
 * says which characters and why), committed with the server so every machine renders Chinese the
 * same way without a 92 MB font package; pdfkit embeds only the glyphs a document uses.
 */
export const CJK_FONT_PATH = assetPath("fonts", "NotoSansSC-Regular-subset.ttf");

let font: Promise<Buffer> | null = null;

/** The Chinese font's bytes, read once per process. */
export function cjkFontBytes(): Promise<Buffer> {
  font ??= readFile(CJK_FONT_PATH);
  return font;
}
