/**
 * Requests on a listing: a booking (rentals, with dates) or an inquiry (sales). The owner accepts
 * or declines a pending request; the requester may withdraw one that is pending. An accepted
 * booking takes its dates: no two accepted bookings of one listing overlap (the server also holds
 * this in the database, so two owners' clicks at once cannot both win).
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";

/** The states as both sides see them. */
export const BOOKING_STATE_LABELS = {
  pending: "待处理",
  accepted: "已接受",
  declined: "已拒绝",
  cancelled: "已撤回",
} as const;

export const BOOKING_STATES = keysOf(BOOKING_STATE_LABELS);
/** A request's state. */
export type BookingState = (typeof BOOKING_STATES)[number];

/** What may happen to a request. */
export type BookingEvent = "accept" | "decline" | "cancel";

/** Why a booking event or a date range is refused. */
export type BookingRefusalCode =
  | "booking.transition-forbidden"
  | "booking.dates-missing"
  | "booking.date-invalid"
  | "booking.start-in-past"
  | "booking.end-before-start"
  | "booking.too-long"
  | "booking.overlap";

/** The messages of the refusals, in the product's language. */
export const BOOKING_MESSAGES: Readonly<Record<BookingRefusalCode, string>> = {
  "booking.transition-forbidden": "该请求当前状态不能进行此操作",
  "booking.dates-missing": "租赁请选择开始和结束日期",
  "booking.date-invalid": "日期格式不正确",
  "booking.start-in-past": "开始日期不能早于今天",
  "booking.end-before-start": "结束日期不能早于开始日期",
  "booking.too-long": "单次租期不能超过366天",
  "booking.overlap": "所选日期已被预订，请选择其他日期",
};

/** The longest booking, in days (both ends counted). */
export const BOOKING_MAX_DAYS = 366;

/** The state a request goes to, or a refusal: only a pending request is decided or withdrawn. */
export function transitionBooking(state: BookingState, event: BookingEvent): Result<BookingState, { code: BookingRefusalCode }> {
  if (state !== "pending") return { ok: false, code: "booking.transition-forbidden" };
  const next: Record<BookingEvent, BookingState> = { accept: "accepted", decline: "declined", cancel: "cancelled" };
  return { ok: true, value: next[event] };
}

/** A range of calendar days, `yyyy-MM-dd`, both ends included. */
export interface DayRange {
  readonly start: string;
  readonly end: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a `yyyy-MM-dd` date, or null when it is not a real date. */
export function dayNumber(date: string): number | null {
  if (!DAY.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return null;
  return time / 86_400_000;
}

/** Whether two day ranges share at least one day (ends included: a booking ending on the 5th and one starting on the 5th overlap). */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/**
 * Checks a requested range against today (China time, `yyyy-MM-dd`) and the ranges already
 * taken: the range, or why it is refused.
 */
export function checkBookingRange(range: Partial<DayRange>, today: string, taken: readonly DayRange[] = []): Result<DayRange, { code: BookingRefusalCode }> {
  if (!range.start || !range.end) return { ok: false, code: "booking.dates-missing" };
  const start = dayNumber(range.start);
  const end = dayNumber(range.end);
  if (start === null || end === null) return { ok: false, code: "booking.date-invalid" };
  if (range.start < today) return { ok: false, code: "booking.start-in-past" };
  if (end < start) return { ok: false, code: "booking.end-before-start" };
  if (end - start + 1 > BOOKING_MAX_DAYS) return { ok: false, code: "booking.too-long" };
  const wanted = { start: range.start, end: range.end };
  if (taken.some((other) => rangesOverlap(wanted, other))) return { ok: false, code: "booking.overlap" };
  return { ok: true, value: wanted };
}
