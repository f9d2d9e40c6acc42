import { procurementCalls } from "@cidp/api-client/contract";
import { parseYuan } from "@cidp/domain";
import { checked, formBody, formRows, typedFields } from "../../lib/form-fields.server.ts";
import { keptFilesFromForm } from "../../lib/kept-files.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { QUOTATION_FILE_FIELD } from "./quotation-form.tsx";

/**
 * The priced lines of the quotation form, `lines[i].<field>` (lineNo, unitPrice in 元, taxRate,
 * brand, deliveryDays, deviationNote): the price in fen by the domain's money rule, the rest as
 * typed for the contract. A line left without a price is not quoted (the server refuses a partial
 * quotation when the sheet does not allow one); a price that is not an amount names its line.
 */
function quotedLines(form: FormData) {
  const lines: Record<string, unknown>[] = [];
  const errors: string[] = [];
  for (const row of formRows(form, "lines")) {
    const price = (row.unitPrice ?? "").trim();
    if (price === "") continue;
    const unitPriceFen = parseYuan(price);
    if (unitPriceFen === null || unitPriceFen === 0) {
      errors.push(`第${(row.lineNo ?? "").trim()}行：含税单价应为大于0的金额，最多两位小数`);
      continue;
    }
    const note = (row.deviationNote ?? "").trim();
    lines.push({ ...row, unitPriceFen, deviation: note !== "", deviationNote: note });
  }
  if (lines.length === 0 && errors.length === 0) errors.push("请至少为一行物料报价");
  return { lines, errors };
}

/**
 * The quotation form read with the submit call's body schema: the lines and the freight in fen,
 * the checkboxes as ticked, the rest as posted. Every line's and the freight's problem at once,
 * else the contract's first refusal.
 */
export function quotationFromForm(form: FormData, id: number) {
  const { lines, errors } = quotedLines(form);
  const freightFen = parseYuan(typedFields(form, ["freight"]).freight || "0");
  if (freightFen === null) errors.push(`${texts.freight}应为金额，最多两位小数`);
  if (errors.length > 0) return { ok: false as const, msg: errors.join("；") };
  return formBody(procurementCalls.submitQuotation.body, form, {
    id,
    lines,
    freightFen,
    acceptPaymentTerms: checked(form, "acceptPaymentTerms"),
    pledge: checked(form, "pledge"),
    fileIds: keptFilesFromForm(form, QUOTATION_FILE_FIELD).map((file) => file.fileId),
  });
}

/** The quotation form's fields as text, to show again: as typed, or as a 报价模板 filled them in. */
export interface QuoteFormValues {
  lines: { lineNo: number; unitPrice: string; taxRate: string; brand: string; deliveryDays: string; deviationNote: string }[];
  freight: string;
  validUntil: string;
  remark: string;
  acceptPaymentTerms: boolean;
}

/** The quotation form as posted, every field as typed (a line without its number is dropped). */
export function typedQuotation(form: FormData): QuoteFormValues {
  const lines = formRows(form, "lines")
    .map((row) => ({
      lineNo: Number(row.lineNo),
      unitPrice: (row.unitPrice ?? "").trim(),
      taxRate: (row.taxRate ?? "").trim(),
      brand: (row.brand ?? "").trim(),
      deliveryDays: (row.deliveryDays ?? "").trim(),
      deviationNote: (row.deviationNote ?? "").trim(),
    }))
    .filter((line) => Number.isInteger(line.lineNo) && line.lineNo > 0);
  return { lines, ...typedFields(form, ["freight", "validUntil", "remark"]), acceptPaymentTerms: checked(form, "acceptPaymentTerms") };
}
