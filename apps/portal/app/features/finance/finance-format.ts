import { formatFen } from "@cidp/domain";

/** 3.65%–4.80% from basis points. */
export function rateRange(minBp: number, maxBp: number): string {
  const pct = (bp: number) => `${(bp / 100).toFixed(2)}%`;
  return minBp === maxBp ? pct(minBp) : `${pct(minBp)}–${pct(maxBp)}`;
}

/** ¥500,000.00–¥30,000,000.00 from fen. */
export function limitRange(minFen: number, maxFen: number): string {
  return `${formatFen(minFen)}–${formatFen(maxFen)}`;
}
