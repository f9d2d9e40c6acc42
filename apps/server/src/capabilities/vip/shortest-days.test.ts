import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortestDays } from "./entitlement-query.ts";

// The walk for 已过期 starts `shortestDays(m)` days back (entitlement-query.ts): no package of m
// months may have ended sooner after its start, or the list would miss it.

/** The end of an m-month period as 服务授权 counts it (JavaScript's setUTCMonth: 31 January + 1 month = 3 March). */
function endOf(start: Date, months: number): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

const DAY = 86_400_000;

describe("shortestDays", () => {
  it("is never longer than the period from any start", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-12-31T23:59:59Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (start, months) => {
          expect(endOf(start, months).getTime() - start.getTime()).toBeGreaterThanOrEqual(shortestDays(months) * DAY);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it.each([
    // From 1 February (28 days) and 28 February of a common year, the shortest months.
    ["2025-02-01T00:00:00Z", 1, 28],
    ["2025-02-28T00:00:00Z", 1, 28],
    ["2025-03-01T00:00:00Z", 12, 365],
    ["2024-12-01T00:00:00Z", 3, 90],
  ])("from %s, %i months last %i days, no fewer than the bound", (start, months, days) => {
    const at = new Date(start);
    expect((endOf(at, months).getTime() - at.getTime()) / DAY).toBe(days);
    expect(shortestDays(months)).toBeLessThanOrEqual(days);
  });

  it("leaves a few days at most to test one by one for a year's package", () => {
    expect(365 - shortestDays(12)).toBeLessThanOrEqual(3);
  });
});
