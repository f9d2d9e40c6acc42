import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "./retry-policy.ts";

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
