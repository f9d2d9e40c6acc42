import type { OrderState } from "../orders/service-order.ts";

/**
 * The order states in which a business owns a lesson: paid and not given back. 退款中 still
 * watches (the refund may be refused); 已退款 and anything unpaid does not.
 */
export const LESSON_ACCESS_STATES = ["paid", "in_service", "completed", "refunding", "refund_rejected"] as const satisfies readonly OrderState[];

/** While playing, the position is saved at most this often (seconds of wall time). */
export const LESSON_PROGRESS_INTERVAL_SECONDS = 10;

/** Why the player reports its position: a timeupdate tick, or a moment that must not be lost. */
export type ProgressMoment = "tick" | "pause" | "leave" | "ended";

/** The last position saved: where (seconds into the chapter) and when (ms of wall time). */
export interface SavedProgress {
  position: number;
  at: number;
}

/**
 * Whether to save the position now: a tick saves when the interval has passed since the last save,
 * a pause, leaving the page or the end always does — unless the position is the one saved already.
 * Throttled so a playing video costs one request per interval, not one per timeupdate.
 */
export function shouldSaveProgress(last: SavedProgress | null, position: number, at: number, moment: ProgressMoment): boolean {
  if (!Number.isFinite(position) || position < 0) return false;
  if (last && Math.abs(last.position - position) < 0.5) return false;
  if (moment !== "tick") return true;
  return last === null || at - last.at >= LESSON_PROGRESS_INTERVAL_SECONDS * 1000;
}

/** Within this many seconds of the end a chapter counts as watched, and opens from the start again. */
const FINISHED_MARGIN_SECONDS = 2;

/** Where a chapter opens: the saved position, from the start again once it was watched to the end. */
export function resumePosition(saved: number | null | undefined, durationSeconds: number): number {
  if (saved == null || !Number.isFinite(saved) || saved <= 0) return 0;
  if (durationSeconds > 0 && saved >= durationSeconds - FINISHED_MARGIN_SECONDS) return 0;
  return saved;
}
