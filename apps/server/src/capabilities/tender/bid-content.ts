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
