import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fenToYuanText, formatQuantity, parseQuantity, parseYuan } from "./decimal-input.ts";

describe("parseYuan", () => {
  it.each([
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
  ])("%j → %j", (text, fen) => {
    expect(parseYuan(text)).toBe(fen);
  });

  it("reads back what fenToYuanText writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (fen) => {
        expect(parseYuan(fenToYuanText(fen))).toBe(fen);
      }),
    );
  });
});

describe("parseQuantity", () => {
  it.each([
    ["12.5", 12_500],
    ["600", 600_000],
    ["0.001", 1],
    ["0.0001", null],
    ["１２", 12_000],
  ])("%j → %j", (text, milli) => {
    expect(parseQuantity(text)).toBe(milli);
  });

  it("reads back what formatQuantity writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (milli) => {
        expect(parseQuantity(formatQuantity(milli))).toBe(milli);
      }),
    );
  });
});
