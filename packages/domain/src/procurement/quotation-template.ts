/**
 * The Excel quotation template (报价模板) of an inquiry sheet's round, both ways: the layout the
 * services write (a header block naming the sheet and the round, then one row per line the round
 * asks for) and the rules that read a filled template back into prices, every bad row named by its
 * row in the workbook. The workbook itself is read and written by the apps (exceljs); these rules
 * see only the cells' text.
 */
import { parseYuan } from "../money/decimal-input.ts";
import type { Result } from "../result.ts";
import { VAT_RATES } from "./quotation-math.ts";

/** The template's layout: its worksheet, the header block's labels (column A) and the line columns' headings. */
export const QUOTATION_TEMPLATE = {
  worksheet: "报价单",
  labels: { sheetNo: "询价单号", title: "标题", round: "轮次", deadline: "截止时间", supplier: "供应商", help: "填写说明" },
  /** Given by the sheet, locked in the template. */
  givenColumns: ["序号", "物料名称", "规格型号", "品牌要求", "单位", "数量"],
  /** Filled by the supplier. */
  filledColumns: ["含税单价（元）", "税率（%）", "品牌/产地", "交期（天）", "备注（偏离说明）"],
  help: "请只填写含税单价、税率、品牌/产地、交期与备注；不要修改序号和物料信息，不要增删行。未填单价的物料视为不报价。",
  limits: { brand: 100, deviationNote: 200, deliveryDays: 3650 },
} as const;

const LINE_NO = QUOTATION_TEMPLATE.givenColumns[0];
const [PRICE, TAX, BRAND, DAYS, NOTE] = QUOTATION_TEMPLATE.filledColumns;

/** A filled template's cells as text: the header block by label, and each row under the headings by heading. */
export interface QuotationTemplateCells {
  readonly header: Readonly<Record<string, string>>;
  readonly rows: readonly { readonly rowNumber: number; readonly cells: Readonly<Record<string, string>> }[];
}

/** What the template must belong to: the sheet, its current round and the lines the round asks for. */
export interface QuotationTemplateTarget {
  readonly sheetNo: string;
  readonly round: number;
  readonly lineNos: readonly number[];
  readonly partialAllowed: boolean;
}

/** One line's offer read from the template; a tax rate or 交期 left blank is null (the form keeps its own). */
export interface TemplateQuote {
  readonly lineNo: number;
  readonly unitPriceFen: number;
  readonly taxRate: number | null;
  readonly brand: string;
  readonly deliveryDays: number | null;
  readonly deviationNote: string;
}

/** The offers read, and every problem of a row or a missing line (in row order, then line order). */
export interface TemplateReading {
  readonly quotes: TemplateQuote[];
  readonly problems: string[];
}

/** Why a whole file is refused (nothing is read from it). */
export interface TemplateRefusal {
  readonly code: "template.not-template" | "template.other-sheet" | "template.other-round" | "template.no-price";
  readonly message: string;
}

/** The texts of the template's refusals and row problems. */
export const QUOTATION_TEMPLATE_MESSAGES = {
  notTemplate: "请上传从本页下载的报价模板（.xlsx）",
  otherSheet: (sheetNo: string) => `这是询价单${sheetNo}的报价模板，请上传从本页下载的报价模板（.xlsx）`,
  otherRound: (found: number, round: number) => `这是第${found}轮的报价模板，本询价单现为第${round}轮报价，请下载本轮模板后填写`,
  noPrice: "模板中没有填写任何含税单价",
  row: (rowNumber: number, problem: string) => `Excel第${rowNumber}行：${problem}`,
  foreignLine: (rowNumber: number) => `Excel第${rowNumber}行不是本轮的物料，请使用本轮下载的模板`,
  repeatedLine: (lineNo: number) => `序号${lineNo}重复`,
  price: "含税单价须为大于0的数字，最多两位小数",
  taxRate: `税率须为${VAT_RATES.join("、")}之一（%）`,
  deliveryDays: `交期须为0至${QUOTATION_TEMPLATE.limits.deliveryDays}的整数（天）`,
  brand: `品牌/产地不超过${QUOTATION_TEMPLATE.limits.brand}字`,
  deviationNote: `备注不超过${QUOTATION_TEMPLATE.limits.deviationNote}字`,
  missingPrice: (lineNo: number) => `缺少第${lineNo}项物料的单价`,
} as const;

const M = QUOTATION_TEMPLATE_MESSAGES;

/** "2", "第2轮" → 2; null otherwise. */
function roundOf(text: string): number | null {
  const match = /^第?\s*(\d{1,3})\s*轮?$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** "13", "13%", or 0.13 from a cell formatted as a percentage; null when blank, NaN when not a rate. */
function taxRateOf(text: string): number | null {
  const trimmed = text.trim().replace(/[%％]$/, "");
  if (trimmed === "") return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  const percent = value > 0 && value < 1 ? Math.round(value * 10_000) / 100 : value;
  return (VAT_RATES as readonly number[]).includes(percent) ? percent : Number.NaN;
}

/** Whole days 0 … the limit; null when blank, NaN when not. */
function daysOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return value <= QUOTATION_TEMPLATE.limits.deliveryDays ? value : Number.NaN;
}

/** One row's offer, or the row's problems. */
function readRow(cells: Readonly<Record<string, string>>, lineNo: number): { quote: TemplateQuote | null; problems: string[] } {
  const text = (heading: string) => (cells[heading] ?? "").trim();
  const problems: string[] = [];
  const unitPriceFen = parseYuan(text(PRICE));
  if (unitPriceFen === null || unitPriceFen === 0) problems.push(M.price);
  const taxRate = taxRateOf(text(TAX));
  if (Number.isNaN(taxRate)) problems.push(M.taxRate);
  const deliveryDays = daysOf(text(DAYS));
  if (Number.isNaN(deliveryDays)) problems.push(M.deliveryDays);
  if (text(BRAND).length > QUOTATION_TEMPLATE.limits.brand) problems.push(M.brand);
  if (text(NOTE).length > QUOTATION_TEMPLATE.limits.deviationNote) problems.push(M.deviationNote);
  if (problems.length > 0 || unitPriceFen === null) return { quote: null, problems };
  return { quote: { lineNo, unitPriceFen, taxRate, brand: text(BRAND), deliveryDays, deviationNote: text(NOTE) }, problems };
}

/**
 * Reads a filled template against the sheet's current round. The whole file is refused when it is
 * not a template (no header block or line columns: `cells` null), belongs to another sheet or
 * another round, or prices nothing. Otherwise every row is read on its own: a row whose 序号 is not
 * a line of the round (or repeats one) is named, a row with a bad value is named with what is
 * wrong, a row without a price is a line not quoted (a problem where the sheet asks for every line).
 * The good rows' offers come back beside the problems.
 */
export function readQuotationTemplate(cells: QuotationTemplateCells | null, target: QuotationTemplateTarget): Result<TemplateReading, TemplateRefusal> {
  const header = (label: string) => (cells?.header[label] ?? "").trim();
  if (!cells || header(QUOTATION_TEMPLATE.labels.sheetNo) === "") return { ok: false, code: "template.not-template", message: M.notTemplate };
  if (header(QUOTATION_TEMPLATE.labels.sheetNo) !== target.sheetNo)
    return { ok: false, code: "template.other-sheet", message: M.otherSheet(header(QUOTATION_TEMPLATE.labels.sheetNo)) };
  const round = roundOf(header(QUOTATION_TEMPLATE.labels.round));
  if (round === null) return { ok: false, code: "template.not-template", message: M.notTemplate };
  if (round !== target.round) return { ok: false, code: "template.other-round", message: M.otherRound(round, target.round) };

  const quotes: TemplateQuote[] = [];
  const problems: string[] = [];
  const seen = new Set<number>();
  const refused = new Set<number>();
  for (const { rowNumber, cells: row } of cells.rows) {
    const lineText = (row[LINE_NO] ?? "").trim();
    const filled = QUOTATION_TEMPLATE.filledColumns.some((heading) => (row[heading] ?? "").trim() !== "");
    if (lineText === "" && !filled) continue;
    const lineNo = /^\d{1,6}$/.test(lineText) ? Number(lineText) : Number.NaN;
    if (!target.lineNos.includes(lineNo)) {
      problems.push(M.foreignLine(rowNumber));
      continue;
    }
    if (seen.has(lineNo)) {
      problems.push(M.row(rowNumber, M.repeatedLine(lineNo)));
      continue;
    }
    seen.add(lineNo);
    if ((row[PRICE] ?? "").trim() === "") continue;
    const read = readRow(row, lineNo);
    if (read.quote) quotes.push(read.quote);
    else refused.add(lineNo);
    if (read.problems.length > 0) problems.push(M.row(rowNumber, read.problems.join("；")));
  }
  if (!target.partialAllowed)
    for (const lineNo of target.lineNos) if (!refused.has(lineNo) && !quotes.some((q) => q.lineNo === lineNo)) problems.push(M.missingPrice(lineNo));
  if (quotes.length === 0 && refused.size === 0) return { ok: false, code: "template.no-price", message: M.noPrice };
  return { ok: true, value: { quotes, problems } };
}
