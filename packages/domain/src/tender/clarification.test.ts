import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../vip/vip-entitlement.ts";
import { CLARIFICATION_MIN_DAYS, deadlineAfterClarification, unacknowledgedClarifications } from "./clarification.ts";

const NOW = Date.UTC(2026, 10, 23, 8);

describe("clarifications", () => {
  it("pushes the deadline to 15 days after a late substantive clarification", () => {
    expect(deadlineAfterClarification(NOW + 10 * DAY_MS, NOW, true)).toBe(NOW + 15 * DAY_MS);
  });
  it("keeps the deadline when 15 days or more remain, or the clarification is not substantive", () => {
    expect(deadlineAfterClarification(NOW + 20 * DAY_MS, NOW, true)).toBe(NOW + 20 * DAY_MS);
    expect(deadlineAfterClarification(NOW + DAY_MS, NOW, false)).toBe(NOW + DAY_MS);
  });
  it("never brings a deadline forward and always leaves 15 days after a substantive one", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: 1e12 }), (deadline, now) => {
        const next = deadlineAfterClarification(deadline, now, true);
        expect(next).toBeGreaterThanOrEqual(deadline);
        expect(next - now).toBeGreaterThanOrEqual(CLARIFICATION_MIN_DAYS * DAY_MS);
      }),
    );
  });
  it("lists what a bidder still has to acknowledge, in issue order", () => {
    expect(unacknowledgedClarifications(["c1", "c2", "c3"], new Set(["c2"]))).toEqual(["c1", "c3"]);
    expect(unacknowledgedClarifications(["c1"], new Set(["c1"]))).toEqual([]);
  });
});
