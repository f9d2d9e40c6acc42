import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelay } from "./retry-policy.ts";

describe("retryDelay", () => {
  it("stays within the doubling ceiling and never below Retry-After", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (attempt, retryAfter, r) => {
          const delay = retryDelay(attempt, DEFAULT_RETRY_POLICY, retryAfter, () => r);
          const ceiling = Math.min(DEFAULT_RETRY_POLICY.maxDelayMs, DEFAULT_RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1));
          expect(delay).toBeGreaterThanOrEqual(retryAfter ?? 0);
          expect(delay).toBeLessThanOrEqual(Math.max(ceiling, retryAfter ?? 0));
        },
      ),
    );
  });

  it("spreads retries of clients that failed together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelay(4, DEFAULT_RETRY_POLICY, null)));
    expect(delays.size).toBeGreaterThan(10);
  });
});

describe("parseRetryAfter", () => {
  it.each([
    ["3", 3000],
    ["0", 0],
    ["", null],
    [null, null],
    ["soon", null],
  ])("reads %j as %j ms", (value, ms) => expect(parseRetryAfter(value)).toBe(ms));

  it("reads an HTTP date relative to now", () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
  });
});
