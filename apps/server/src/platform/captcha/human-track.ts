// Test support: drags as people make them, shared by every test, journey helper and the solver
// bench (the widgets record real ones). Randomised on purpose: the server refuses a track it has
// seen before, and a person never drags the same way twice.
import type { TrackPoint } from "./captcha-track.ts";

const jitter = (spread: number) => Math.round((Math.random() * 2 - 1) * spread);

/**
 * A pointer drag to `target` as a hand makes it: a minimum-jerk velocity profile (speeds up, then
 * slows onto the target) with a pixel of tremor, y drifting by a pixel now and then, and samples
 * 12 to 20 ms apart (event timing is never even), over about `ms`. The default stays short enough
 * that a test need not wait for the server's observed time to catch up.
 */
export function humanDragTrack(target: number, ms = 150 + Math.round(Math.random() * 60)): TrackPoint[] {
  const track: TrackPoint[] = [{ x: 0, y: 15, t: 0 }];
  let [t, y] = [0, 15];
  while (t < ms) {
    t = Math.min(ms, t + 12 + Math.round(Math.random() * 8));
    const f = t / ms;
    const eased = 10 * f ** 3 - 15 * f ** 4 + 6 * f ** 5;
    if (Math.random() < 0.35) y += jitter(1);
    track.push({ x: Math.max(0, Math.round(target * eased) + (f < 1 ? jitter(1) : 0)), y, t });
  }
  // A hand settles on the target: one more sample at rest.
  track.push({ x: target, y, t: t + 15 + Math.round(Math.random() * 20) });
  return track;
}

/** Arrow-key presses of `step` px (the widgets' step) every 33 to 50 ms, flat y. */
export function keyboardTrack(target: number, step = 5): TrackPoint[] {
  const track: TrackPoint[] = [{ x: 0, y: 0, t: 0 }];
  let [x, t] = [0, 0];
  while (x < target) {
    x = Math.min(target, x + step);
    t += 33 + Math.round(Math.random() * 17);
    track.push({ x, y: 0, t });
  }
  return track;
}

/**
 * A made-up drag: eased in and out at perfectly even time steps with a periodic wobble, as the
 * review's script sent it. The solver bench and the track tests use it as the attacker's track.
 */
export function easedTrack(target: number, ms = 400, points = 24): TrackPoint[] {
  return Array.from({ length: points + 1 }, (_, i) => {
    const f = i / points;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    return { x: Math.round(target * eased), y: 15 + Math.round(Math.sin(i * 1.7) * 2), t: Math.round(ms * f) };
  });
}
