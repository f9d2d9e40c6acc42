import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineAmountFen, quotationTotals, raisedLines, taxInsideFen, VAT_RATES } from "./quotation-math.ts";

describe("lineAmountFen", () => {
  it.each([
    [415_000, 12_500, 5_187_500], // 螺纹钢 ¥4,150.00/吨 × 12.5 吨
    [1, 500, 1], // half a fen rounds up
    [1, 499, 0],
    [33, 333, 11], // 0.33 × 0.333 = 10.989 fen
    [999_999_999, 1_000_000, 999_999_999_000], // beyond 2^53 in the middle of the sum
  ])("%i fen × %i/1000 → %i fen", (unit, quantity, amount) => {
    expect(lineAmountFen(unit, quantity)).toBe(amount);
  });

  it("is exact: within half a fen of the true product", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (unit, quantity) => {
        const exact = BigInt(unit) * BigInt(quantity);
        const amount = BigInt(lineAmountFen(unit, quantity));
        const diff = amount * 1000n - exact;
        expect(diff >= -500n && diff <= 500n).toBe(true);
      }),
    );
  });
});

describe("taxInsideFen", () => {
  it.each([
    [11_300, 13, 1_300],
    [10_900, 9, 900],
    [10_000, 0, 0],
    [100, 13, 12], // 11.5 rounds up
  ])("%i fen at %i%% holds %i fen tax", (amount, rate, tax) => {
    expect(taxInsideFen(amount, rate)).toBe(tax);
  });

  it("never exceeds the amount and grows with the rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        let previous = -1;
        for (const rate of VAT_RATES) {
          const tax = taxInsideFen(amount, rate);
          expect(tax).toBeLessThanOrEqual(amount);
          expect(tax).toBeGreaterThanOrEqual(previous);
          previous = tax;
        }
      }),
    );
  });
});

describe("quotationTotals", () => {
  it("adds the lines and the freight", () => {
    const totals = quotationTotals(
      [
        { lineNo: 1, unitPriceFen: 415_000, quantityMilli: 12_500, taxRate: 13 },
        { lineNo: 2, unitPriceFen: 48_000, quantityMilli: 600_000, taxRate: 13 },
      ],
      150_000,
    );
    expect(totals).toEqual({ goodsFen: 5_187_500 + 28_800_000, taxFen: 596_792 + 3_313_274, freightFen: 150_000, totalFen: 34_137_500 });
  });
});

describe("raisedLines", () => {
  it("names the lines above the previous round, ignoring new lines", () => {
    const previous = new Map([
      [1, 415_000],
      [2, 48_000],
    ]);
    expect(
      raisedLines(previous, [
        { lineNo: 1, unitPriceFen: 415_001 },
        { lineNo: 2, unitPriceFen: 47_000 },
        { lineNo: 3, unitPriceFen: 99 },
      ]),
    ).toEqual([1]);
  });

  it("finds nothing when no price went up", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e9 }), { maxLength: 20 }), fc.nat(1e6), (prices, cut) => {
        const previous = new Map(prices.map((price, i) => [i + 1, price]));
        const next = prices.map((price, i) => ({ lineNo: i + 1, unitPriceFen: Math.max(0, price - cut) }));
        expect(raisedLines(previous, next)).toEqual([]);
      }),
    );
  });
});
