/**
 * Money of a quotation, in integer fen: line amounts from 含税单价 × 数量 (quantities in thousandths,
 * so 12.5 吨 is exact), the tax inside tax-inclusive amounts, totals with freight, and the rule
 * that a later round may not raise a line's price.
 */

/** Quantities are stored in thousandths of their unit: 12.5 吨 → 12500. */
export const QUANTITY_SCALE = 1000;
/** VAT rates Chinese invoices carry (%), 0 for 免税 / 普票 without tax. */
export const VAT_RATES = [0, 1, 3, 5, 6, 9, 13] as const;

export interface PricedLine {
  readonly lineNo: number;
  /** 含税单价 in fen. */
  readonly unitPriceFen: number;
  readonly quantityMilli: number;
  /** 税率, one of VAT_RATES. */
  readonly taxRate: number;
}

/** Rounds a non-negative BigInt ratio half up. */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** 金额 of a line: unit price × quantity, rounded half up to the fen. */
export function lineAmountFen(unitPriceFen: number, quantityMilli: number): number {
  return divideHalfUp(BigInt(unitPriceFen) * BigInt(quantityMilli), BigInt(QUANTITY_SCALE));
}

/** The VAT contained in a tax-inclusive amount: amount × rate / (100 + rate). */
export function taxInsideFen(amountFen: number, taxRate: number): number {
  return divideHalfUp(BigInt(amountFen) * BigInt(taxRate), BigInt(100 + taxRate));
}

export interface QuotationTotals {
  /** Sum of the lines' amounts (tax included). */
  readonly goodsFen: number;
  /** VAT inside goodsFen. */
  readonly taxFen: number;
  readonly freightFen: number;
  /** 总价: goods and freight. */
  readonly totalFen: number;
}

export function quotationTotals(lines: readonly PricedLine[], freightFen: number): QuotationTotals {
  let goodsFen = 0;
  let taxFen = 0;
  for (const line of lines) {
    const amount = lineAmountFen(line.unitPriceFen, line.quantityMilli);
    goodsFen += amount;
    taxFen += taxInsideFen(amount, line.taxRate);
  }
  return { goodsFen, taxFen, freightFen, totalFen: goodsFen + freightFen };
}

/** Lines priced above the supplier's previous round (when the sheet forbids raising): their numbers. */
export function raisedLines(previous: ReadonlyMap<number, number>, next: readonly Pick<PricedLine, "lineNo" | "unitPriceFen">[]): number[] {
  return next
    .filter((line) => {
      const before = previous.get(line.lineNo);
      return before !== undefined && line.unitPriceFen > before;
    })
    .map((line) => line.lineNo);
}
