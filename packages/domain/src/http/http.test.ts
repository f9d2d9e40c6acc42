import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAT_RECONNECT_POLICY, NO_RETRY, REQUEST_RETRY_POLICY, retryDelay, STORAGE_RETRY_POLICY } from "./retry-policy.ts";
import { mayReloadAfterChunkError, routeErrorView } from "./route-error.ts";

describe("retry policy", () => {
  it("never retries without a policy that allows it", () => {
    expect(retryDelay(NO_RETRY, 1)).toBeNull();
  });

  it.each([
    [1, 1000],
    [3, 1000],
    [4, null],
    [0, null],
  ] as const)("HTTP retries (spec §8): retry %i waits %j", (retry, delay) => {
    expect(retryDelay(REQUEST_RETRY_POLICY, retry)).toBe(delay);
  });

  it("reconnects the chat 5000 ms after the first drop, then backs off with jitter up to a minute", () => {
    const half = { random: () => 0.5 };
    expect([1, 2, 3, 4, 5, 6, 50].map((retry) => retryDelay(CHAT_RECONNECT_POLICY, retry, half))).toEqual([
      5_000, 5_000, 10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("keeps every exponential wait below its doubling ceiling and never below Retry-After", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(CHAT_RECONNECT_POLICY, STORAGE_RETRY_POLICY),
        fc.integer({ min: 1, max: 1_000 }),
        fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (policy, retry, retryAfterMs, r) => {
          const delay = retryDelay(policy, retry, { random: () => r, retryAfterMs });
          if (retry > policy.retries) return delay === null;
          const ceiling = retry === 1 ? policy.delayMs : Math.min(policy.maxDelayMs ?? policy.delayMs, policy.delayMs * 2 ** (retry - 1));
          return delay !== null && delay >= (retryAfterMs ?? 0) && delay <= Math.max(ceiling, retryAfterMs ?? 0);
        },
      ),
    );
  });

  it("spreads the retries of clients that failed together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelay(STORAGE_RETRY_POLICY, 4)));
    expect(delays.size).toBeGreaterThan(10);
  });

  it("gives up storage requests after 5 retries", () => {
    expect(retryDelay(STORAGE_RETRY_POLICY, 5, { random: () => 0 })).toBe(0);
    expect(retryDelay(STORAGE_RETRY_POLICY, 6)).toBeNull();
  });
});

describe("routeErrorView", () => {
  it.each([
    [{ reason: "not-found" }, { status: 404, message: { code: "route.not-found" }, backHome: true }],
    [
      { status: 404, message: "x" },
      { status: 404, message: { code: "route.not-found" }, backHome: true },
    ],
    [{ reason: "unknown-middleware" }, { status: 500, message: { code: "route.unknown-middleware" }, backHome: false }],
    [{}, { status: 500, message: { code: "route.error" }, backHome: false }],
    [
      { status: 403, message: "无权访问" },
      { status: 403, message: { text: "无权访问" }, backHome: false },
    ],
    [
      { status: 200, message: " " },
      { status: 500, message: { code: "route.error" }, backHome: false },
    ],
  ] as const)("%j → %j", (error, view) => {
    expect(routeErrorView(error)).toEqual(view);
  });
});

describe("mayReloadAfterChunkError", () => {
  it.each([
    [1_000_000, null, true],
    [1_000_000, 1_000_000 - 59_999, false],
    [1_000_000, 1_000_000 - 60_000, true],
    [1_000_000, 2_000_000, true],
  ])("at %d after a reload at %j → %j", (now, last, may) => {
    expect(mayReloadAfterChunkError(now, last)).toBe(may);
  });
});
