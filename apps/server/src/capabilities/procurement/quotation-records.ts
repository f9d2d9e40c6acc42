import {
  fenToChineseCapital,
  lineAmountFen,
  QUOTATION_STATE_LABELS,
  type QuotationEvent,
  type QuotationRefusalCode,
  type QuotationState,
  quotationTotals,
  transitionQuotation,
} from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { HttpError } from "../../http/validate.ts";
import { inquiryQuotations } from "./schema.ts";

export type QuotationRow = typeof inquiryQuotations.$inferSelect;

export const quotationRefusalMessages: Record<QuotationRefusalCode, string> = {
  "quotation.transition-forbidden": "当前状态不能进行此操作",
  "quotation.deadline-passed": "报价已截止",
  "quotation.reason-required": "请填写不参与的原因",
};

/** One priced line as a supplier submits it. */
export interface QuotedLine {
  lineNo: number;
  unitPriceFen: number;
  taxRate: number;
  brand: string;
  deviation: boolean;
  deviationNote: string;
  deliveryDays: number;
}

/** What is sealed: the supplier's prices and terms of one round. */
export interface QuotationContent {
  lines: (QuotedLine & { amountFen: number })[];
  freightFen: number;
  goodsFen: number;
  taxFen: number;
  totalFen: number;
  totalInWords: string;
  validUntil: string;
  acceptPaymentTerms: boolean;
  remark: string;
}

/** Prices a submission against the sheet's quantities: amounts, tax and totals come from the server. */
export function priceQuotation(
  lines: readonly QuotedLine[],
  quantities: ReadonlyMap<number, number>,
  terms: { freightFen: number; validUntil: string; acceptPaymentTerms: boolean; remark: string },
): QuotationContent {
  const priced = lines.map((line) => ({ ...line, amountFen: lineAmountFen(line.unitPriceFen, quantities.get(line.lineNo) ?? 0) }));
  const totals = quotationTotals(
    lines.map((line) => ({ lineNo: line.lineNo, unitPriceFen: line.unitPriceFen, taxRate: line.taxRate, quantityMilli: quantities.get(line.lineNo) ?? 0 })),
    terms.freightFen,
  );
  return { lines: priced, ...totals, totalInWords: fenToChineseCapital(totals.totalFen), ...terms };
}

export const quotationStateView = (state: string) => ({ state: state as QuotationState, stateLabel: QUOTATION_STATE_LABELS[state as QuotationState] ?? state });

/** Applies one event to a quotation row (inside the sheet's transaction); refusals throw 400. */
export async function applyQuotationEvent(tx: Database, row: QuotationRow, event: QuotationEvent, patch: Partial<QuotationRow> = {}): Promise<QuotationRow> {
  const result = transitionQuotation({ state: row.state as QuotationState, version: row.version }, event);
  if (!result.ok) throw new HttpError(400, quotationRefusalMessages[result.code]);
  if (!result.value.changed && Object.keys(patch).length === 0) return row;
  const [updated] = await tx
    .update(inquiryQuotations)
    .set({ state: result.value.quotation.state, version: result.value.quotation.version, ...patch })
    .where(eq(inquiryQuotations.id, row.id))
    .returning();
  return updated ?? row;
}

/** The same event for every quotation of a sheet that accepts it (closing, awarding, ending). */
export async function applyToAll(tx: Database, rows: readonly QuotationRow[], eventOf: (row: QuotationRow) => QuotationEvent | null): Promise<void> {
  for (const row of rows) {
    const event = eventOf(row);
    if (!event) continue;
    const result = transitionQuotation({ state: row.state as QuotationState, version: row.version }, event);
    if (result.ok && result.value.changed)
      await tx.update(inquiryQuotations).set({ state: result.value.quotation.state }).where(eq(inquiryQuotations.id, row.id));
  }
}
