import { compareQuotations, raisedLines } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { openedQuotations } from "./comparison-rounds.ts";
import type { QuotationContent, QuotationRow, QuotedLine } from "./quotation-records.ts";
import type { SheetRow } from "./sheet-records.ts";

type SheetLine = { lineNo: number; quantityMilli: number };

/** What a supplier reads of a sheet's terms: never the buyer's contact, 控制价 or 信息价 (those stay in the sheet). */
export function supplierHeaderOf(sheet: SheetRow) {
  return {
    title: sheet.title,
    projectName: sheet.projectName,
    location: sheet.location,
    category: sheet.category as "物资",
    mode: sheet.mode as "public" | "invited",
    validityDays: sheet.validityDays,
    deliveryDate: sheet.deliveryDate,
    deliveryAddress: sheet.deliveryAddress,
    paymentTerms: sheet.paymentTerms,
    invoiceRequirement: sheet.invoiceRequirement,
    taxIncluded: sheet.taxIncluded,
    freightIncluded: sheet.freightIncluded,
    partialAllowed: sheet.partialAllowed,
    noRaise: sheet.noRaise,
    roundCap: sheet.roundCap,
    qualifications: sheet.qualifications,
    remark: sheet.remark,
  };
}

/** The supplier's rank in the latest opened round it took part in (only its own rank, never the others'), or null. */
export async function myRankOf(db: Database, seal: SealedEnvelopes, sheet: SheetRow, lines: readonly SheetLine[], quotation: QuotationRow | undefined) {
  if (!quotation || sheet.openedRounds === 0 || quotation.round < sheet.openedRounds) return null;
  const offers = await openedQuotations(db, seal, sheet, sheet.openedRounds);
  const comparison = compareQuotations(
    lines.map((line) => ({ lineNo: line.lineNo, quantityMilli: line.quantityMilli, controlPriceFen: null, infoPriceFen: null })),
    offers.map((offer) => ({ supplierId: offer.supplierBusinessId, freightFen: offer.content.freightFen, lines: offer.content.lines })),
  );
  return comparison.standings.find((s) => s.supplierId === quotation.supplierBusinessId)?.rank ?? null;
}

/** Why these priced lines cannot be submitted on this sheet (a repeated or unknown line, a partial quotation where not allowed), or null. */
export function quotedLinesRefusal(quoted: readonly QuotedLine[], sheetLines: readonly SheetLine[], partialAllowed: boolean): string | null {
  const numbers = quoted.map((line) => line.lineNo);
  if (new Set(numbers).size !== numbers.length) return "同一物料行只能报一次价";
  const unknown = numbers.find((no) => !sheetLines.some((line) => line.lineNo === no));
  if (unknown !== undefined) return `第${unknown}行不是本询价单的物料`;
  if (!partialAllowed && numbers.length !== sheetLines.length) return "本询价单不允许部分报价，请为全部物料报价";
  return null;
}

/** The lines the sheet's current round asks for, or null when it asks for every line (a first round always does). */
export function roundLinesOf(sheet: { state: string; round: number; roundLines: Record<string, number[]> }): number[] | null {
  return sheet.state === "round_quoting" ? (sheet.roundLines[String(sheet.round)] ?? null) : null;
}

/** A supplier's lines of its latest round before `round`, as quoted (without the server's amounts): what a scoped round keeps. */
export function previousRoundLines(history: Record<string, QuotationContent> | null, round: number): QuotedLine[] {
  if (!history) return [];
  const earlier = Object.keys(history)
    .map(Number)
    .filter((r) => r < round);
  if (earlier.length === 0) return [];
  return (history[String(Math.max(...earlier))]?.lines ?? []).map(({ amountFen: _amount, ...line }) => line);
}

/**
 * Why a later round's prices are refused on a sheet that forbids raising them (不允许涨价): the
 * lines priced above the supplier's previous round (the one before, or its latest earlier one).
 */
export function raisedPriceRefusal(history: Record<string, QuotationContent> | null, round: number, quoted: readonly QuotedLine[]): string | null {
  if (round <= 1 || !history) return null;
  const earlier = Object.keys(history)
    .map(Number)
    .filter((r) => r < round);
  const previous = history[String(round - 1)] ?? history[String(Math.max(0, ...earlier))];
  const raised = previous ? raisedLines(new Map(previous.lines.map((line) => [line.lineNo, line.unitPriceFen])), quoted) : [];
  return raised.length > 0 ? `第${raised.join("、")}行报价高于上一轮，本询价单不允许涨价` : null;
}
