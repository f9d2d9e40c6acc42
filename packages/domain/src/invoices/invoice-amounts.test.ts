import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceAmounts, SERVICE_VAT_RATE } from "./invoice-amounts.ts";

describe("invoiceAmounts", () => {
  it.each([
    // total, amount, tax, capitals
    [1_280_000, 1_207_547, 72_453, "壹万贰仟捌佰元整"],
    [10_600, 10_000, 600, "壹佰零陆元整"],
    [100, 94, 6, "壹元整"],
    [1, 1, 0, "壹分"],
    [0, 0, 0, "零元整"],
    [29_900, 28_208, 1_692, "贰佰玖拾玖元整"],
  ])("%i fen → 金额 %i, 税额 %i, %s", (total, amount, tax, capitals) => {
    expect(invoiceAmounts(total)).toEqual({ amountFen: amount, taxRate: SERVICE_VAT_RATE, taxFen: tax, totalFen: total, totalInCapitals: capitals });
  });

  it("takes another rate where a line carries one", () => {
    expect(invoiceAmounts(11_300, 13)).toMatchObject({ amountFen: 10_000, taxFen: 1_300 });
  });

  it("refuses a negative or fractional total", () => {
    expect(() => invoiceAmounts(-1)).toThrow(RangeError);
    expect(() => invoiceAmounts(1.5)).toThrow(RangeError);
  });

  it("金额 + 税额 is always the total, and the tax is the total's share at the rate to within half a fen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.constantFrom(0, 1, 3, 5, 6, 9, 13), (total, rate) => {
        const { amountFen, taxFen } = invoiceAmounts(total, rate);
        expect(amountFen + taxFen).toBe(total);
        expect(Math.abs(taxFen - (total * rate) / (100 + rate))).toBeLessThanOrEqual(0.5 + 1e-3);
        expect(amountFen).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
