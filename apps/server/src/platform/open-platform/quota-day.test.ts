import { describe, expect, it } from "vitest";
import { dayKeyOf, untilDayEnd } from "./quota-day.ts";

describe("the quota's day", () => {
  it("turns at midnight in China Standard Time, not UTC", () => {
    expect(dayKeyOf(new Date("2026-12-01T15:59:59Z"))).toBe("20261201");
    expect(dayKeyOf(new Date("2026-12-01T16:00:00Z"))).toBe("20261202");
  });

  it("counts the time left to that midnight", () => {
    expect(untilDayEnd(new Date("2026-12-01T15:59:00Z"))).toBe(60_000);
    expect(untilDayEnd(new Date("2026-12-01T16:00:00Z"))).toBe(86_400_000);
  });
});
