/**
 * Collusion signals at the opening (../procurement.md, Integrity): bidders sharing a phone, email,
 * legal representative, bank account, upload IP or device, or whose prices are identical or a
 * constant multiple of each other. Each alert names the bidders and the shared evidence; it is a
 * signal for the tenderer to look into, never an automatic rejection.
 */

import { keysOf } from "../labelled-keys.ts";

export const COLLUSION_KIND_LABELS = {
  "shared-phone": "联系电话相同",
  "shared-email": "电子邮箱相同",
  "shared-legal-representative": "法定代表人相同",
  "shared-bank-account": "保证金转出账户相同",
  "shared-upload-ip": "投标文件上传 IP 相同",
  "shared-device": "投标文件上传设备相同",
  "identical-prices": "分项报价完全相同",
  "proportional-prices": "分项报价呈固定比例",
} as const;

export const COLLUSION_KINDS = keysOf(COLLUSION_KIND_LABELS);
export type CollusionKind = (typeof COLLUSION_KINDS)[number];

export interface BidderFingerprint {
  readonly bidderId: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly legalRepresentative: string | null;
  readonly bankAccount: string | null;
  readonly uploadIps: readonly string[];
  readonly deviceIds: readonly string[];
  /** The bid's line prices in fen, in the tender's line order. */
  readonly linePricesFen: readonly number[];
}

export interface CollusionAlert {
  readonly kind: CollusionKind;
  /** The bidders involved, sorted, at least two. */
  readonly bidderIds: readonly string[];
  /** What they share, as shown to the tenderer (normalised value, or the price pattern). */
  readonly evidence: string;
}

const digits = (value: string) => value.replace(/\D/g, "");
const text = (value: string) => value.trim().replace(/\s+/g, "").toLowerCase();

/** How each shared field is normalised so that formatting differences do not hide a match. */
const SHARED_FIELDS: readonly { kind: CollusionKind; values: (f: BidderFingerprint) => readonly string[] }[] = [
  { kind: "shared-phone", values: (f) => (f.phone ? [digits(f.phone).slice(-11)] : []) },
  { kind: "shared-email", values: (f) => (f.email ? [text(f.email)] : []) },
  { kind: "shared-legal-representative", values: (f) => (f.legalRepresentative ? [text(f.legalRepresentative)] : []) },
  { kind: "shared-bank-account", values: (f) => (f.bankAccount ? [text(f.bankAccount)] : []) },
  { kind: "shared-upload-ip", values: (f) => f.uploadIps.map(text) },
  { kind: "shared-device", values: (f) => f.deviceIds.map(text) },
];

const greatestCommonDivisor = (a: bigint, b: bigint): bigint => (b === 0n ? a : greatestCommonDivisor(b, a % b));

/** Two price lists (same length, ≥ 2 lines, all positive) that are a constant multiple of each other. */
function proportional(a: readonly number[], b: readonly number[]): string | null {
  if (a.length < 2 || a.length !== b.length || a.some((p) => p <= 0) || b.some((p) => p <= 0)) return null;
  const a0 = BigInt(a[0] ?? 0);
  const b0 = BigInt(b[0] ?? 0);
  // Cross-multiplied in bigint so large fen amounts compare exactly.
  if (!a.every((p, i) => BigInt(p) * b0 === BigInt(b[i] ?? 0) * a0)) return null;
  const divisor = greatestCommonDivisor(a0, b0);
  return `${a0 / divisor}:${b0 / divisor}`;
}

/** Every collusion alert among the bidders of one tender, in a stable order. */
export function detectCollusion(bidders: readonly BidderFingerprint[]): readonly CollusionAlert[] {
  const alerts: CollusionAlert[] = [];
  for (const field of SHARED_FIELDS) {
    const holders = new Map<string, Set<string>>();
    for (const bidder of bidders) {
      for (const value of field.values(bidder)) {
        if (value === "") continue;
        const set = holders.get(value) ?? new Set<string>();
        set.add(bidder.bidderId);
        holders.set(value, set);
      }
    }
    for (const [value, ids] of [...holders].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (ids.size >= 2) alerts.push({ kind: field.kind, bidderIds: [...ids].sort(), evidence: value });
    }
  }
  const sorted = [...bidders].sort((a, b) => (a.bidderId < b.bidderId ? -1 : a.bidderId > b.bidderId ? 1 : 0));
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1)) {
      if (a.bidderId === b.bidderId || a.linePricesFen.length === 0) continue;
      const same = a.linePricesFen.length === b.linePricesFen.length && a.linePricesFen.every((p, k) => p === b.linePricesFen[k]);
      if (same) {
        alerts.push({ kind: "identical-prices", bidderIds: [a.bidderId, b.bidderId], evidence: a.linePricesFen.join(",") });
        continue;
      }
      const ratio = proportional(a.linePricesFen, b.linePricesFen);
      if (ratio) alerts.push({ kind: "proportional-prices", bidderIds: [a.bidderId, b.bidderId], evidence: ratio });
    }
  });
  return alerts;
}
