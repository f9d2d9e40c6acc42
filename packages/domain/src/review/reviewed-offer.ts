/**
 * The life of what a company offers in its shop after an operator's review (a product, a service):
 * 草稿 → 审核中 → 已上架 → 已下架, and 审核未通过 (with the reviewer's reason) back to editing. The
 * owner edits, submits and delists; the operator approves and rejects; only 已上架 offers are public.
 * Products and services share this life, so it is declared once.
 */
import { keysOf } from "../labelled-keys.ts";
import type { TransitionTable } from "../transition-table.ts";

/** The states as members and buyers read them. */
export const REVIEWED_OFFER_STATE_LABELS = {
  draft: "草稿",
  reviewing: "审核中",
  listed: "已上架",
  delisted: "已下架",
  rejected: "审核未通过",
} as const;

export const REVIEWED_OFFER_STATES = keysOf(REVIEWED_OFFER_STATE_LABELS);
/** An offer's state. */
export type ReviewedOfferState = (typeof REVIEWED_OFFER_STATES)[number];

/** The owner edits, submits and delists; the operator approves and rejects. */
export const REVIEWED_OFFER_EVENTS = ["edit", "submit", "approve", "reject", "delist"] as const;
/** An offer event. */
export type ReviewedOfferEvent = (typeof REVIEWED_OFFER_EVENTS)[number];

export const REVIEWED_OFFER_MOVES: TransitionTable<ReviewedOfferState, ReviewedOfferEvent> = {
  // Editing what was reviewed (a listed offer must be delisted first) makes it a draft again:
  // buyers only ever see what an operator approved.
  edit: { draft: "draft", rejected: "draft", delisted: "draft" },
  submit: { draft: "reviewing", rejected: "reviewing", delisted: "reviewing" },
  approve: { reviewing: "listed" },
  reject: { reviewing: "rejected" },
  delist: { listed: "delisted" },
};
