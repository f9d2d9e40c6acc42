import { fenToYuanText, QUOTATION_TEMPLATE, type QuotationTemplateCells, readQuotationTemplate, type TemplateQuote } from "@cidp/domain";
import ExcelJS from "exceljs";
import { procurementTexts as texts } from "./procurement-texts.ts";
import type { QuoteFormValues } from "./quotation-form-data.ts";
import type { SupplierSheet } from "./sheet-loaders.server.ts";

/** The largest template read (one of 500 lines is a fraction of it). */
const TEMPLATE_MAX_BYTES = 2 * 1024 * 1024;
/** How far down the header block and the column heads are looked for. */
const HEAD_SEARCH_ROWS = 30;
const LINE_NO = QUOTATION_TEMPLATE.givenColumns[0];
const PRICE = QUOTATION_TEMPLATE.filledColumns[0];

/** A cell as the text a person typed: a number as its shortest decimal (a sum of cents rounded to them), a formula by its result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    const cents = Math.round(value * 100);
    return Math.abs(value * 100 - cents) < 1e-6 ? String(cents / 100) : String(value);
  }
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value).trim();
}

/** The template's cells: the header block by its labels in column A, the rows under the heads' row by heading; null when it has no heads. */
async function templateCells(bytes: ArrayBuffer): Promise<QuotationTemplateCells | null> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes);
  } catch {
    return null;
  }
  const sheet = book.getWorksheet(QUOTATION_TEMPLATE.worksheet) ?? book.worksheets[0];
  if (!sheet) return null;
  const header: Record<string, string> = {};
  const labels: readonly string[] = Object.values(QUOTATION_TEMPLATE.labels);
  let headRow = 0;
  const columnOf = new Map<string, number>();
  for (let rowNumber = 1; rowNumber <= Math.min(HEAD_SEARCH_ROWS, sheet.rowCount) && headRow === 0; rowNumber++) {
    const texts = (sheet.getRow(rowNumber).values as ExcelJS.CellValue[]).map(cellText);
    const label = texts[1] ?? "";
    if (labels.includes(label)) header[label] = texts[2] ?? "";
    if (texts.includes(LINE_NO) && texts.includes(PRICE)) {
      headRow = rowNumber;
      for (const heading of [...QUOTATION_TEMPLATE.givenColumns, ...QUOTATION_TEMPLATE.filledColumns]) {
        const index = texts.indexOf(heading);
        if (index > 0) columnOf.set(heading, index);
      }
    }
  }
  if (headRow === 0) return null;
  const rows: { rowNumber: number; cells: Record<string, string> }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= headRow) return;
    rows.push({ rowNumber, cells: Object.fromEntries([...columnOf].map(([heading, column]) => [heading, cellText(row.getCell(column).value)])) });
  });
  return { header, rows };
}

/** The form's line with the template's offer written over it (a blank tax rate or 交期 keeps the form's). */
function filledLine(line: QuoteFormValues["lines"][number], quote: TemplateQuote | undefined): QuoteFormValues["lines"][number] {
  if (!quote) return line;
  return {
    lineNo: line.lineNo,
    unitPrice: fenToYuanText(quote.unitPriceFen),
    taxRate: quote.taxRate === null ? line.taxRate : String(quote.taxRate),
    brand: quote.brand,
    deliveryDays: quote.deliveryDays === null ? line.deliveryDays : String(quote.deliveryDays),
    deviationNote: quote.deviationNote,
  };
}

/** What an import answers: the form to show (filled) and its row problems; or the whole file refused, the form as it was. */
export type TemplateImport = { ok: true; msg: string; filled: QuoteFormValues; problems: string[] } | { ok: false; msg: string };

/**
 * Reads a filled 报价模板 (.xlsx) into the quotation form as typed: the lines the template prices
 * replace the form's, every other field stays as typed; nothing is submitted. A file that is not
 * this sheet's template of its current round is refused whole; each bad row is named (rules:
 * `readQuotationTemplate` of @cidp/domain) and its line left as it was.
 */
export async function importQuoteTemplate(bytes: ArrayBuffer, sheet: SupplierSheet, typed: QuoteFormValues): Promise<TemplateImport> {
  if (bytes.byteLength === 0) return { ok: false, msg: texts.templateMissing };
  if (bytes.byteLength > TEMPLATE_MAX_BYTES) return { ok: false, msg: texts.templateTooLarge };
  const read = readQuotationTemplate(await templateCells(bytes), {
    sheetNo: sheet.sheetNo,
    round: sheet.round,
    lineNos: sheet.lines.map((line) => line.lineNo),
    partialAllowed: sheet.header.partialAllowed,
  });
  if (!read.ok) return { ok: false, msg: read.message };
  const { quotes, problems } = read.value;
  if (quotes.length === 0) return { ok: false, msg: `${texts.templateProblems(problems.length)}${problems.join("；")}` };
  // Every line of the round is on the form; one the form did not post starts blank.
  const lines = sheet.lines.map((line) =>
    filledLine(
      typed.lines.find((t) => t.lineNo === line.lineNo) ?? {
        lineNo: line.lineNo,
        unitPrice: "",
        taxRate: "13",
        brand: "",
        deliveryDays: "",
        deviationNote: "",
      },
      quotes.find((q) => q.lineNo === line.lineNo),
    ),
  );
  return { ok: true, msg: texts.templateImported(quotes.length), filled: { ...typed, lines }, problems };
}
