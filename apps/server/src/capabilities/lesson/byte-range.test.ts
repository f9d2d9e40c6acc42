import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range.ts";

describe("parseByteRange", () => {
  it.each([
    { header: undefined, size: 100, range: null },
    { header: "bytes=0-", size: 100, range: { start: 0, end: 99 } },
    { header: "bytes=10-19", size: 100, range: { start: 10, end: 19 } },
    { header: "bytes=90-200", size: 100, range: { start: 90, end: 99 } },
    { header: "bytes=-10", size: 100, range: { start: 90, end: 99 } },
    { header: "bytes=-500", size: 100, range: { start: 0, end: 99 } },
    { header: "bytes=100-", size: 100, range: "unsatisfiable" },
    { header: "bytes=20-10", size: 100, range: "unsatisfiable" },
    { header: "bytes=-0", size: 100, range: "unsatisfiable" },
    { header: "bytes=0-1,5-6", size: 100, range: null },
    { header: "items=0-1", size: 100, range: null },
    { header: "bytes=-", size: 100, range: null },
  ])("$header of $size → $range", ({ header, size, range }) => {
    expect(parseByteRange(header, size)).toEqual(range);
  });

  it("never reaches outside the object", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.option(fc.nat(20_000)), fc.option(fc.nat(20_000)), (size, from, to) => {
        const range = parseByteRange(`bytes=${from ?? ""}-${to ?? ""}`, size);
        if (range === null || range === "unsatisfiable") return;
        expect(range.start).toBeGreaterThanOrEqual(0);
        expect(range.end).toBeLessThan(size);
        expect(range.start).toBeLessThanOrEqual(range.end);
      }),
    );
  });
});
