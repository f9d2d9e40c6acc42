import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coversEveryLine, ROUND_SCOPE_TEXTS, roundScope, scopedQuote } from "./round-scope.ts";

const LINES = [1, 2, 3, 4];
const line = (lineNo: number, unitPriceFen: number) => ({ lineNo, unitPriceFen });

describe("the lines a 二次报价 asks for", () => {
  it.each<[string, number[], ReturnType<typeof roundScope>]>([
    ["two lines, in line order", [3, 1], { ok: true, value: [1, 3] }],
    ["a line chosen twice, once", [2, 2], { ok: true, value: [2] }],
    ["every line", [1, 2, 3, 4], { ok: true, value: [1, 2, 3, 4] }],
    ["no line", [], { ok: false, code: "round.no-lines" }],
    ["a line the sheet does not have", [1, 9], { ok: false, code: "round.unknown-line", lineNo: 9 }],
  ])("%s", (_name, chosen, expected) => {
    expect(roundScope(chosen, LINES)).toEqual(expected);
  });

  it("says whether a round asks for every line", () => {
    expect(coversEveryLine(null, LINES)).toBe(true);
    expect(coversEveryLine([1, 2, 3, 4], LINES)).toBe(true);
    expect(coversEveryLine([1, 3], LINES)).toBe(false);
  });
});

describe("a supplier's quotation of a scoped round", () => {
  const previous = [line(1, 100), line(2, 200), line(3, 300), line(4, 400)];

  it.each<[string, ReturnType<typeof line>[], number[] | null, ReturnType<typeof scopedQuote>]>([
    ["an unscoped round takes what was quoted", [line(1, 90)], null, { ok: true, value: [line(1, 90)] }],
    [
      "the scoped lines anew, the rest as before",
      [line(3, 280), line(1, 95)],
      [1, 3],
      { ok: true, value: [line(1, 95), line(2, 200), line(3, 280), line(4, 400)] },
    ],
    ["a line outside the scope is refused", [line(1, 95), line(2, 150)], [1], { ok: false, code: "round.outside-scope", lineNos: [2] }],
  ])("%s", (_name, quoted, scope, expected) => {
    expect(scopedQuote(quoted, scope, previous)).toEqual(expected);
  });

  it("always keeps every earlier line outside the scope unchanged, and never quotes a line twice", () => {
    fc.assert(
      fc.property(fc.subarray(LINES, { minLength: 1 }), fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 4, maxLength: 4 }), (scope, prices) => {
        const quoted = scope.map((lineNo, i) => line(lineNo, prices[i] ?? 1));
        const merged = scopedQuote(quoted, scope, previous);
        if (!merged.ok) return false;
        const numbers = merged.value.map((l) => l.lineNo);
        return (
          new Set(numbers).size === numbers.length &&
          previous
            .filter((l) => !scope.includes(l.lineNo))
            .every((kept) => merged.value.some((l) => l.lineNo === kept.lineNo && l.unitPriceFen === kept.unitPriceFen))
        );
      }),
    );
  });

  it("names the lines it refuses", () => {
    expect(ROUND_SCOPE_TEXTS["round.outside-scope"]([2, 4])).toBe("第2、4行不在本轮报价范围内，沿用上一轮报价");
  });
});
