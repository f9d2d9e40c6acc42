import { QUOTATION_TEMPLATE } from "@cidp/domain";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { QuoteFormValues } from "./quotation-form-data.ts";
import { importQuoteTemplate } from "./quote-template-import.server.ts";
import type { SupplierSheet } from "./sheet-loaders.server.ts";

const sheet = {
  id: 5,
  sheetNo: "XJ20261130819BWW",
  round: 1,
  header: { partialAllowed: false },
  lines: [
    { lineNo: 1, name: "HRB400E 螺纹钢", spec: "Φ20", brand: "", unit: "吨", quantityMilli: 100_000, remark: "" },
    { lineNo: 2, name: "商品混凝土", spec: "C30", brand: "", unit: "立方米", quantityMilli: 600_000, remark: "" },
  ],
} as unknown as SupplierSheet;

const blankLine = (lineNo: number) => ({ lineNo, unitPrice: "", taxRate: "13", brand: "", deliveryDays: "", deviationNote: "" });
const typed: QuoteFormValues = {
  lines: [blankLine(1), { ...blankLine(2), unitPrice: "470", brand: "亚泰" }],
  freight: "200",
  validUntil: "2027-01-31",
  remark: "含卸车",
  acceptPaymentTerms: false,
};

/** A template laid out as the services write it: the header block, a blank row, the heads in row 8, then the priced rows. */
async function template(rows: unknown[][], header: Record<string, unknown> = { 询价单号: sheet.sheetNo, 轮次: 1 }): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(QUOTATION_TEMPLATE.worksheet);
  Object.entries({ ...header, 标题: "长春新区安置房项目钢筋与混凝土采购" }).forEach(([label, value], i) => {
    ws.getRow(i + 1).values = [label, value as ExcelJS.CellValue];
  });
  ws.getRow(8).values = [...QUOTATION_TEMPLATE.givenColumns, ...QUOTATION_TEMPLATE.filledColumns];
  rows.forEach((row, i) => {
    ws.getRow(9 + i).values = row as ExcelJS.CellValue[];
  });
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

const given = (lineNo: number) => [lineNo, "物料", "", "", "吨", 1];

describe("importQuoteTemplate", () => {
  it("fills the form's prices, rates and notes from the template and keeps everything else as typed", async () => {
    const answer = await importQuoteTemplate(
      await template([
        [...given(1), 4150.5, 13, "鞍钢", 7],
        [...given(2), { formula: "400+80", result: 480 }, "3%", null, null, "含泵送"],
      ]),
      sheet,
      typed,
    );
    expect(answer).toEqual({
      ok: true,
      msg: "已从报价模板填入2项物料的报价，请核对后提交",
      problems: [],
      filled: {
        ...typed,
        lines: [
          { lineNo: 1, unitPrice: "4150.50", taxRate: "13", brand: "鞍钢", deliveryDays: "7", deviationNote: "" },
          { lineNo: 2, unitPrice: "480.00", taxRate: "3", brand: "", deliveryDays: "", deviationNote: "含泵送" },
        ],
      },
    });
  });

  it("reads a price Excel holds as a binary fraction to the fen", async () => {
    const answer = await importQuoteTemplate(
      await template([
        [...given(1), 0.1 + 0.2],
        [...given(2), 1],
      ]),
      sheet,
      typed,
    );
    expect(answer.ok && answer.filled.lines[0]?.unitPrice).toBe("0.30");
  });

  it("names the bad rows by their row in the workbook and leaves their lines as typed", async () => {
    const answer = await importQuoteTemplate(
      await template([
        [...given(1), 4000],
        [...given(2), -5],
        [...given(7), 10],
      ]),
      sheet,
      typed,
    );
    expect(answer).toMatchObject({
      ok: true,
      problems: ["Excel第10行：含税单价须为大于0的数字，最多两位小数", "Excel第11行不是本轮的物料，请使用本轮下载的模板"],
    });
    expect(answer.ok && answer.filled.lines.map((line) => line.unitPrice)).toEqual(["4000.00", "470"]);
  });

  it("asks for a line left without a price when the sheet wants every line", async () => {
    const answer = await importQuoteTemplate(await template([[...given(1), 4000], given(2)]), sheet, typed);
    expect(answer).toMatchObject({ ok: true, problems: ["缺少第2项物料的单价"] });
  });

  it.each([
    ["no file", async () => new ArrayBuffer(0), "请选择填好的报价模板（.xlsx）"],
    ["a CSV", async () => new TextEncoder().encode("序号,含税单价（元）\n1,4000").buffer as ArrayBuffer, "请上传从本页下载的报价模板（.xlsx）"],
    [
      "a BOM workbook",
      async () => {
        const book = new ExcelJS.Workbook();
        book.addWorksheet("物料清单").addRow(["序号", "名称", "单位", "数量"]);
        return (await book.xlsx.writeBuffer()) as ArrayBuffer;
      },
      "请上传从本页下载的报价模板（.xlsx）",
    ],
    [
      "a template of a round not yet started",
      () => template([[...given(1), 1]], { 询价单号: sheet.sheetNo, 轮次: 2 }),
      "这是第2轮的报价模板，本询价单现为第1轮报价，请下载本轮模板后填写",
    ],
    [
      "another sheet's template",
      () => template([[...given(1), 1]], { 询价单号: "XJ2026112900007", 轮次: 1 }),
      "这是询价单XJ2026112900007的报价模板，请上传从本页下载的报价模板（.xlsx）",
    ],
  ])("refuses %s whole, the form untouched", async (_name, bytes, msg) => {
    expect(await importQuoteTemplate(await bytes(), sheet, typed)).toEqual({ ok: false, msg });
  });

  it("refuses a template of the first round in the second", async () => {
    const answer = await importQuoteTemplate(await template([[...given(1), 1]]), { ...sheet, round: 2 }, typed);
    expect(answer).toEqual({ ok: false, msg: "这是第1轮的报价模板，本询价单现为第2轮报价，请下载本轮模板后填写" });
  });
});
