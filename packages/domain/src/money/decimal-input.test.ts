import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { fenToYuanText, formatQuantity, formatYuanText, parseQuantity, parseWanYuan, parseYuan } from "./decimal-input.ts";
import { formatFen } from "./fen.ts";

/** `parse` reads back whatever `format` writes of a whole number from 0 to `max` (fen, thousandths). */
function itReadsBack(format: (value: number) => string, parse: (text: string) => number | null, max: number): void {
  it(`reads back what ${format.name} writes`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max }), (value) => {
        expect(parse(format(value))).toBe(value);
      }),
    );
  });
}

describe("parseYuan", () => {
  itMapsEach("%j → %j", parseYuan, [
    ["4150", 415_000],
    ["4150.5", 415_050],
    ["4,150.05", 415_005],
    ["０.１", 10],
    ["４１５０．５", 415_050],
    [" 12 ", 1_200],
    ["0", 0],
    ["", null],
    ["-1", null],
    ["1.005", null],
    ["1e3", null],
    ["abc", null],
    ["99999999.99", 9_999_999_999],
    ["100000000", null],
  ]);

  itReadsBack(fenToYuanText, parseYuan, 9_999_999_999);
});

describe("parseWanYuan", () => {
  itMapsEach("%j 万元 → %j fen", parseWanYuan, [
    ["12", 12_000_000],
    ["0.0001", 100],
    ["1.5", 1_500_000],
    ["１２．５", 12_500_000],
    ["1,234.5678", 12_345_678_00],
    ["0", 0],
  ]);

  it.each([[""], ["1.00001"], ["-1"], ["abc"], ["1e3"], ["9999999999999"]])("refuses %j", (text) => {
    expect(parseWanYuan(text)).toBeNull();
  });

  it("reads exactly what parseYuan reads of the same amount in 元", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (yuan) => {
        const wan = `${Math.trunc(yuan / 10_000)}.${String(yuan % 10_000).padStart(4, "0")}`;
        expect(parseWanYuan(wan)).toBe(parseYuan(String(yuan)));
      }),
    );
  });
});

describe("parseQuantity", () => {
  itMapsEach("%j → %j", parseQuantity, [
    ["12.5", 12_500],
    ["600", 600_000],
    ["0.001", 1],
    ["0.0001", null],
    ["１２", 12_000],
  ]);

  itReadsBack(formatQuantity, parseQuantity, 1e12);
});

describe("formatYuanText", () => {
  itMapsEach("%s → %s", formatYuanText, [
    ["12800.00", "¥12,800.00"],
    ["1999", "¥1,999.00"],
    ["0.5", "¥0.50"],
    [" 399.00 ", "¥399.00"],
    ["面议", "¥面议"],
  ]);

  it("shows every amount the services send as text with the grouping formatFen uses", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999 }), (fen) => formatYuanText(fenToYuanText(fen)) === formatFen(fen)));
  });
});
