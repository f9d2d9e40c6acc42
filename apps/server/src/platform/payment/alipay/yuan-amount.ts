/**
 * Alipay's amounts are yuan strings with at most two decimals ("0.01", "12.30"); ours are integer
 * fen. Both ways go through the digits, never through a float, so no amount is ever off by a fen.
 */

/** Alipay's largest single amount: 100,000,000.00 yuan. */
export const ALIPAY_MAX_FEN = 10_000_000_000;

/** "12.34" for 1234 fen: always two decimals, as Alipay's total_amount and refund_amount take it. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
}

/** 1234 for "12.34" (or "12.3", "12"); null for anything else: a sign, a third decimal, a blank, an exponent. */
export function yuanToFen(text: string): number | null {
  const match = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
