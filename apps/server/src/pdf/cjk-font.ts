import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

// Noto Sans SC from an npm package, so any machine that installs the server renders Chinese the
// same way; pdfkit embeds only the glyphs used (a subset of a few kilobytes, not the 10 MB file).
const require = createRequire(import.meta.url);
const FONT_PATH = require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf");
let font: Promise<Buffer> | null = null;

/** The Chinese font's bytes, read once per process. */
export function cjkFontBytes(): Promise<Buffer> {
  font ??= readFile(FONT_PATH);
  return font;
}
