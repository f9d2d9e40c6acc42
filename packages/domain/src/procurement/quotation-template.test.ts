import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fenToYuanText } from "../money/decimal-input.ts";
import { VAT_RATES } from "./quotation-math.ts";
import { QUOTATION_TEMPLATE_MESSAGES as M, type QuotationTemplateCells, readQuotationTemplate } from "./quotation-template.ts";

const target = { sheetNo: "XJ202611300001", round: 1, lineNos: [1, 2, 3], partialAllowed: false };
const header = { 询价单号: "XJ202611300001", 轮次: "1" };

type Filled = Partial<Record<"序号" | "含税单价（元）" | "税率（%）" | "品牌/产地" | "交期（天）" | "备注（偏离说明）", string>>;

/** A template whose rows start at workbook row 9, as the services write it. */
const cells = (rows: Filled[], head: Record<string, string> = header): QuotationTemplateCells => ({
  header: head,
  rows: rows.map((row, i) => ({ rowNumber: 9 + i, cells: row })),
});

const priced = (lineNo: number, price: string, extra: Filled = {}): Filled => ({ 序号: String(lineNo), "含税单价（元）": price, ...extra });

describe("readQuotationTemplate", () => {
  it("reads every line's price, tax rate, brand, 交期 and note", () => {
    const read = readQuotationTemplate(
      cells([
        priced(1, "4150.5", { "税率（%）": "13", "品牌/产地": "鞍钢", "交期（天）": "7" }),
        priced(2, "480", { "税率（%）": "3%", "备注（偏离说明）": "含泵送" }),
        priced(3, "1,200.00", { "税率（%）": "0.09" }),
      ]),
      target,
    );
    expect(read).toEqual({
      ok: true,
      value: {
        quotes: [
          { lineNo: 1, unitPriceFen: 415_050, taxRate: 13, brand: "鞍钢", deliveryDays: 7, deviationNote: "" },
          { lineNo: 2, unitPriceFen: 48_000, taxRate: 3, brand: "", deliveryDays: null, deviationNote: "含泵送" },
          { lineNo: 3, unitPriceFen: 120_000, taxRate: 9, brand: "", deliveryDays: null, deviationNote: "" },
        ],
        problems: [],
      },
    });
  });

  it.each([
    ["a zero price", priced(2, "0"), M.row(10, M.price)],
    ["a negative price", priced(2, "-3"), M.row(10, M.price)],
    ["a price in words", priced(2, "四百八"), M.row(10, M.price)],
    ["three decimals", priced(2, "480.001"), M.row(10, M.price)],
    ["a tax rate not on invoices", priced(2, "480", { "税率（%）": "10" }), M.row(10, M.taxRate)],
    ["a 交期 in words", priced(2, "480", { "交期（天）": "一周" }), M.row(10, M.deliveryDays)],
    ["a 交期 of ten years", priced(2, "480", { "交期（天）": "3651" }), M.row(10, M.deliveryDays)],
    ["a long brand", priced(2, "480", { "品牌/产地": "鞍".repeat(101) }), M.row(10, M.brand)],
    ["a long note", priced(2, "480", { "备注（偏离说明）": "注".repeat(201) }), M.row(10, M.deviationNote)],
    ["a line of another round", priced(7, "480"), M.foreignLine(10)],
    ["a row without 序号", { "含税单价（元）": "480" }, M.foreignLine(10)],
    ["a repeated line", priced(1, "480"), M.row(10, M.repeatedLine(1))],
  ])("names the row of %s and keeps the good rows", (_name, bad, problem) => {
    const read = readQuotationTemplate(cells([priced(1, "4000"), bad, priced(3, "100")]), { ...target, partialAllowed: true });
    expect(read.ok && read.value.quotes.map((q) => q.lineNo)).toEqual([1, 3]);
    expect(read.ok && read.value.problems).toEqual([problem]);
  });

  it("names every problem of a row at once", () => {
    const read = readQuotationTemplate(cells([priced(1, "0", { "税率（%）": "7", "交期（天）": "-1" })]), { ...target, lineNos: [1] });
    expect(read.ok && read.value.problems).toEqual([M.row(9, [M.price, M.taxRate, M.deliveryDays].join("；"))]);
  });

  it("asks for every line's price unless the sheet allows a partial quotation", () => {
    const rows = cells([priced(1, "4000"), { 序号: "2" }, priced(3, "abc")]);
    expect(readQuotationTemplate(rows, target)).toMatchObject({ ok: true, value: { problems: [M.row(11, M.price), M.missingPrice(2)] } });
    expect(readQuotationTemplate(rows, { ...target, partialAllowed: true })).toMatchObject({ ok: true, value: { problems: [M.row(11, M.price)] } });
  });

  it("skips blank rows and the given columns of a row without a price", () => {
    const read = readQuotationTemplate(cells([priced(1, "1"), {}, { 序号: "" }, priced(2, "2"), priced(3, "3")]), target);
    expect(read).toMatchObject({ ok: true, value: { problems: [] } });
  });

  it.each([
    ["no template at all", null, M.notTemplate],
    ["no 询价单号", cells([priced(1, "1")], { 轮次: "1" }), M.notTemplate],
    ["another sheet's template", cells([priced(1, "1")], { 询价单号: "XJ202611290007", 轮次: "1" }), M.otherSheet("XJ202611290007")],
    ["a round that is not a number", cells([priced(1, "1")], { 询价单号: "XJ202611300001", 轮次: "末轮" }), M.notTemplate],
    ["nothing priced", cells([{ 序号: "1" }, { 序号: "2" }]), M.noPrice],
  ])("refuses %s whole", (_name, file, message) => {
    expect(readQuotationTemplate(file, { ...target, partialAllowed: true })).toMatchObject({ ok: false, message });
  });

  it("refuses a first round's template in the second round, and takes the second round's", () => {
    const rows = [priced(1, "1"), priced(2, "2"), priced(3, "3")];
    const second = { ...target, round: 2 };
    expect(readQuotationTemplate(cells(rows), second)).toEqual({ ok: false, code: "template.other-round", message: M.otherRound(1, 2) });
    expect(M.otherRound(1, 2)).toBe("这是第1轮的报价模板，本询价单现为第2轮报价，请下载本轮模板后填写");
    expect(readQuotationTemplate(cells(rows, { ...header, 轮次: "第2轮" }), second).ok).toBe(true);
  });

  it("reads back every amount the form writes, to the fen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (fen) => {
        const read = readQuotationTemplate(cells([priced(1, fenToYuanText(fen))]), { ...target, lineNos: [1] });
        expect(read.ok && read.value.quotes[0]?.unitPriceFen).toBe(fen);
      }),
    );
  });

  it("takes exactly the invoice tax rates, as numbers or percentages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.boolean(), (rate, asFraction) => {
        const text = asFraction && rate > 0 && rate < 100 ? String(rate / 100) : `${rate}%`;
        const read = readQuotationTemplate(cells([priced(1, "1", { "税率（%）": text })]), { ...target, lineNos: [1] });
        const known = (VAT_RATES as readonly number[]).includes(rate);
        expect(read.ok && read.value.quotes.length).toBe(known ? 1 : 0);
        if (known) expect(read.ok && read.value.quotes[0]?.taxRate).toBe(rate);
      }),
    );
  });
});
