import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { formatFen, isPayableFen, MAX_AMOUNT_FEN } from "./fen.ts";

describe("formatFen", () => {
  itMapsEach("%i fen → %s", formatFen, [
    [1_280_000, "¥12,800.00"],
    [1, "¥0.01"],
    [10, "¥0.10"],
    [0, "¥0.00"],
    [123_456_789, "¥1,234,567.89"],
    [-500, "-¥5.00"],
  ]);
});

describe("formatFen, for every payable amount", () => {
  it("reads back to the same number of fen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_FEN }), (fen) => {
        const [yuan, cents] = formatFen(fen).slice(1).replaceAll(",", "").split(".");
        expect(Number(yuan) * 100 + Number(cents)).toBe(fen);
      }),
    );
  });
});

describe("isPayableFen", () => {
  itMapsEach("%s → %s", isPayableFen, [
    [1, true],
    [MAX_AMOUNT_FEN, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [MAX_AMOUNT_FEN + 1, false],
    [Number.NaN, false],
    ["100", false],
  ]);
});
