import { describe, expect, it } from "vitest";
import { marketFilters, marketHref, yuanToFen } from "./market-filters.ts";

const filtersOf = (query: string) => marketFilters(new URL(`http://localhost/default/equipment/market?${query}`));

describe("market filters from the address", () => {
  it("keeps known choices and drops unknown ones instead of refusing", () => {
    expect(filtersOf("side=supply&trade=rent&category=lifting&province=22&city=2201&min=1000&max=5000.5&current=2")).toEqual({
      side: "supply",
      trade: "rent",
      category: "lifting",
      province: "22",
      city: "2201",
      min: "1000",
      max: "5000.5",
      current: 2,
    });
    expect(filtersOf("side=x&trade=lease&category=rocket&province=2&city=3101&min=abc&max=-1&current=0")).toEqual({
      side: "",
      trade: "",
      category: "",
      province: "",
      city: "",
      min: "",
      max: "",
      current: 1,
    });
  });

  it("drops a city outside the chosen province", () => {
    expect(filtersOf("province=22&city=3101").city).toBe("");
  });

  it("writes canonical addresses with only the choices made", () => {
    expect(marketHref(filtersOf(""))).toBe("/default/equipment/market");
    expect(marketHref(filtersOf("trade=rent&province=22"), 3)).toBe("/default/equipment/market?trade=rent&province=22&current=3");
  });

  it.each([
    ["1200", 120_000],
    ["0.5", 50],
    ["12.34", 1234],
    ["1.234", ""],
    ["", ""],
    ["-3", ""],
  ])("reads %s yuan as %s fen", (text, fen) => {
    expect(yuanToFen(text)).toBe(fen);
  });
});
