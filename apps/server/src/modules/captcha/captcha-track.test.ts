import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkTrack, type TrackPoint } from "./captcha-track.ts";
import { easedTrack } from "./human-track.ts";

const human: TrackPoint[] = [
  { x: 0, y: 0, t: 0 },
  { x: 40, y: 1, t: 100 },
  { x: 90, y: 3, t: 220 },
  { x: 120, y: 2, t: 330 },
];

describe("checkTrack", () => {
  it.each([
    ["passes a pointer drag with wobble", human, 120, true],
    ["refuses too few points", human.slice(0, 2), 40, false],
    ["refuses faster than 150 ms", human.map((p) => ({ ...p, t: p.t / 4 })), 120, false],
    ["refuses time going back", [human[0], human[2], human[1], human[3]] as TrackPoint[], 120, false],
    ["refuses a track that ends elsewhere than the drop", human, 160, false],
    ["refuses a track that starts mid-way", human.slice(1).concat([{ x: 120, y: 2, t: 600 }]), 120, false],
    [
      "refuses three points in a straight line",
      [
        { x: 0, y: 5, t: 0 },
        { x: 60, y: 5, t: 100 },
        { x: 120, y: 5, t: 400 },
      ],
      120,
      false,
    ],
    ["passes a drag that overshoots the slider and comes back", [...human, { x: 400, y: 2, t: 500 }, { x: 120, y: 2, t: 600 }], 120, true],
    ["passes a release past the end when the piece stopped at the end", [...human.slice(0, 3), { x: 230, y: 2, t: 330 }, { x: 280, y: 2, t: 500 }], 250, true],
    [
      "refuses a made-up straight run at one speed with wobble",
      Array.from({ length: 25 }, (_, i) => ({ x: Math.round((120 * i) / 24), y: 20 + (i % 3), t: i * 40 })),
      120,
      false,
    ],
    ["refuses a track longer than the server saw the challenge out", human, 120, false, 50],
    ["refuses a NaN", [...human.slice(0, 3), { x: Number.NaN, y: 2, t: 400 }], 120, false],
    ["refuses a drag longer than two minutes", [...human.slice(0, 3), { x: 120, y: 2, t: 121_000 }], 120, false],
  ])("%s", (_name, track, dropped, expected, observedMs = Number.POSITIVE_INFINITY) => {
    expect(checkTrack(track, dropped, observedMs).ok).toBe(expected);
  });

  it("passes any eased pointer drag (fast in the middle, slow at the end) that the server saw take place", () => {
    fc.assert(
      fc.property(fc.integer({ min: 70, max: 240 }), fc.integer({ min: 250, max: 2000 }), fc.integer({ min: 12, max: 60 }), (target, ms, points) => {
        const track = easedTrack(target, ms, points);
        return checkTrack(track, target, ms + 10).ok;
      }),
    );
  });

  it("passes keyboard tracks: equal steps, flat y, one key press every 60 ms or more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 70, max: 240 }), fc.constantFrom(1, 5), fc.integer({ min: 60, max: 400 }), (target, step, interval) => {
        const track: TrackPoint[] = [{ x: 0, y: 0, t: 0 }];
        let x = 0;
        while (x < target) {
          x = Math.min(target, x + step);
          track.push({ x, y: 0, t: track.length * interval });
        }
        track.push({ x, y: 0, t: track.length * interval });
        return checkTrack(track, x).ok;
      }),
    );
  });

  it("refuses every track that takes under 150 ms, whatever its shape", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 250 }), y: fc.integer({ min: 0, max: 30 }), t: fc.integer({ min: 0, max: 149 }) }), {
          minLength: 3,
          maxLength: 40,
        }),
        (points) => {
          const track = [{ x: 0, y: 0, t: 0 }, ...points.sort((a, b) => a.t - b.t)];
          return !checkTrack(track, track[track.length - 1]?.x ?? 0).ok;
        },
      ),
    );
  });
});
