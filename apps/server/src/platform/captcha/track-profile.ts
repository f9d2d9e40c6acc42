import { Captcha } from "./captcha.constants.ts";
import type { TrackPoint } from "./captcha-track.ts";

// The shape of a pointer drag over time. A hand speeds up from rest and slows onto its target;
// its samples come at uneven times and wobble. Made-up tracks tend to be one even speed, or a
// textbook curve at clockwork time steps.

function peakSpeed(track: readonly TrackPoint[]): number {
  let peak = 0;
  for (let i = 1; i < track.length; i++) {
    // biome-ignore lint/style/noNonNullAssertion: both indices are inside the array.
    const [a, b] = [track[i - 1]!, track[i]!];
    if (b.t > a.t) peak = Math.max(peak, Math.abs(b.x - a.x) / (b.t - a.t));
  }
  return peak;
}

/** Mean speed between two points, or infinity when no time passed. */
function speedBetween(a: TrackPoint, b: TrackPoint): number {
  return b.t > a.t ? Math.abs(b.x - a.x) / (b.t - a.t) : Number.POSITIVE_INFINITY;
}

/**
 * Whether the drag slows down as it reaches its end: over the last fifth of the distance the
 * speed stays at most `endSpeedShare` of the fastest stretch.
 */
export function slowsDownAtTheEnd(track: readonly TrackPoint[]): boolean {
  // biome-ignore lint/style/noNonNullAssertion: callers pass at least three points.
  const [start, last] = [track[0]!, track[track.length - 1]!];
  const distance = Math.abs(last.x - start.x);
  if (distance < 20) return true;
  const tailStart = track.findLast((p) => Math.abs(p.x - start.x) < distance * 0.8);
  if (!tailStart || last.t <= tailStart.t) return false;
  const peak = peakSpeed(track);
  return peak > 0 && speedBetween(tailStart, last) <= peak * Captcha.endSpeedShare;
}

/**
 * Whether the drag speeds up from rest: over the first fifth of the distance the speed stays at
 * most `startSpeedShare` of the fastest stretch (a lenient share: some hands start briskly).
 */
export function speedsUpAtTheStart(track: readonly TrackPoint[]): boolean {
  // Too few samples to see a start: the end rule and the clockwork rule still apply.
  if (track.length < 8) return true;
  // biome-ignore lint/style/noNonNullAssertion: callers pass at least three points.
  const [start, last] = [track[0]!, track[track.length - 1]!];
  const distance = Math.abs(last.x - start.x);
  if (distance < 20) return true;
  const headEnd = track.find((p) => Math.abs(p.x - start.x) >= distance * 0.2);
  if (!headEnd) return false;
  const peak = peakSpeed(track);
  return peak > 0 && speedBetween(start, headEnd) <= peak * Captcha.startSpeedShare;
}

/**
 * Whether the track is clockwork: samples at even times (all steps within 2 ms of each other)
 * *and* a glass-smooth path (mean |third difference of x| at most 2 px). Either alone happens to
 * people (browsers deliver moves per frame; a steady hand is smooth); both together is a formula.
 */
export function isClockwork(track: readonly TrackPoint[]): boolean {
  if (track.length < 9) return false;
  const dt: number[] = [];
  const dx: number[] = [];
  for (let i = 1; i < track.length; i++) {
    // biome-ignore lint/style/noNonNullAssertion: both indices are inside the array.
    const [a, b] = [track[i - 1]!, track[i]!];
    dt.push(b.t - a.t);
    dx.push(b.x - a.x);
  }
  if (Math.max(...dt) - Math.min(...dt) > Captcha.clockworkTimeSpreadMs) return false;
  let jerk = 0;
  // biome-ignore lint/style/noNonNullAssertion: indices stay inside dx.
  for (let i = 3; i < dx.length + 1; i++) jerk += Math.abs(dx[i - 1]! - 2 * dx[i - 2]! + dx[i - 3]!);
  return jerk / (dx.length - 2) <= Captcha.clockworkJerkPx;
}
