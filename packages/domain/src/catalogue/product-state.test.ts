import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REVIEWED_OFFER_EVENTS, type ReviewedOfferEvent } from "../review/reviewed-offer.ts";
import { REVIEWED_OFFER_TRANSITIONS } from "../testing/reviewed-offer-cases.ts";
import { itFollowsTransitions, walkEvents } from "../testing/transition-cases.ts";
import { PRODUCT_STATE_LABELS, PRODUCT_STATES, type ProductState, transitionProduct } from "./product-state.ts";

describe("product states", () => {
  itFollowsTransitions(REVIEWED_OFFER_TRANSITIONS, transitionProduct, "product.transition-forbidden", (state) => PRODUCT_STATE_LABELS[state]);

  it("reaches 已上架 only by an approval of what waits for review, and is never edited while public", () => {
    walkEvents<ProductState, ReviewedOfferEvent>(
      { from: "draft", events: REVIEWED_OFFER_EVENTS, transition: transitionProduct, maxLength: 40 },
      (state, event, result) => {
        if (state === "listed" && event === "edit") expect(result.ok).toBe(false);
        if (!result.ok) return;
        if (result.value === "listed") expect([state, event]).toEqual(["reviewing", "approve"]);
        if (result.value === "rejected") expect(state).toBe("reviewing");
      },
    );
  });

  it("can always get back to the market from any state the owner holds", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCT_STATES), (start) => {
        // From any state: at most delist, edit, submit, approve leads to 已上架.
        let state = start;
        for (const event of ["delist", "edit", "submit", "approve"] as const) {
          const result = transitionProduct(state, event);
          if (result.ok) state = result.value;
        }
        expect(state).toBe("listed");
      }),
    );
  });
});
