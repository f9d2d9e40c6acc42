import { describe, expect, it } from "vitest";
import { speechChunks } from "./speech-chunks.ts";

describe("speechChunks", () => {
  it("splits at Chinese and Latin sentence ends and at line breaks, keeping the punctuation", () => {
    expect(speechChunks("平台正式上线。欢迎使用！有问题吗？\n联系客服; OK")).toEqual(["平台正式上线。", "欢迎使用！", "有问题吗？", "联系客服;", "OK"]);
  });

  it("drops blank lines and folds runs of white space", () => {
    expect(speechChunks("\n\n  第一行   文字  \n\t\n第二行")).toEqual(["第一行 文字", "第二行"]);
    expect(speechChunks("   ")).toEqual([]);
  });

  it("cuts a long sentence at commas, and hard at the limit when there is none", () => {
    const long = `${"甲".repeat(8)}，${"乙".repeat(8)}，${"丙".repeat(8)}。`;
    const chunks = speechChunks(long, 20);
    expect(chunks).toEqual([`${"甲".repeat(8)}，${"乙".repeat(8)}，`, `${"丙".repeat(8)}。`]);
    const solid = "字".repeat(45);
    expect(speechChunks(solid, 20)).toEqual(["字".repeat(20), "字".repeat(20), "字".repeat(5)]);
    for (const chunk of speechChunks(`${"句".repeat(300)}。`, 120)) expect(chunk.length).toBeLessThanOrEqual(120);
  });
});
