import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHANGE_NOTICE_MIN_HOURS, deadlineAfterChange, extendDeadline } from "./deadline-rules.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 8);

describe("extendDeadline", () => {
  it.each([
    ["later", NOW + 10 * HOUR, NOW + 20 * HOUR, { ok: true, value: NOW + 20 * HOUR }],
    ["same", NOW + 10 * HOUR, NOW + 10 * HOUR, { ok: false, code: "deadline.not-later" }],
    ["earlier", NOW + 10 * HOUR, NOW + 5 * HOUR, { ok: false, code: "deadline.not-later" }],
    ["in the past", NOW - 10 * HOUR, NOW - HOUR, { ok: false, code: "deadline.in-past" }],
  ])("%s", (_name, current, proposed, expected) => {
    expect(extendDeadline(current, proposed, NOW)).toEqual(expected);
  });

  it("never brings a deadline forward", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (current, proposed, now) => {
        const result = extendDeadline(current, proposed, now);
        if (result.ok) expect(result.value).toBeGreaterThan(Math.max(current, now));
      }),
    );
  });
});

describe("deadlineAfterChange", () => {
  it.each([
    ["a clarification close to the deadline keeps it", NOW + HOUR, false, NOW + HOUR],
    ["a substantive change with time left keeps it", NOW + 48 * HOUR, true, NOW + 48 * HOUR],
    ["a substantive change close to the deadline pushes it back", NOW + HOUR, true, NOW + CHANGE_NOTICE_MIN_HOURS * HOUR],
  ])("%s", (_name, deadline, substantive, expected) => {
    expect(deadlineAfterChange(deadline, NOW, substantive)).toBe(expected);
  });

  it("leaves at least the notice time after a substantive change, and never moves a deadline earlier", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), fc.boolean(), (deadline, now, substantive) => {
        const after = deadlineAfterChange(deadline, now, substantive);
        expect(after).toBeGreaterThanOrEqual(deadline);
        if (substantive) expect(after - now).toBeGreaterThanOrEqual(CHANGE_NOTICE_MIN_HOURS * HOUR);
      }),
    );
  });
});
