/**
 * Deadlines after publishing (../procurement.md): a deadline can be extended, never brought
 * forward, and a substantive change (变更公告 that alters what suppliers price) close to the
 * deadline pushes it back so every supplier has time to answer it.
 */
import type { Result } from "../result.ts";

/** A substantive change needs at least this long before the deadline; closer, the deadline moves. */
export const CHANGE_NOTICE_MIN_HOURS = 24;

const HOUR = 3_600_000;

export type DeadlineRefusalCode = "deadline.not-later" | "deadline.in-past";

/** The buyer sets a new deadline (times in epoch ms): only later than the current one and in the future. */
export function extendDeadline(current: number, proposed: number, now: number): Result<number, { readonly code: DeadlineRefusalCode }> {
  if (proposed <= now) return { ok: false, code: "deadline.in-past" };
  if (proposed <= current) return { ok: false, code: "deadline.not-later" };
  return { ok: true, value: proposed };
}

/**
 * The deadline after a 变更公告 published `now`: unchanged for a clarification that alters no
 * price, or when enough time is left; otherwise pushed to CHANGE_NOTICE_MIN_HOURS after the notice.
 */
export function deadlineAfterChange(deadline: number, now: number, substantive: boolean): number {
  if (!substantive) return deadline;
  return Math.max(deadline, now + CHANGE_NOTICE_MIN_HOURS * HOUR);
}
