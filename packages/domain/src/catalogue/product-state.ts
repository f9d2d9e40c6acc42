/**
 * The life of a product: 草稿 → 审核中 → 已上架 → 已下架, and 审核未通过 (with the reviewer's reason)
 * back to editing. The operator approves or refuses what a member submits; only 已上架 products are
 * public. `transitionProduct` is the only way a product's state changes.
 */
import type { Result } from "../result.ts";
import {
  REVIEWED_OFFER_MOVES,
  REVIEWED_OFFER_STATE_LABELS,
  REVIEWED_OFFER_STATES,
  type ReviewedOfferEvent,
  type ReviewedOfferState,
} from "../review/reviewed-offer.ts";
import { transitionBy } from "../transition-table.ts";

export const PRODUCT_STATES = REVIEWED_OFFER_STATES;
/** A product's state. */
export type ProductState = ReviewedOfferState;

/** The states as members and buyers read them. */
export const PRODUCT_STATE_LABELS = REVIEWED_OFFER_STATE_LABELS;

/** A product event: the owner edits, submits and delists; the operator approves and rejects. */
export type ProductEvent = ReviewedOfferEvent;

/** Why a product event is refused. */
export type ProductTransitionCode = "product.transition-forbidden";

/** The state a product goes to, or a refusal when the event is not allowed in its state. */
export function transitionProduct(state: ProductState, event: ProductEvent): Result<ProductState, { code: ProductTransitionCode }> {
  return transitionBy(REVIEWED_OFFER_MOVES, state, event, "product.transition-forbidden");
}
