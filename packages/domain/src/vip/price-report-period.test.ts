import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changePermille, changeText, completedPeriods, periodLabel } from "./price-report-period.ts";

describe("report periods", () => {
  it.each([
    ["2026-12-01T00:00:00Z", "quarterly", ["2026-07-01", "2026-10-01"], ["2026-04-01", "2026-07-01"], "2026年第3季度"],
    // 2026-09-30 16:00 UTC is 2026-10-01 00:00 in China: the third quarter has just ended there.
    ["2026-09-30T16:00:00Z", "quarterly", ["2026-07-01", "2026-10-01"], ["2026-04-01", "2026-07-01"], "2026年第3季度"],
    ["2026-09-30T15:59:59Z", "quarterly", ["2026-04-01", "2026-07-01"], ["2026-01-01", "2026-04-01"], "2026年第2季度"],
    ["2026-02-10T00:00:00Z", "quarterly", ["2025-10-01", "2026-01-01"], ["2025-07-01", "2025-10-01"], "2025年第4季度"],
    ["2026-12-01T00:00:00Z", "monthly", ["2026-11-01", "2026-12-01"], ["2026-10-01", "2026-11-01"], "2026年11月"],
    ["2026-01-15T00:00:00Z", "monthly", ["2025-12-01", "2026-01-01"], ["2025-11-01", "2025-12-01"], "2025年12月"],
  ] as const)("at %s the latest %s periods are %j, then %j", (now, cadence, latest, before, label) => {
    const [first, second] = completedPeriods(cadence, new Date(now), 2);
    expect([first?.start, first?.end]).toEqual(latest);
    expect([second?.start, second?.end]).toEqual(before);
    expect(periodLabel(first ?? { cadence, start: "" })).toBe(label);
  });

  it("keeps periods back to back, each ended by now, newest first", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2001-01-01"), max: new Date("2099-01-01"), noInvalidDate: true }),
        fc.constantFrom("quarterly" as const, "monthly" as const),
        (now, cadence) => {
          const periods = completedPeriods(cadence, now);
          const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
          expect((periods[0]?.end ?? "") <= today).toBe(true);
          periods.forEach((period, i) => {
            expect(period.start < period.end).toBe(true);
            expect(period.start.endsWith("-01") && period.end.endsWith("-01")).toBe(true);
            if (i > 0) expect(periods[i - 1]?.start).toBe(period.end);
          });
        },
      ),
    );
  });
});

describe("环比", () => {
  it.each([
    [null, 500, null, "—"],
    [0, 500, null, "—"],
    [400, 500, 250, "+25.0%"],
    [500, 400, -200, "−20.0%"],
    [300, 300, 0, "持平"],
    [3_000, 3_001, 0, "持平"],
    [3_000, 3_100, 33, "+3.3%"],
  ])("from %s to %s fen is %s‰ (%s)", (previous, current, permille, text) => {
    expect(changePermille(previous, current)).toBe(permille);
    expect(changeText(changePermille(previous, current))).toBe(text);
  });
});
