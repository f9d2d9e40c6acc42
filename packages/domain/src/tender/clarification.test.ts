import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../vip/vip-entitlement.ts";
import {
  blockingClarifications,
  CLARIFICATION_MIN_DAYS,
  CLARIFICATION_TEXTS,
  deadlineAfterClarification,
  unacknowledgedClarifications,
} from "./clarification.ts";

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

describe("clarifications that block a bid", () => {
  const issued = [
    { id: "1", substantive: false, issuedAt: NOW },
    { id: "2", substantive: true, issuedAt: NOW + DAY_MS },
    { id: "3", substantive: true, issuedAt: NOW + 2 * DAY_MS },
  ];
  it.each([
    ["nothing acknowledged: every substantive one, in issue order", [], ["2", "3"]],
    ["only the plain one acknowledged", ["1"], ["2", "3"]],
    ["one substantive acknowledged", ["2"], ["3"]],
    ["all substantive acknowledged, the plain one not: nothing blocks", ["2", "3"], []],
  ] as const)("%s", (_case, acknowledged, blocking) => {
    expect(blockingClarifications(issued, new Set(acknowledged)).map((c) => c.id)).toEqual(blocking);
  });
  it("blocks exactly the substantive clarifications not acknowledged, whatever was issued", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.uuid(), substantive: fc.boolean(), issuedAt: fc.nat() })), fc.array(fc.boolean()), (all, acks) => {
        const acknowledged = new Set(all.filter((_c, i) => acks[i]).map((c) => c.id));
        const blocking = blockingClarifications(all, acknowledged);
        return (
          blocking.every((c) => c.substantive && !acknowledged.has(c.id)) &&
          all.filter((c) => c.substantive && !acknowledged.has(c.id)).length === blocking.length
        );
      }),
    );
  });
  it("says why an opening found the bid invalid", () => {
    expect(CLARIFICATION_TEXTS.invalidAtOpening("2026-11-25 10:00:00")).toBe("未确认收到2026-11-25 10:00:00发布的实质性澄清，投标无效");
  });
});
