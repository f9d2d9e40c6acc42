import { Captcha } from "./captcha.constants.ts";
import type { TrackPoint } from "./captcha-track.ts";

// The widgets can be worked with the arrow keys (accessibility): a keyboard run has a flat y and
// moves in the widget's steps (a step and, with Shift, a bigger one), one point per key press.
// It has no velocity profile to check, so it is held to what keys can do instead.

/**
 * Whether the track looks like arrow-key presses: flat y, at most two step sizes. The last step
 * may be cut short at the target, and a step that lands on either end of the slider (Home, End,
 * or a step cut short there) is any size.
 */
export function isKeyboardRun(track: readonly TrackPoint[]): boolean {
  // biome-ignore lint/style/noNonNullAssertion: callers pass at least three points.
  const y = Math.round(track[0]!.y);
  if (!track.every((p) => Math.round(p.y) === y)) return false;
  const end = Captcha.width - Captcha.pieceSize;
  const steps = new Set<number>();
  for (let i = 1; i < track.length - 1; i++) {
    // biome-ignore lint/style/noNonNullAssertion: both indices are inside the array.
    const [from, to] = [Math.round(track[i - 1]!.x), Math.round(track[i]!.x)];
    if (to !== from && to !== 0 && to !== end) steps.add(Math.abs(to - from));
  }
  return steps.size <= 2;
}

/**
 * Whether the key presses come no faster than a keyboard repeats (about 30 per second at most;
 * `minKeyIntervalMs` leaves room for timer jitter) — many steps over real time, not a burst.
 */
export function pressesAtKeyboardPace(track: readonly TrackPoint[]): boolean {
  let fast = 0;
  for (let i = 1; i < track.length; i++) {
    // biome-ignore lint/style/noNonNullAssertion: both indices are inside the array.
    const [a, b] = [track[i - 1]!, track[i]!];
    if (b.x !== a.x && b.t - a.t < Captcha.minKeyIntervalMs) fast += 1;
  }
  // One stray quick pair (two keys at once, a timer hiccup) is forgiven.
  return fast <= 1;
}
