import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { extensionOf, fileSizeUnitFor, formatFileSize } from "./file-size.ts";

describe("fileSizeUnitFor", () => {
  itMapsEach("uses %j → %i", fileSizeUnitFor, [
    ["MacIntel", 1000],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)", 1000],
    ["Win32", 1024],
    ["Linux x86_64", 1024],
    ["iPhone", 1024],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)", 1024],
  ]);
});

describe("formatFileSize", () => {
  it.each([
    [0, 1024, "0 B"],
    [-5, 1024, "0 B"],
    [Number.NaN, 1024, "0 B"],
    [512, 1024, "512 B"],
    [1024, 1024, "1 KB"],
    [1536, 1024, "1.5 KB"],
    [10 * 1024 * 1024, 1024, "10 MB"],
    [10_000_000, 1000, "10 MB"],
    [4 * 1024 ** 3, 1024, "4 GB"],
    [1024 ** 5, 1024, "1024 TB"],
  ])("formats %d bytes with unit %d as %j", (bytes, unit, text) => {
    expect(formatFileSize(bytes, unit as 1000 | 1024)).toBe(text);
  });

  it("always gives a number under the unit, or TB", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 50 }), (bytes) => {
        const [num, suffix] = formatFileSize(bytes).split(" ");
        expect(Number(num)).toBeGreaterThan(0);
        if (suffix !== "TB") expect(Number(num)).toBeLessThanOrEqual(1024);
      }),
    );
  });
});

describe("extensionOf", () => {
  itMapsEach("%j → %j", extensionOf, [
    ["a.PDF", "pdf"],
    ["archive.tar.gz", "gz"],
    [".bashrc", ""],
    ["noext", ""],
    ["trailing.", ""],
    ["图纸.DWG", "dwg"],
  ]);
});
