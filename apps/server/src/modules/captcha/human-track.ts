import type { TrackPoint } from "./captcha-track.ts";

/**
 * A drag to `target` as a hand makes it: eased in and out (fast in the middle, slow on the
 * target), a little wobble in y, `points` samples over `ms`. Tests and the solver bench use it
 * for the human side; the widgets record real ones.
 */
export function easedTrack(target: number, ms = 400, points = 24): TrackPoint[] {
  return Array.from({ length: points + 1 }, (_, i) => {
    const f = i / points;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    return { x: Math.round(target * eased), y: 15 + Math.round(Math.sin(i * 1.7) * 2), t: Math.round(ms * f) };
  });
}
