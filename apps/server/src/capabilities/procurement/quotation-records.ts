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
import type { Database } from "../../db/database.ts";
import { applyToEach, STALE_ROW, type StateChangeRecord } from "../../platform/records/state-change.ts";
import { refuse } from "../../runtime/refusal.ts";
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

/** Quotations as a state-change record (no log of their own: the sheet's log tells their story). */
export const quotationRecord: StateChangeRecord<typeof inquiryQuotations, QuotationEvent, QuotationRefusalCode> = {
  table: inquiryQuotations,
  transition: (row, event) => {
    const result = transitionQuotation({ state: row.state as QuotationState, version: row.version }, event);
    if (!result.ok) return result;
    const { quotation, changed } = result.value;
    return { ok: true, value: { set: { state: quotation.state, version: quotation.version }, changed } };
  },
  refusal: (code) => refuse(code === STALE_ROW ? "conflict" : "state", code === STALE_ROW ? "报价已被他人修改，请刷新后重试" : quotationRefusalMessages[code]),
};

/** The same event for every quotation of a sheet that accepts it (closing, awarding, ending). */
export const applyToAll = (tx: Database, rows: readonly QuotationRow[], eventOf: (row: QuotationRow) => QuotationEvent | null) =>
  applyToEach(tx, quotationRecord, rows, eventOf);
