import { describe, expect, it } from "vitest";
import { listPage, requestedPage } from "./page-number.ts";

const pageOf = (query: string) => requestedPage(new URLSearchParams(query));

describe("requestedPage", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=abc", 1],
    ["page=0", 1],
    ["page=-4", 1],
    ["page=250000", 100_000],
    ["other=2", 1],
  ])("?%s is page %i", (query, page) => {
    expect(pageOf(query)).toBe(page);
  });
});

describe("listPage", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["3", 3],
    ["2.5", 2],
    ["abc", 1],
    ["0", 1],
    ["-4", 1],
    ["100000", 100_000],
    ["100001", 1],
  ])("%j is page %i", (value, page) => {
    expect(listPage(value)).toBe(page);
  });
});
