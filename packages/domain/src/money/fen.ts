/**
 * Money as integer fen (分), never floating yuan: ¥0.1 + ¥0.2 must be ¥0.30. Prices, payments
 * and refunds are stored, compared and summed in fen; yuan exist only in text.
 */

/** The largest amount one order or payment may carry: ¥99,999,999.99, safely below 2^53 fen. */
export const MAX_AMOUNT_FEN = 9_999_999_999;

/** Whether a value is a payable amount: a whole, positive number of fen within the cap. */
export function isPayableFen(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= MAX_AMOUNT_FEN;
}

/**
 * What is wrong with a range of amounts in fen (a day's pay, a budget), or null when nothing is:
 * "invalid" when an end is not a whole, positive number of fen within `capFen`, "order" when the
 * lower end is above the upper.
 */
export function fenRangeFault(minFen: number, maxFen: number, capFen: number): "invalid" | "order" | null {
  const fits = (fen: number) => Number.isSafeInteger(fen) && fen > 0 && fen <= capFen;
  if (!fits(minFen) || !fits(maxFen)) return "invalid";
  return minFen > maxFen ? "order" : null;
}

const grouping = new Intl.NumberFormat("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** ¥12,800.00 — an amount in fen as people read it. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  // Whole yuan and fen apart, so no float rounding reaches the text.
  const yuan = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${sign}¥${grouping.format(yuan).replace(/\.00$/, "")}.${String(cents).padStart(2, "0")}`;
}
