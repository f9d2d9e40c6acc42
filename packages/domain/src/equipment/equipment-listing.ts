/**
 * The life of an equipment listing: 草稿 → 审核中 → 已上架 → 已下架 / 已成交. The operator reviews
 * what a member submits; a refused listing goes back to 草稿 with the reason; a delisted one may be
 * edited and submitted again; 已成交 is final. `transitionListing` is the only way a listing's state
 * changes: the server applies its answer in the statement that records it.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";
import { type TransitionTable, transitionBy } from "../transition-table.ts";

/** The states as the member and the market show them. */
export const LISTING_STATE_LABELS = {
  draft: "草稿",
  reviewing: "审核中",
  listed: "已上架",
  delisted: "已下架",
  closed: "已成交",
} as const;

export const LISTING_STATES = keysOf(LISTING_STATE_LABELS);
/** A listing's state. */
export type ListingState = (typeof LISTING_STATES)[number];

/** What may happen to a listing: the owner edits, submits, delists and closes; the operator approves and rejects. */
export const LISTING_EVENTS = ["edit", "submit", "approve", "reject", "delist", "close"] as const;
/** A listing event. */
export type ListingEvent = (typeof LISTING_EVENTS)[number];

const moves: TransitionTable<ListingState, ListingEvent> = {
  // Editing a delisted listing takes it back to a draft: what the market shows was reviewed.
  edit: { draft: "draft", delisted: "draft" },
  submit: { draft: "reviewing", delisted: "reviewing" },
  approve: { reviewing: "listed" },
  reject: { reviewing: "draft" },
  delist: { listed: "delisted" },
  close: { listed: "closed", delisted: "closed" },
};

/** Why a listing event is refused. */
export type ListingRefusalCode = "listing.transition-forbidden";

/** The state a listing goes to, or a refusal when the event is not allowed in its state. */
export function transitionListing(state: ListingState, event: ListingEvent): Result<ListingState, { code: ListingRefusalCode }> {
  return transitionBy(moves, state, event, "listing.transition-forbidden");
}
