import { describe, expect, it } from "vitest";
import { centsOf } from "./micro-deposit.ts";
import { chinaDay, isCalendarDay, validityOf } from "./validity.ts";

describe("certificate validity", () => {
  const now = new Date("2026-11-22T16:30:00Z"); // 2026-11-23 00:30 in Beijing
  it.each([
    ["2026-11-22", "expired"],
    ["2026-11-23", "expiring"],
    ["2027-02-21", "expiring"],
    ["2027-02-22", "valid"],
    ["2030-01-01", "valid"],
  ] as const)("valid until %s is %s", (day, expected) => {
    expect(chinaDay(now)).toBe("2026-11-23");
    expect(validityOf(day, now)).toBe(expected);
  });

  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["", false],
  ])("%s is a calendar day: %s", (day, expected) => {
    expect(isCalendarDay(day)).toBe(expected);
  });
});

describe("deposit amounts as typed", () => {
  it.each([
    ["0.37", 37],
    [".37", 37],
    ["0.3", 30],
    ["0.05", 5],
    ["1", 100],
    ["0", 0],
    ["", null],
    [".", null],
    ["0.375", null],
    ["abc", null],
    ["-0.3", null],
  ])("%s is %s cents", (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });
});
