import type { ReviewedOfferEvent, ReviewedOfferState } from "../review/reviewed-offer.ts";
import type { ExpectedTransitions } from "./transition-cases.ts";

/**
 * Every state × every event of a reviewed offer, as the market expects it of products and shop
 * services alike (both move by REVIEWED_OFFER_MOVES): each one's tests check its own transition
 * function, with its own refusal code, against this one table.
 */
export const REVIEWED_OFFER_TRANSITIONS: ExpectedTransitions<ReviewedOfferState, ReviewedOfferEvent> = {
  draft: { edit: "draft", submit: "reviewing", approve: "refused", reject: "refused", delist: "refused" },
  reviewing: { edit: "refused", submit: "refused", approve: "listed", reject: "rejected", delist: "refused" },
  listed: { edit: "refused", submit: "refused", approve: "refused", reject: "refused", delist: "delisted" },
  delisted: { edit: "draft", submit: "reviewing", approve: "refused", reject: "refused", delist: "refused" },
  rejected: { edit: "draft", submit: "reviewing", approve: "refused", reject: "refused", delist: "refused" },
};
