import { Captcha } from "./captcha.constants.ts";

/** One sample of the drag: the piece's x, the pointer's y, and a time in milliseconds. */
export interface TrackPoint {
  x: number;
  y: number;
  t: number;
}

/** Why a drag track does not look like a person's. */
export type TrackRejection =
  | "too_few_points"
  | "too_many_points"
  | "not_finite"
  | "time_goes_back"
  | "too_fast"
  | "too_slow"
  | "end_mismatch"
  | "too_regular"
  | "no_deceleration"
  | "longer_than_observed";

/**
 * A plausibility check of the drag track, not a proof of humanity: it turns away scripts that
 * post only the answer or a straight line in no time. Keyboard tracks (equal steps, same y) pass,
 * because the widget can be worked with the arrow keys: they have many points over real time.
 */
export function checkTrack(
  track: readonly TrackPoint[],
  droppedX: number,
  observedMs = Number.POSITIVE_INFINITY,
): { ok: true } | { ok: false; reason: TrackRejection } {
  if (track.length < Captcha.minTrackPoints) return { ok: false, reason: "too_few_points" };
  if (track.length > Captcha.maxTrackPoints) return { ok: false, reason: "too_many_points" };
  if (!track.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.t))) return { ok: false, reason: "not_finite" };
  for (let i = 1; i < track.length; i++) {
    // biome-ignore lint/style/noNonNullAssertion: both indices are inside the array.
    if (track[i]!.t < track[i - 1]!.t) return { ok: false, reason: "time_goes_back" };
  }
  // biome-ignore lint/style/noNonNullAssertion: the length was checked above.
  const first = track[0]!;
  // biome-ignore lint/style/noNonNullAssertion: the length was checked above.
  const last = track[track.length - 1]!;
  const duration = last.t - first.t;
  if (duration < Captcha.minDragMs) return { ok: false, reason: "too_fast" };
  if (duration > Captcha.maxDragMs) return { ok: false, reason: "too_slow" };
  // The server saw the challenge go out and the answer come back: a drag cannot have taken longer.
  if (duration > observedMs + Captcha.timingSlackMs) return { ok: false, reason: "longer_than_observed" };
  // Widgets record the raw pointer, which may overshoot either end of the slider while the piece
  // stays clamped; compare positions as the piece had them.
  const maxX = Captcha.width - Captcha.pieceSize;
  const clamp = (x: number) => Math.max(0, Math.min(maxX, x));
  // The drag starts at the left edge and ends where the piece was dropped.
  if (clamp(first.x) > Captcha.tolerance || Math.abs(clamp(last.x) - droppedX) > Captcha.tolerance) return { ok: false, reason: "end_mismatch" };
  // A pointer wobbles in y; a keyboard makes many small steps. Three points in a line are neither.
  const wobbles = new Set(track.map((p) => Math.round(p.y))).size > 1;
  if (!wobbles && track.length < 5) return { ok: false, reason: "too_regular" };
  if (wobbles && !slowsDownAtTheEnd(track.map((p) => ({ ...p, x: clamp(p.x) })))) return { ok: false, reason: "no_deceleration" };
  return { ok: true };
}

/**
 * Whether a pointer track slows down as it reaches its end, as a hand homing in on a target does:
 * the speed over the last fifth of the distance is well below the fastest stretch. Keyboard tracks
 * (flat y, equal steps) are exempt: key repeat moves at one speed.
 */
function slowsDownAtTheEnd(track: readonly TrackPoint[]): boolean {
  // biome-ignore lint/style/noNonNullAssertion: callers pass at least three points.
  const end = track[track.length - 1]!.x;
  // biome-ignore lint/style/noNonNullAssertion: as above.
  const start = track[0]!.x;
  const distance = Math.abs(end - start);
  if (distance < 20) return true;
  let peak = 0;
  for (let i = 1; i < track.length; i++) {
    // biome-ignore lint/style/noNonNullAssertion: both indices are inside the array.
    const [a, b] = [track[i - 1]!, track[i]!];
    if (b.t > a.t) peak = Math.max(peak, Math.abs(b.x - a.x) / (b.t - a.t));
  }
  // The last fifth of the way: from the last point short of 80 % of the distance to the end.
  const tailStart = track.findLast((p) => Math.abs(p.x - start) < distance * 0.8);
  // biome-ignore lint/style/noNonNullAssertion: as above.
  const last = track[track.length - 1]!;
  if (!tailStart || last.t <= tailStart.t) return false;
  const tailSpeed = Math.abs(last.x - tailStart.x) / (last.t - tailStart.t);
  return peak > 0 && tailSpeed <= peak * Captcha.endSpeedShare;
}
