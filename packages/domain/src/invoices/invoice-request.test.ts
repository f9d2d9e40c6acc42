import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from "../validation/credit-code.validator.ts";
import { type InvoiceFields, invoiceRefusal, validateInvoiceFields } from "./invoice-request.ts";

// 吉林宏远's code with its right check character (the seed's own ends in N, which the rule refuses).
const GOOD_TAX_NO = "91220101MA14XKQ355";
const normal: InvoiceFields = { kind: "normal", title: "吉林宏远建设工程有限公司", taxNo: GOOD_TAX_NO };
const special: InvoiceFields = {
  ...normal,
  kind: "special",
  bankName: "中国建设银行长春南关支行",
  bankAccount: "2205 0161 6300 0000 1234",
  address: "吉林省长春市南关区人民大街1号",
  phone: "0431-88886666",
};

describe("validateInvoiceFields", () => {
  it.each([
    { name: "普通 with title and tax number", input: normal, field: null },
    { name: "专用 with every field", input: special, field: null },
    { name: "title too short", input: { ...normal, title: " 吉 " }, field: "title" },
    { name: "tax number missing", input: { ...normal, taxNo: "  " }, field: "taxNo" },
    { name: "tax number of 15 characters (old style)", input: { ...normal, taxNo: "220101123456789" }, field: "taxNo" },
    { name: "tax number with a wrong check character", input: { ...normal, taxNo: "91220101MA14XKQ35N" }, field: "taxNo" },
    { name: "专用 without bank", input: { ...special, bankName: "" }, field: "bankName" },
    { name: "专用 with letters in the account", input: { ...special, bankAccount: "6222ABC" }, field: "bankAccount" },
    { name: "专用 without address", input: { ...special, address: "长春" }, field: "address" },
    { name: "专用 with a bad phone", input: { ...special, phone: "12345" }, field: "phone" },
    { name: "普通 ignores the 专用 fields", input: { ...normal, phone: "x" }, field: null },
  ])("$name → $field", ({ input, field }) => {
    const result = validateInvoiceFields(input);
    if (field === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, field });
  });

  it("says exactly why a tax number's check character is wrong", () => {
    expect(validateInvoiceFields({ ...normal, taxNo: "91220101MA14XKQ35N" })).toMatchObject({ message: "纳税人识别号校验码不正确，请核对后重新输入" });
  });

  it("normalises: trimmed title, upper-case tax number, account without spaces; 普通 keeps no bank fields", () => {
    expect(validateInvoiceFields({ ...special, title: " 吉林宏远 ", taxNo: GOOD_TAX_NO.toLowerCase() })).toMatchObject({
      ok: true,
      value: { title: "吉林宏远", taxNo: GOOD_TAX_NO, bankAccount: "22050161630000001234" },
    });
    expect(validateInvoiceFields({ ...normal, bankName: "某银行" })).toEqual({ ok: true, value: normal });
  });
});

describe("invoiceRefusal", () => {
  it.each([
    { state: "paid", invoiced: false, refused: false },
    { state: "in_service", invoiced: false, refused: false },
    { state: "completed", invoiced: false, refused: false },
    { state: "refund_rejected", invoiced: false, refused: false },
    { state: "awaiting_acceptance", invoiced: false, refused: false },
    { state: "after_sale", invoiced: false, refused: false },
    { state: "completed", invoiced: true, refused: true },
    { state: "refunded", invoiced: false, refused: true },
    { state: "refunding", invoiced: false, refused: true },
    { state: "pending_payment", invoiced: false, refused: true },
    { state: "cancelled", invoiced: false, refused: true },
  ])("$state, invoiced $invoiced → refused $refused", ({ state, invoiced, refused }) => {
    expect(invoiceRefusal(state, invoiced) !== null).toBe(refused);
  });
  it("names the reasons the member reads", () => {
    expect(invoiceRefusal("paid", true)).toBe("该订单已申请过发票，每个订单只能开具一张发票");
    expect(invoiceRefusal("refunded", false)).toBe("已退款的订单不能开具发票");
  });
});

const body17 = fc
  .tuple(
    fc.constantFrom("91", "92", "93", "11", "51"),
    fc.stringMatching(/^\d{6}$/),
    fc.array(fc.constantFrom(...CREDIT_CODE_CHARSET), { minLength: 9, maxLength: 9 }),
  )
  .map(([head, region, rest]) => `${head}${region}${rest.join("")}`);

describe("properties", () => {
  it("every code with its check character is accepted; every other last character is refused", () => {
    fc.assert(
      fc.property(body17, fc.constantFrom(...CREDIT_CODE_CHARSET), (body, last) => {
        const right = creditCodeCheckChar(body);
        const result = validateInvoiceFields({ ...normal, taxNo: body + last });
        expect(result.ok).toBe(last === right);
      }),
    );
  });
  it("a 专用 request is accepted only when the 普通 one with the same title and number is", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 20 }), (title, taxNo) => {
        const asSpecial = validateInvoiceFields({ ...special, title, taxNo });
        if (asSpecial.ok) expect(validateInvoiceFields({ ...normal, title, taxNo }).ok).toBe(true);
      }),
    );
  });
});
