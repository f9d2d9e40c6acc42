import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ExpectedTransitions, itFollowsTransitions } from "../testing/transition-cases.ts";
import {
  BOOKING_MAX_DAYS,
  BOOKING_MESSAGES,
  type BookingEvent,
  type BookingState,
  checkBookingRange,
  type DayRange,
  dayNumber,
  rangesOverlap,
  transitionBooking,
} from "./equipment-booking.ts";

const table: ExpectedTransitions<BookingState, BookingEvent> = {
  pending: { accept: "accepted", decline: "declined", cancel: "cancelled" },
  accepted: { accept: "refused", decline: "refused", cancel: "refused" },
  declined: { accept: "refused", decline: "refused", cancel: "refused" },
  cancelled: { accept: "refused", decline: "refused", cancel: "refused" },
};

describe("booking request states", () => {
  itFollowsTransitions(table, transitionBooking, "booking.transition-forbidden");
});

describe("booking dates", () => {
  const today = "2026-11-23";
  it.each([
    [{}, "booking.dates-missing"],
    [{ start: "2026-12-01" }, "booking.dates-missing"],
    [{ start: "2026-02-30", end: "2026-03-02" }, "booking.date-invalid"],
    [{ start: "2026/12/01", end: "2026-12-02" }, "booking.date-invalid"],
    [{ start: "2026-11-22", end: "2026-11-25" }, "booking.start-in-past"],
    [{ start: "2026-12-05", end: "2026-12-01" }, "booking.end-before-start"],
    [{ start: "2026-12-01", end: "2027-12-02" }, "booking.too-long"],
    [{ start: "2026-12-03", end: "2026-12-04" }, "booking.overlap"],
  ] as const)("refuses %o with %s", (range, code) => {
    const result = checkBookingRange(range, today, [{ start: "2026-12-04", end: "2026-12-10" }]);
    expect(result).toEqual({ ok: false, code });
    expect(BOOKING_MESSAGES[code]).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("takes today, a single day and the longest stay, beside a taken range", () => {
    const taken = [{ start: "2026-12-04", end: "2026-12-10" }];
    expect(checkBookingRange({ start: today, end: today }, today, taken).ok).toBe(true);
    expect(checkBookingRange({ start: "2026-12-11", end: "2026-12-11" }, today, taken).ok).toBe(true);
    expect(checkBookingRange({ start: "2027-01-01", end: "2027-12-31" }, today).ok).toBe(BOOKING_MAX_DAYS >= 365);
  });

  it("reads real dates only", () => {
    expect(dayNumber("2024-02-29")).not.toBeNull();
    expect(dayNumber("2023-02-29")).toBeNull();
    expect(dayNumber("2026-13-01")).toBeNull();
  });
});

const day = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const range = fc.tuple(day, day).map(([a, b]): DayRange => (a <= b ? { start: a, end: b } : { start: b, end: a }));
/** The days of a range, one by one: the overlap rule must agree with counting them. */
function days(r: DayRange): Set<string> {
  const out = new Set<string>();
  for (let n = dayNumber(r.start) ?? 0; n <= (dayNumber(r.end) ?? 0); n++) out.add(new Date(n * 86_400_000).toISOString().slice(0, 10));
  return out;
}

describe("the overlap rule", () => {
  it("says two ranges overlap exactly when they share a day, whichever way round", () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        const shared = [...days(a)].some((d) => days(b).has(d));
        expect(rangesOverlap(a, b)).toBe(shared);
        expect(rangesOverlap(b, a)).toBe(shared);
      }),
    );
  });

  it("never accepts a range that shares a day with one taken", () => {
    fc.assert(
      fc.property(range, fc.array(range, { maxLength: 5 }), (wanted, taken) => {
        const result = checkBookingRange(wanted, "2026-01-01", taken);
        const clash = taken.some((t) => [...days(t)].some((d) => days(wanted).has(d)));
        if (clash) expect(result).toMatchObject({ ok: false });
        else if (result.ok) expect(result.value).toEqual(wanted);
      }),
    );
  });
});
