import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time.ts";

/** A call that resolves (or rejects) after `delay` ms, noting when it starts and ends. */
const timedCall =
  (log: string[], name: string, delay: number, fails = false) =>
  () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) =>
      setTimeout(() => {
        log.push(`end ${name}`);
        if (fails) reject(new Error(name));
        else resolve(name);
      }, delay),
    );
  };

describe("oneAtATime", () => {
  it("starts each call only after the one before it has settled, whatever their durations", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.boolean()), { minLength: 1, maxLength: 6 }), async (calls) => {
        const run = oneAtATime();
        const log: string[] = [];
        const settled = await Promise.allSettled(calls.map(([delay, fails], i) => run(timedCall(log, String(i), delay, fails))));
        expect(log).toEqual(calls.flatMap((_, i) => [`start ${i}`, `end ${i}`]));
        expect(settled.map((outcome) => outcome.status)).toEqual(calls.map(([, fails]) => (fails ? "rejected" : "fulfilled")));
      }),
      { numRuns: 40 },
    );
  });

  it("the last answer applied is the last call's, even when an earlier call is slower", async () => {
    const run = oneAtATime();
    let shown = "";
    const log: string[] = [];
    await Promise.all([run(timedCall(log, "slow", 20)).then((v) => (shown = v)), run(timedCall(log, "fast", 0)).then((v) => (shown = v))]);
    expect(shown).toBe("fast");
  });
});
