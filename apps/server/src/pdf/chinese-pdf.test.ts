import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { chineseDocument } from "./chinese-pdf.ts";

/** The text a PDF with these lines carries once printed with the platform's Chinese font. */
async function printed(lines: readonly string[]): Promise<string> {
  const { doc, bytes } = await chineseDocument({ Title: "字形" });
  for (const line of lines) doc.text(line);
  doc.end();
  const parser = new PDFParse({ data: new Uint8Array(await bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The 6,763 hanzi of GB 2312 levels 1 and 2 (rows 0xB0-0xF7), decoded by the WHATWG GBK decoder. */
function gb2312Hanzi(): string[] {
  const decoder = new TextDecoder("gbk");
  const hanzi: string[] = [];
  for (let row = 0xb0; row <= 0xf7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const character = decoder.decode(new Uint8Array([row, cell]));
      if (/^\p{Script=Han}$/u.test(character)) hanzi.push(character);
    }
  }
  return hanzi;
}

describe("Chinese PDFs (the subset Noto Sans SC)", () => {
  it("prints every hanzi of GB 2312 levels 1 and 2", async () => {
    const hanzi = gb2312Hanzi();
    expect(hanzi).toHaveLength(6763);
    const lines = Array.from({ length: Math.ceil(hanzi.length / 40) }, (_, i) => hanzi.slice(i * 40, i * 40 + 40).join(""));
    const text = await printed(lines);
    expect(text).not.toContain("\u0000");
    expect(new Set(text.replace(/\s|-- \d+ of \d+ --/g, ""))).toEqual(new Set(hanzi));
  }, 30_000);

  it.each([
    ["names outside GB 2312 (通用规范汉字表)", "张喆 王堃 李玥 赵珺 刘垚 陈彧 周璟 吴祎 郑赟 孙犇"],
    ["an address and amounts (¥ as formatFen writes it, and full-width ￥)", "吉林省长春市南关区人民大街 1234 号 · 合计 ¥1,234.50 ￥99.00（含税）"],
    ["Latin with accents, symbols and circled numbers", "Müller & Søn © ® ± × ÷ ° ① ② ③ № ℃ ‰"],
    ["ASCII and full-width punctuation", "ABC-xyz_09 “中标通知书”《比价报告》【附件】：；？！"],
  ])("prints %s as the same text", async (_what, line) => {
    expect((await printed([line])).trim().split("\n")[0]).toBe(line);
  });

  it("prints a character outside the subset as the visible empty box (.notdef), not as nothing", async () => {
    // 𪚥 (U+2A6A5) is in no Chinese standard set the subset carries.
    const text = await printed(["甲𪚥乙"]);
    expect(text.trim().split("\n")[0]).toBe("甲\u0000乙");
  });
});
