import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_EVENTS, LISTING_STATE_LABELS, LISTING_STATES, type ListingEvent, type ListingState, transitionListing } from "./equipment-listing.ts";

type Outcome = ListingState | "refused";
/** Every state × every event. */
const table: Record<ListingState, Record<ListingEvent, Outcome>> = {
  draft: { edit: "draft", submit: "reviewing", approve: "refused", reject: "refused", delist: "refused", close: "refused" },
  reviewing: { edit: "refused", submit: "refused", approve: "listed", reject: "draft", delist: "refused", close: "refused" },
  listed: { edit: "refused", submit: "refused", approve: "refused", reject: "refused", delist: "delisted", close: "closed" },
  delisted: { edit: "draft", submit: "reviewing", approve: "refused", reject: "refused", delist: "refused", close: "closed" },
  closed: { edit: "refused", submit: "refused", approve: "refused", reject: "refused", delist: "refused", close: "refused" },
};

describe("equipment listing states", () => {
  for (const state of LISTING_STATES) {
    for (const event of LISTING_EVENTS) {
      const expected = table[state][event];
      it(`${LISTING_STATE_LABELS[state]} + ${event} → ${expected}`, () => {
        const result = transitionListing(state, event);
        if (expected === "refused") expect(result).toEqual({ ok: false, code: "listing.transition-forbidden" });
        else expect(result).toEqual({ ok: true, value: expected });
      });
    }
  }

  it("never leaves 已成交, and reaches 已上架 only through review, whatever the events", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LISTING_EVENTS), { maxLength: 30 }), (events) => {
        let state: ListingState = "draft";
        for (const event of events) {
          const result = transitionListing(state, event);
          if (state === "closed") expect(result.ok).toBe(false);
          if (result.ok) {
            if (result.value === "listed") expect([state, event]).toEqual(["reviewing", "approve"]);
            state = result.value;
          }
        }
      }),
    );
  });
});
