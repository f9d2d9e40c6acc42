import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIST_COUNT_CAP, lookAheadCap, shownTotal } from "./list-counts.ts";

describe("list counts", () => {
  it.each([
    [1, 10, 110],
    [5, 20, 300],
    [90, 10, 1_000],
    [95, 10, 1_000],
    [2_000, 10, 1_000],
  ])("page %i of %i rows counts up to %i", (current, size, cap) => {
    expect(lookAheadCap(current, size)).toBe(cap);
  });

  it("always knows the page shown and the next ten, never past the deepest row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (current, size) => {
        const cap = lookAheadCap(current, size);
        expect(cap).toBeLessThanOrEqual(LIST_COUNT_CAP);
        expect(cap === LIST_COUNT_CAP || cap >= (current + 10) * size).toBe(true);
      }),
    );
  });

  it.each([
    [0, 110, "0"],
    [57, 110, "57"],
    [110, 110, "110+"],
    [1_000, 1_000, "1000+"],
  ])("shows %i counted up to %i as %s", (total, cap, shown) => {
    expect(shownTotal(total, cap)).toBe(shown);
  });
});
