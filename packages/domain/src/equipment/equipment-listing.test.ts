import { describe, expect, it } from "vitest";
import { type ExpectedTransitions, itFollowsTransitions, walkEvents } from "../testing/transition-cases.ts";
import { LISTING_EVENTS, LISTING_STATE_LABELS, type ListingEvent, type ListingState, transitionListing } from "./equipment-listing.ts";

/** Every state × every event. */
const table: ExpectedTransitions<ListingState, ListingEvent> = {
  draft: { edit: "draft", submit: "reviewing", approve: "refused", reject: "refused", delist: "refused", close: "refused" },
  reviewing: { edit: "refused", submit: "refused", approve: "listed", reject: "draft", delist: "refused", close: "refused" },
  listed: { edit: "refused", submit: "refused", approve: "refused", reject: "refused", delist: "delisted", close: "closed" },
  delisted: { edit: "draft", submit: "reviewing", approve: "refused", reject: "refused", delist: "refused", close: "closed" },
  closed: { edit: "refused", submit: "refused", approve: "refused", reject: "refused", delist: "refused", close: "refused" },
};

describe("equipment listing states", () => {
  itFollowsTransitions(table, transitionListing, "listing.transition-forbidden", (state) => LISTING_STATE_LABELS[state]);

  it("never leaves 已成交, and reaches 已上架 only through review, whatever the events", () => {
    walkEvents<ListingState, ListingEvent>({ from: "draft", events: LISTING_EVENTS, transition: transitionListing }, (state, event, result) => {
      if (state === "closed") expect(result.ok).toBe(false);
      if (result.ok && result.value === "listed") expect([state, event]).toEqual(["reviewing", "approve"]);
    });
  });
});
