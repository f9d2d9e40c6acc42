import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lockState } from "./lockout.ts";

const now = new Date("2026-03-02T12:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("lockState", () => {
  it.each([
    ["four failures", [1, 2, 3, 4], false],
    ["five failures within 15 minutes", [1, 2, 3, 4, 5], true],
    ["five failures spread over 20 minutes", [1, 5, 10, 15, 21], false],
    ["five failures, the last 14 minutes ago", [14, 15, 16, 17, 18], true],
    ["five failures, the last 15 minutes ago", [15, 16, 17, 18, 19], false],
  ])("%s: locked is %s", (_name, minutesAgo, locked) => {
    expect(lockState(minutesAgo.map(ago), now).locked).toBe(locked);
  });

  it("locks for 15 minutes from the fifth failure", () => {
    const state = lockState([1, 2, 3, 4, 5].map(ago), now);
    expect(state).toEqual({ locked: true, until: new Date(ago(1).getTime() + 15 * 60_000) });
  });

  it("never locks with fewer than five failures, and the order of the rows does not matter", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }), (minutesAgo) => {
        const failures = minutesAgo.map(ago);
        const state = lockState(failures, now);
        if (failures.length < 5 && state.locked) return false;
        return lockState([...failures].reverse(), now).locked === state.locked;
      }),
    );
  });
});
