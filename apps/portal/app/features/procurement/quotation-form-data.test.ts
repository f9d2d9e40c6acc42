import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quotationFromForm, typedQuotation } from "./quotation-form-data.ts";

const TERMS = { validUntil: "2027-01-31", pledge: "on", acceptPaymentTerms: "on" };

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

const line = (i: number, fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [`lines[${i}].${name}`, value]));

describe("quotationFromForm", () => {
  it("reads prices exactly, a deviation from its note, and skips unpriced lines", () => {
    const answer = quotationFromForm(
      formOf({
        ...line(0, { lineNo: "1", unitPrice: "4,100.5", taxRate: "13", brand: "鞍钢", deviationNote: "交期延后3天", deliveryDays: "7" }),
        ...line(1, { lineNo: "2", unitPrice: "", taxRate: "13" }),
        freight: "200",
        remark: "含卸车",
        ...TERMS,
      }),
      9,
    );
    expect(answer).toEqual({
      ok: true,
      data: {
        id: 9,
        lines: [{ lineNo: 1, unitPriceFen: 410_050, taxRate: 13, brand: "鞍钢", deviation: true, deviationNote: "交期延后3天", deliveryDays: 7 }],
        freightFen: 20_000,
        validUntil: "2027-01-31",
        acceptPaymentTerms: true,
        remark: "含卸车",
        fileIds: [],
        pledge: true,
      },
    });
  });

  it.each([
    [{ ...line(0, { lineNo: "1", unitPrice: "abc" }) }, "第1行：含税单价应为大于0的金额，最多两位小数"],
    [{ ...line(0, { lineNo: "3", unitPrice: "0" }) }, "第3行：含税单价应为大于0的金额，最多两位小数"],
    [{}, "请至少为一行物料报价"],
    [{ ...line(0, { lineNo: "1", unitPrice: "1" }), freight: "免运费" }, "运费（元）应为金额，最多两位小数"],
    [{ ...line(0, { lineNo: "1", unitPrice: "abc" }), freight: "x" }, "第1行：含税单价应为大于0的金额，最多两位小数；运费（元）应为金额，最多两位小数"],
  ])("refuses %o with the page's own message", (fields, msg) => {
    expect(quotationFromForm(formOf({ ...fields, ...TERMS }), 9)).toEqual({ ok: false, msg });
  });

  it("answers the contract's message for what it refuses: an unticked pledge, a rate off the VAT list", () => {
    const priced = line(0, { lineNo: "1", unitPrice: "10", taxRate: "13" });
    expect(quotationFromForm(formOf({ ...priced, validUntil: "2027-01-31" }), 9)).toEqual({ ok: false, msg: "请阅读并勾选报价承诺书" });
    expect(quotationFromForm(formOf({ ...priced, ...TERMS, "lines[0].taxRate": "7" }), 9)).toEqual({ ok: false, msg: "税率不正确" });
  });

  it("reads an unticked payment-terms box as not accepted (not the contract's default)", () => {
    const answer = quotationFromForm(formOf({ ...line(0, { lineNo: "1", unitPrice: "10", taxRate: "13" }), validUntil: "2027-01-31", pledge: "on" }), 9);
    expect(answer.ok && answer.data.acceptPaymentTerms).toBe(false);
  });

  it("never throws and keeps tax rates to the VAT list", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (price, tax) => {
        const answer = quotationFromForm(formOf({ ...line(0, { lineNo: "1", unitPrice: price, taxRate: tax }), ...TERMS }), 9);
        for (const quoted of answer.ok ? answer.data.lines : []) expect([0, 1, 3, 5, 6, 9, 13]).toContain(quoted.taxRate);
      }),
    );
  });
});

describe("typedQuotation", () => {
  it("keeps every field as typed, to show again after a template import", () => {
    const typed = typedQuotation(
      formOf({
        ...line(0, { lineNo: "1", unitPrice: " 4100 ", taxRate: "13", brand: "鞍钢", deliveryDays: "7", deviationNote: "" }),
        ...line(1, { lineNo: "x", unitPrice: "1" }),
        freight: "200",
        validUntil: "2027-01-31",
        remark: "含卸车",
      }),
    );
    expect(typed).toEqual({
      lines: [{ lineNo: 1, unitPrice: "4100", taxRate: "13", brand: "鞍钢", deliveryDays: "7", deviationNote: "" }],
      freight: "200",
      validUntil: "2027-01-31",
      remark: "含卸车",
      acceptPaymentTerms: false,
    });
  });
});
