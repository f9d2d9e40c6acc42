import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountedFen, discountLabel, isDiscountPermille, NO_DISCOUNT_PERMILLE } from "./vip-price.ts";

describe("discountedFen", () => {
  it.each([
    { listFen: 1_280_000, permille: 900, fen: 1_152_000 },
    { listFen: 1_280_000, permille: 950, fen: 1_216_000 },
    { listFen: 1_280_000, permille: 850, fen: 1_088_000 },
    { listFen: 9_999, permille: 850, fen: 8_499 },
    { listFen: 9_999, permille: 950, fen: 9_499 },
    { listFen: 3, permille: 950, fen: 3 },
    { listFen: 1, permille: 500, fen: 1 },
    { listFen: 0, permille: 900, fen: 0 },
    { listFen: 12_345, permille: NO_DISCOUNT_PERMILLE, fen: 12_345 },
    { listFen: Number.MAX_SAFE_INTEGER, permille: 500, fen: 4_503_599_627_370_496 },
  ])("$listFen fen at $permille‰ is $fen fen", ({ listFen, permille, fen }) => {
    expect(discountedFen(listFen, permille)).toBe(fen);
  });

  it("never asks more than the list price nor less than the rate's share less half a fen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 500, max: 1000 }), (listFen, permille) => {
        const fen = discountedFen(listFen, permille);
        expect(fen).toBeLessThanOrEqual(listFen);
        expect(fen).toBeGreaterThanOrEqual(1);
        expect(Math.abs(fen * 1000 - listFen * permille)).toBeLessThanOrEqual(Math.max(500, 1000 - listFen * permille));
      }),
    );
  });

  it("keeps a deeper discount no dearer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 500, max: 1000 }), fc.integer({ min: 500, max: 1000 }), (listFen, a, b) => {
        const [deeper, shallower] = a <= b ? [a, b] : [b, a];
        expect(discountedFen(listFen, deeper)).toBeLessThanOrEqual(discountedFen(listFen, shallower));
      }),
    );
  });

  it.each([
    { listFen: -1, permille: 900 },
    { listFen: 1.5, permille: 900 },
    { listFen: 100, permille: 499 },
    { listFen: 100, permille: 1001 },
    { listFen: 100, permille: 90.5 },
  ])("refuses $listFen fen at $permille‰", ({ listFen, permille }) => {
    expect(() => discountedFen(listFen, permille)).toThrow(RangeError);
  });
});

describe("discountLabel", () => {
  it.each([
    { permille: 900, label: "9折" },
    { permille: 950, label: "9.5折" },
    { permille: 850, label: "8.5折" },
    { permille: 500, label: "5折" },
    { permille: 1000, label: null },
  ])("$permille‰ reads $label", ({ permille, label }) => {
    expect(discountLabel(permille)).toBe(label);
  });

  it("reads only discounts", () => {
    expect(isDiscountPermille(900)).toBe(true);
    expect(isDiscountPermille(0)).toBe(false);
    expect(() => discountLabel(1200)).toThrow(RangeError);
  });
});
