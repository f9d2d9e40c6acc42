import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quotedLinesFromForm } from "./quotation-form-data.ts";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

describe("quotedLinesFromForm", () => {
  it("reads prices exactly, a deviation from its note, and skips unpriced lines", () => {
    const { lines, errors } = quotedLinesFromForm(
      formOf({ "price-1": "4,100.5", "tax-1": "13", "brand-1": "鞍钢", "deviation-1": "交期延后3天", "days-1": "7", "price-2": "" }),
      [1, 2],
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([{ lineNo: 1, unitPriceFen: 410_050, taxRate: 13, brand: "鞍钢", deviation: true, deviationNote: "交期延后3天", deliveryDays: 7 }]);
  });

  it.each([
    [{ "price-1": "abc" }, ["第1行：含税单价应为大于0的金额，最多两位小数"]],
    [{ "price-1": "0" }, ["第1行：含税单价应为大于0的金额，最多两位小数"]],
    [{}, ["请至少为一行物料报价"]],
  ])("refuses %o", (fields, errors) => {
    expect(quotedLinesFromForm(formOf(fields), [1]).errors).toEqual(errors);
  });

  it("never throws and keeps tax rates to the VAT list", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (price, tax) => {
        const { lines } = quotedLinesFromForm(formOf({ "price-1": price, "tax-1": tax }), [1]);
        for (const line of lines) expect([0, 1, 3, 5, 6, 9, 13]).toContain(line.taxRate);
      }),
    );
  });
});
