import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LESSON_ACCESS_STATES, LESSON_PROGRESS_INTERVAL_SECONDS, resumePosition, shouldSaveProgress } from "./lesson-progress.ts";

const T0 = 1_800_000_000_000;

describe("shouldSaveProgress", () => {
  it.each([
    { case: "first tick", last: null, position: 3, at: T0, moment: "tick", save: true },
    { case: "tick within the interval", last: { position: 3, at: T0 }, position: 8, at: T0 + 5_000, moment: "tick", save: false },
    { case: "tick after the interval", last: { position: 3, at: T0 }, position: 13, at: T0 + 10_000, moment: "tick", save: true },
    { case: "pause within the interval", last: { position: 3, at: T0 }, position: 5, at: T0 + 2_000, moment: "pause", save: true },
    { case: "leave within the interval", last: { position: 3, at: T0 }, position: 5, at: T0 + 2_000, moment: "leave", save: true },
    { case: "end", last: { position: 3, at: T0 }, position: 60, at: T0 + 1_000, moment: "ended", save: true },
    { case: "pause where it was saved", last: { position: 5, at: T0 }, position: 5.2, at: T0 + 60_000, moment: "pause", save: false },
    { case: "not a number", last: null, position: Number.NaN, at: T0, moment: "pause", save: false },
    { case: "negative", last: null, position: -1, at: T0, moment: "leave", save: false },
  ] as const)("$case → $save", ({ last, position, at, moment, save }) => {
    expect(shouldSaveProgress(last, position, at, moment)).toBe(save);
  });

  it("saves at most once per interval while ticking, whatever the ticks", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2_000 }), { minLength: 1, maxLength: 300 }), (gaps) => {
        let last: { position: number; at: number } | null = null;
        let at = T0;
        let position = 0;
        const saves: number[] = [];
        for (const gap of gaps) {
          at += gap;
          position += gap / 1000;
          if (shouldSaveProgress(last, position, at, "tick")) {
            saves.push(at);
            last = { position, at };
          }
        }
        const elapsed = at - T0;
        expect(saves.length).toBeLessThanOrEqual(1 + Math.floor(elapsed / (LESSON_PROGRESS_INTERVAL_SECONDS * 1000)));
        for (let i = 1; i < saves.length; i++) expect((saves[i] ?? 0) - (saves[i - 1] ?? 0)).toBeGreaterThanOrEqual(LESSON_PROGRESS_INTERVAL_SECONDS * 1000);
      }),
    );
  });
});

describe("resumePosition", () => {
  it.each([
    { saved: null, duration: 60, resume: 0 },
    { saved: 0, duration: 60, resume: 0 },
    { saved: 12.5, duration: 60, resume: 12.5 },
    { saved: 58.5, duration: 60, resume: 0 },
    { saved: 61, duration: 60, resume: 0 },
    { saved: Number.NaN, duration: 60, resume: 0 },
  ])("$saved of $duration → $resume", ({ saved, duration, resume }) => {
    expect(resumePosition(saved, duration)).toBe(resume);
  });

  it("always opens within the chapter", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 1e5, noNaN: true }), fc.integer({ min: 3, max: 10_000 }), (saved, duration) => {
        const at = resumePosition(saved, duration);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBeLessThan(duration);
      }),
    );
  });
});

it("refunded and unpaid orders give no access", () => {
  for (const state of ["pending_payment", "cancelled", "refunded"]) expect(LESSON_ACCESS_STATES).not.toContain(state);
});
