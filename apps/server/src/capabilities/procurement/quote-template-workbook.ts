import { fenToYuanText, formatQuantity, QUOTATION_TEMPLATE, VAT_RATES } from "@cidp/domain";
import type { DataValidation } from "exceljs";

/** A line the round asks the supplier to price (what a supplier may see of it: no 控制价, no 信息价). */
interface TemplateLine {
  lineNo: number;
  name: string;
  spec: string;
  brand: string;
  unit: string;
  quantityMilli: number;
}

/** The supplier's latest offer of a line, written in so that a revision starts from it. */
interface TemplateOffer {
  lineNo: number;
  unitPriceFen: number;
  taxRate: number;
  brand: string;
  deliveryDays: number;
  deviationNote: string;
}

interface TemplateFacts {
  sheetNo: string;
  title: string;
  round: number;
  deadline: string;
  supplierName: string;
  lines: readonly TemplateLine[];
  offers: readonly TemplateOffer[];
}

const { labels, givenColumns, filledColumns, limits } = QUOTATION_TEMPLATE;
/** The column heads' row: under the header block and a blank row. */
const HEAD_ROW = 8;

/**
 * The round's 报价模板: a header block naming the sheet, the round, its deadline and the supplier
 * (read back to refuse another sheet's or round's template), then one row per line. Everything is
 * locked but the five columns the supplier fills, which carry Excel's own checks (a positive price,
 * a rate from the invoice rates, whole days, lengths); the portal checks them again on import.
 */
export async function quoteTemplateWorkbook(facts: TemplateFacts): Promise<Buffer> {
  // Loaded on the first download, not at start (as lines-workbook.ts).
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  book.creator = "建筑产业互联网平台";
  book.title = `报价模板-${facts.sheetNo}-第${facts.round}轮`;
  const sheet = book.addWorksheet(QUOTATION_TEMPLATE.worksheet, { views: [{ state: "frozen", ySplit: HEAD_ROW }] });
  const block: [string, string | number][] = [
    [labels.sheetNo, facts.sheetNo],
    [labels.title, facts.title],
    [labels.round, facts.round],
    [labels.deadline, facts.deadline],
    [labels.supplier, facts.supplierName],
    [labels.help, QUOTATION_TEMPLATE.help],
  ];
  block.forEach(([label, value], i) => {
    const row = sheet.getRow(i + 1);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
    sheet.mergeCells(i + 1, 2, i + 1, givenColumns.length + filledColumns.length);
  });
  sheet.getCell(3, 2).numFmt = '"第"0"轮"';
  sheet.getCell(3, 2).alignment = { horizontal: "left" };
  const head = sheet.getRow(HEAD_ROW);
  head.values = [...givenColumns, ...filledColumns];
  head.font = { bold: true };

  const first = givenColumns.length + 1;
  facts.lines.forEach((line, i) => {
    const offer = facts.offers.find((o) => o.lineNo === line.lineNo);
    const row = sheet.getRow(HEAD_ROW + 1 + i);
    row.values = [
      line.lineNo,
      line.name,
      line.spec,
      line.brand,
      line.unit,
      Number(formatQuantity(line.quantityMilli)),
      offer ? Number(fenToYuanText(offer.unitPriceFen)) : null,
      offer ? offer.taxRate : 13,
      offer?.brand || null,
      offer?.deliveryDays || null,
      offer?.deviationNote || null,
    ];
    const checks: (Omit<DataValidation, "error"> & { error: string })[] = [
      { type: "decimal", operator: "greaterThan", formulae: [0], error: "含税单价须为大于0的数字，最多两位小数" },
      { type: "list", formulae: [`"${VAT_RATES.join(",")}"`], error: `税率须为${VAT_RATES.join("、")}之一` },
      { type: "textLength", operator: "lessThanOrEqual", formulae: [limits.brand], error: `品牌/产地不超过${limits.brand}字` },
      { type: "whole", operator: "between", formulae: [0, limits.deliveryDays], error: `交期须为0至${limits.deliveryDays}的整数（天）` },
      { type: "textLength", operator: "lessThanOrEqual", formulae: [limits.deviationNote], error: `备注不超过${limits.deviationNote}字` },
    ];
    checks.forEach((check, j) => {
      const cell = row.getCell(first + j);
      cell.protection = { locked: false };
      cell.dataValidation = { ...check, allowBlank: true, showErrorMessage: true, errorTitle: "报价模板" };
    });
    row.getCell(first).numFmt = "0.00";
  });
  sheet.columns.forEach((column, i) => {
    column.width = [12, 24, 18, 14, 8, 10, 14, 10, 16, 10, 24][i] ?? 12;
  });
  // Locks the given cells against a slip of the hand; without a password, as it guards no secret.
  await sheet.protect("", { selectLockedCells: true, selectUnlockedCells: true, formatColumns: true, formatRows: true });
  return Buffer.from(await book.xlsx.writeBuffer());
}
