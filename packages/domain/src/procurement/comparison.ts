/**
 * The comparison matrix of a round (比价): each line's offers with the lowest marked, the 下浮率
 * against the 控制价 and the 信息价, deviations, and each supplier's total — raw and leveled, where
 * a line a supplier left out (partial quotation) is counted at the highest price offered for it, so
 * leaving out a line never makes a supplier look cheaper.
 */
import { lineAmountFen } from "./quotation-math.ts";

export interface ComparedSheetLine {
  readonly lineNo: number;
  readonly quantityMilli: number;
  readonly controlPriceFen: number | null;
  readonly infoPriceFen: number | null;
}

export interface ComparedQuotation {
  readonly supplierId: number;
  readonly freightFen: number;
  readonly lines: readonly { readonly lineNo: number; readonly unitPriceFen: number; readonly deviation: boolean }[];
}

export interface LineOffer {
  readonly supplierId: number;
  readonly unitPriceFen: number;
  readonly amountFen: number;
  readonly lowest: boolean;
  readonly deviation: boolean;
  /** (控制价 − price) / 控制价 in %, two decimals; null without a 控制价. */
  readonly belowControlPercent: number | null;
  readonly belowInfoPercent: number | null;
  /** Above the 控制价: flagged for the buyer. */
  readonly overControl: boolean;
}

export interface ComparedLine {
  readonly lineNo: number;
  readonly offers: readonly LineOffer[];
  readonly lowestFen: number | null;
}

export interface SupplierStanding {
  readonly supplierId: number;
  readonly totalFen: number;
  readonly leveledTotalFen: number;
  readonly missingLines: readonly number[];
  readonly deviations: number;
  /** 1 = cheapest leveled total; equal totals share a rank. */
  readonly rank: number;
}

export interface Comparison {
  readonly lines: readonly ComparedLine[];
  readonly standings: readonly SupplierStanding[];
}

/** (reference − price) / reference in %, two decimals. */
export function belowReferencePercent(priceFen: number, referenceFen: number | null): number | null {
  if (referenceFen === null || referenceFen <= 0) return null;
  return Math.round(((referenceFen - priceFen) * 10_000) / referenceFen) / 100;
}

export function compareQuotations(sheetLines: readonly ComparedSheetLine[], quotations: readonly ComparedQuotation[]): Comparison {
  const priceOf = (q: ComparedQuotation, lineNo: number) => q.lines.find((line) => line.lineNo === lineNo);
  const lines: ComparedLine[] = sheetLines.map((sheetLine) => {
    const quoted = quotations.flatMap((q) => {
      const line = priceOf(q, sheetLine.lineNo);
      return line ? [{ supplierId: q.supplierId, ...line }] : [];
    });
    const lowestFen = quoted.length === 0 ? null : Math.min(...quoted.map((offer) => offer.unitPriceFen));
    return {
      lineNo: sheetLine.lineNo,
      lowestFen,
      offers: quoted.map((offer) => ({
        supplierId: offer.supplierId,
        unitPriceFen: offer.unitPriceFen,
        amountFen: lineAmountFen(offer.unitPriceFen, sheetLine.quantityMilli),
        lowest: offer.unitPriceFen === lowestFen,
        deviation: offer.deviation,
        belowControlPercent: belowReferencePercent(offer.unitPriceFen, sheetLine.controlPriceFen),
        belowInfoPercent: belowReferencePercent(offer.unitPriceFen, sheetLine.infoPriceFen),
        overControl: sheetLine.controlPriceFen !== null && offer.unitPriceFen > sheetLine.controlPriceFen,
      })),
    };
  });
  const highestOf = new Map(lines.map((line) => [line.lineNo, Math.max(0, ...line.offers.map((offer) => offer.unitPriceFen))]));
  const totals = quotations.map((q) => {
    let totalFen = q.freightFen;
    let leveledTotalFen = q.freightFen;
    const missingLines: number[] = [];
    for (const sheetLine of sheetLines) {
      const line = priceOf(q, sheetLine.lineNo);
      if (line) {
        const amount = lineAmountFen(line.unitPriceFen, sheetLine.quantityMilli);
        totalFen += amount;
        leveledTotalFen += amount;
      } else {
        missingLines.push(sheetLine.lineNo);
        leveledTotalFen += lineAmountFen(highestOf.get(sheetLine.lineNo) ?? 0, sheetLine.quantityMilli);
      }
    }
    return { supplierId: q.supplierId, totalFen, leveledTotalFen, missingLines, deviations: q.lines.filter((line) => line.deviation).length };
  });
  const standings = totals
    .map((t) => ({ ...t, rank: 1 + totals.filter((other) => other.leveledTotalFen < t.leveledTotalFen).length }))
    .sort((a, b) => a.rank - b.rank || a.supplierId - b.supplierId);
  return { lines, standings };
}

/** The references an offer is measured against: the buyer's 控制价 and the published 信息价. */
export type PriceReference = "control" | "info";

const REFERENCE_NAMES: Readonly<Record<PriceReference, string>> = { control: "控制价", info: "信息价" };

/**
 * An offer's 下浮率 as a buyer reads it, labelled with what it is measured against: 较控制价下浮
 * 4.76%, or 上浮 when the offer is above the reference (a negative 下浮率), 持平 at it; null
 * without a reference.
 */
export function referenceDeviationText(reference: PriceReference, percent: number | null): string | null {
  if (percent === null) return null;
  const name = REFERENCE_NAMES[reference];
  if (percent === 0) return `与${name}持平`;
  return percent > 0 ? `较${name}下浮 ${percent}%` : `较${name}上浮 ${Math.abs(percent)}%`;
}
