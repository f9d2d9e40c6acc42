import { Captcha } from "./captcha.constants.ts";
import { isKeyboardRun, pressesAtKeyboardPace } from "./track-keyboard.ts";
import { isClockwork, slowsDownAtTheEnd, speedsUpAtTheStart } from "./track-profile.ts";

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
  | "no_acceleration"
  | "clockwork"
  | "keyboard_too_fast"
  | "longer_than_observed";

/**
 * A plausibility check of the drag track, not a proof of humanity: it turns away scripts that post
 * only the answer, a line in no time, one even speed or a textbook curve at clockwork steps, and
 * tracks longer than the server saw. Keyboard runs (flat y, the widget's steps, at key-repeat pace)
 * pass, because the widgets can be worked with the arrow keys. A well-forged track still passes:
 * the images and the escalation carry the rest.
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
  const piece = track.map((p) => ({ ...p, x: clamp(p.x) }));
  // Arrow keys: flat y, the widget's step sizes, at a pace keys can go; too few presses is a line.
  if (isKeyboardRun(piece)) {
    if (track.length < 5) return { ok: false, reason: "too_regular" };
    if (!pressesAtKeyboardPace(piece)) return { ok: false, reason: "keyboard_too_fast" };
    return { ok: true };
  }
  // A pointer: speeds up from rest, slows onto the target, and is not a formula at clockwork steps.
  if (!speedsUpAtTheStart(piece)) return { ok: false, reason: "no_acceleration" };
  if (!slowsDownAtTheEnd(piece)) return { ok: false, reason: "no_deceleration" };
  if (isClockwork(piece)) return { ok: false, reason: "clockwork" };
  return { ok: true };
}
