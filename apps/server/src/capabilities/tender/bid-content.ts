import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { TenderRow } from "./schema.ts";

/** What is sealed: a bidder's prices by section and its response. */
export interface BidContent {
  lines: { section: number; priceFen: number }[];
  durationDays: number;
  /** Upload ids of the technical-response files (older bids may hold none). */
  technicalFileIds: number[];
  remark: string;
}

/** The bid total: the sum of the sections' prices. */
export const bidTotalFen = (bid: BidContent) => bid.lines.reduce((sum, line) => sum + line.priceFen, 0);

/**
 * Opens a bid for the tenderer. The seal refuses (StillSealedError) until `openedAt` is recorded,
 * which only the opening at the deadline writes.
 */
export function openBid(seal: SealedEnvelopes, tender: TenderRow, sealed: string): BidContent {
  const sheet = { id: tender.id, publicKey: tender.publicKey, sealedPrivateKey: tender.sealedPrivateKey, openedRounds: tender.openedAt ? 1 : 0 };
  return seal.openForBuyer(sheet, 1, sealed) as BidContent;
}

/**
 * The bid as it is sealed: exactly one price for each of the tender's sections, in section order,
 * with the ids of the technical files checked by the caller; null when the sections do not match.
 */
export function sealedBidContent(bid: Omit<BidContent, "technicalFileIds">, technicalFileIds: readonly number[], sectionCount: number): BidContent | null {
  const sections = new Set(bid.lines.map((l) => l.section));
  if (sections.size !== bid.lines.length || bid.lines.some((l) => l.section > sectionCount) || sections.size !== sectionCount) return null;
  return { ...bid, technicalFileIds: [...technicalFileIds], lines: [...bid.lines].sort((a, b) => a.section - b.section) };
}
