import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkTrack, type TrackPoint } from "./captcha-track.ts";
import { easedTrack, humanDragTrack, keyboardTrack } from "./human-track.ts";

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
    ["refuses the review's made-up drag: a textbook ease at clockwork time steps", easedTrack(150, 200, 16), 150, false],
    ["refuses the same curve at 40 ms clockwork steps", easedTrack(200, 600, 15), 200, false],
    [
      "refuses a pointer drag that starts at full speed (no acceleration)",
      Array.from({ length: 12 }, (_, i) => ({
        x: i === 11 ? 150 : Math.round(150 * Math.sqrt(i / 10)) - (i === 10 ? 3 : 0),
        y: 10 + (i % 2),
        t: i * 30 + (i % 3) * 4,
      })),
      150,
      false,
    ],
    ["refuses a keyboard-looking run faster than keys repeat", Array.from({ length: 31 }, (_, i) => ({ x: i * 5, y: 0, t: i * 8 })), 150, false],
    ["refuses a NaN", [...human.slice(0, 3), { x: Number.NaN, y: 2, t: 400 }], 120, false],
    ["refuses a drag longer than two minutes", [...human.slice(0, 3), { x: 120, y: 2, t: 121_000 }], 120, false],
  ])("%s", (_name, track, dropped, expected, observedMs = Number.POSITIVE_INFINITY) => {
    expect(checkTrack(track, dropped, observedMs).ok).toBe(expected);
  });

  it("passes every drag of the tests' human-like generator that the server saw take place", () => {
    fc.assert(
      fc.property(fc.integer({ min: 70, max: 240 }), fc.integer({ min: 150, max: 2000 }), (target, ms) => {
        const track = humanDragTrack(target, ms);
        return checkTrack(track, target, (track[track.length - 1]?.t ?? 0) + 10).ok;
      }),
      { numRuns: 300 },
    );
  });

  it("passes the generator's keyboard runs (5 px and 1 px steps, 33 to 50 ms apart)", () => {
    fc.assert(fc.property(fc.integer({ min: 70, max: 240 }), fc.constantFrom(1, 5), (target, step) => checkTrack(keyboardTrack(target, step), target).ok));
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

describe("keyboard runs with Home and End", () => {
  it("passes a run that jumps to either end of the slider (Home/End) among its equal steps", () => {
    const steps = (from: number, to: number, t0: number) =>
      Array.from({ length: Math.abs(to - from) / 2 }, (_, i) => ({ x: from + Math.sign(to - from) * 2 * (i + 1), y: 0, t: t0 + (i + 1) * 40 }));
    const run = [{ x: 0, y: 0, t: 0 }, { x: 250, y: 0, t: 300 }, ...steps(250, 200, 300), { x: 200, y: 0, t: 2000 }];
    expect(checkTrack(run, 200).ok).toBe(true);
  });
});
