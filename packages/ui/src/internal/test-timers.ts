/** Fake timers for the tests of components that rotate or count down on an interval. */
import { afterEach, beforeEach, vi } from "vitest";

/** Fakes setInterval/clearInterval in every test of the enclosing describe, real timers after. */
export function fakeIntervalsInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Moves the faked interval on; React still renders on real macrotasks, so let it commit. */
export async function advanceAndCommit(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await new Promise((resolve) => setTimeout(resolve, 30));
}
