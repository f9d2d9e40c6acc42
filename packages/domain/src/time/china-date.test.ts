import { describe, expect, it } from "vitest";
import { chinaDateOf } from "./china-date.ts";

describe("chinaDateOf", () => {
  it.each([
    ["2026-11-30T15:59:59Z", "2026-11-30"],
    ["2026-11-30T16:00:00Z", "2026-12-01"],
    ["2026-12-31T16:30:00Z", "2027-01-01"],
    ["2028-02-28T17:00:00Z", "2028-02-29"],
    ["2026-06-01T00:00:00+08:00", "2026-06-01"],
  ])("puts %s on %s", (instant, day) => {
    expect(chinaDateOf(new Date(instant))).toBe(day);
  });
});
