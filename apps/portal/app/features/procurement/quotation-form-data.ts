import { parseYuan, VAT_RATES } from "@cidp/domain";

/** One priced line as the quotation form sends it. */
export interface QuotedLineInput {
  lineNo: number;
  unitPriceFen: number;
  taxRate: number;
  brand: string;
  deviation: boolean;
  deviationNote: string;
  deliveryDays: number;
}

/**
 * The quotation form's lines: `price-<lineNo>` in 元, `tax-<lineNo>`, `brand-…`, `deviation-…`,
 * `days-…`. A line left without a price is not quoted (the server refuses a partial quotation when
 * the sheet does not allow one); a price that is not an amount names its line.
 */
export function quotedLinesFromForm(form: FormData, lineNos: readonly number[]): { lines: QuotedLineInput[]; errors: string[] } {
  const lines: QuotedLineInput[] = [];
  const errors: string[] = [];
  for (const lineNo of lineNos) {
    const price = String(form.get(`price-${lineNo}`) ?? "").trim();
    if (price === "") continue;
    const unitPriceFen = parseYuan(price);
    if (unitPriceFen === null || unitPriceFen === 0) {
      errors.push(`第${lineNo}行：含税单价应为大于0的金额，最多两位小数`);
      continue;
    }
    const rate = Number(form.get(`tax-${lineNo}`) ?? 13);
    const note = String(form.get(`deviation-${lineNo}`) ?? "").trim();
    lines.push({
      lineNo,
      unitPriceFen,
      taxRate: (VAT_RATES as readonly number[]).includes(rate) ? rate : 13,
      brand: String(form.get(`brand-${lineNo}`) ?? "").trim(),
      deviation: note !== "",
      deviationNote: note,
      deliveryDays: Math.max(0, Math.min(3650, Math.trunc(Number(form.get(`days-${lineNo}`)) || 0))),
    });
  }
  if (lines.length === 0 && errors.length === 0) errors.push("请至少为一行物料报价");
  return { lines, errors };
}
