import { describe, expect, it } from "vitest";
import type { QuotationContent, QuotedLine } from "./quotation-records.ts";
import { quotedLinesRefusal, raisedPriceRefusal } from "./supplier-views.ts";

const line = (lineNo: number, unitPriceFen = 100): QuotedLine => ({
  lineNo,
  unitPriceFen,
  taxRate: 13,
  brand: "",
  deviation: false,
  deviationNote: "",
  deliveryDays: 7,
});
const sheetLines = [1, 2, 3].map((lineNo) => ({ lineNo, quantityMilli: 1000 }));
const round = (...prices: number[]) => ({ lines: prices.map((p, i) => ({ ...line(i + 1, p), amountFen: p })) }) as unknown as QuotationContent;

describe("quotedLinesRefusal", () => {
  it.each([
    { name: "every line once", quoted: [line(1), line(2), line(3)], partial: false, refusal: null },
    { name: "a line twice", quoted: [line(1), line(1), line(2)], partial: true, refusal: "同一物料行只能报一次价" },
    { name: "a line the sheet lacks", quoted: [line(1), line(9)], partial: true, refusal: "第9行不是本询价单的物料" },
    { name: "some lines where partial is not allowed", quoted: [line(1)], partial: false, refusal: "本询价单不允许部分报价，请为全部物料报价" },
    { name: "some lines where partial is allowed", quoted: [line(2)], partial: true, refusal: null },
  ])("$name", ({ quoted, partial, refusal }) => {
    expect(quotedLinesRefusal(quoted, sheetLines, partial)).toBe(refusal);
  });
});

describe("raisedPriceRefusal", () => {
  it.each([
    { name: "the first round has nothing to compare", history: null, round: 1, quoted: [line(1, 999)], refusal: null },
    { name: "lower or equal prices pass", history: { "1": round(100, 200) }, round: 2, quoted: [line(1, 100), line(2, 150)], refusal: null },
    {
      name: "a raised line is named",
      history: { "1": round(100, 200) },
      round: 2,
      quoted: [line(1, 100), line(2, 201)],
      refusal: "第2行报价高于上一轮，本询价单不允许涨价",
    },
    // Left out of round 2, back in round 3: compared with its latest earlier prices (round 1).
    {
      name: "a skipped round compares with the latest earlier one",
      history: { "1": round(100) },
      round: 3,
      quoted: [line(1, 101)],
      refusal: "第1行报价高于上一轮，本询价单不允许涨价",
    },
  ])("$name", ({ history, round: r, quoted, refusal }) => {
    expect(raisedPriceRefusal(history, r, quoted)).toBe(refusal);
  });
});
