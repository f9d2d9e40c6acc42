import { LIST_COUNT_CAP } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { MAX_PAGE_DEPTH, pageLimit, pageOffset, reachablePages } from "./paging.ts";

describe("bounded paging", () => {
  it("pages as deep as the count cap: 1,000 rows, a hundred pages of ten", () => {
    expect(MAX_PAGE_DEPTH).toBe(LIST_COUNT_CAP);
    expect(MAX_PAGE_DEPTH).toBe(1_000);
  });

  it.each([
    [1, 10, 0],
    [100, 10, 990],
    [101, 10, null],
    [50, 20, 980],
    [51, 20, null],
  ])("page %i of %i rows starts at %s", (current, size, offset) => {
    expect(pageOffset(current, size)).toBe(offset);
  });

  it("never reads past the bounded depth", () => {
    expect(pageLimit(990, 10)).toBe(10);
    expect(pageLimit(995, 10)).toBe(5);
  });

  it.each([
    [0, 10, 0],
    [57, 10, 6],
    [1_000, 10, 100],
    [250_000, 10, 100],
  ])("a total of %i in pages of %i reaches %i pages", (total, size, pages) => {
    expect(reachablePages(total, size)).toBe(pages);
  });
});
