import { describe, expect, it } from "vitest";
import { filteredHref } from "../../lib/filtered-href.ts";
import { lawPaths } from "./law-paths.ts";
import { caseFilters, lawyerFilters } from "./law-services.server.ts";

const url = (query: string) => new URL(`http://portal.test${lawPaths.lawyerList}${query}`);

describe("the filters in the address", () => {
  it.each([
    ["", { specialty: "", regionCode: "", company: 0, current: 1 }],
    ["?specialty=%E6%8B%9B%E6%8A%95%E6%A0%87&regionCode=220100&current=3", { specialty: "招投标", regionCode: "220100", company: 0, current: 3 }],
    ["?specialty=%E6%B5%B7%E5%95%86&regionCode=110100&current=-2", { specialty: "", regionCode: "", company: 0, current: 1 }],
    ["?current=abc", { specialty: "", regionCode: "", company: 0, current: 1 }],
    // A law firm (a search hit for a 律所): its business id, or nothing when it is not one.
    ["?company=12&specialty=%E6%8B%9B%E6%8A%95%E6%A0%87", { specialty: "招投标", regionCode: "", company: 12, current: 1 }],
    ["?company=-3", { specialty: "", regionCode: "", company: 0, current: 1 }],
    ["?company=1.5", { specialty: "", regionCode: "", company: 0, current: 1 }],
  ])("lawyer list %s", (query, filters) => {
    expect(lawyerFilters(url(query))).toEqual(filters);
  });

  it.each([
    ["?category=%E5%90%88%E5%90%8C%E5%AE%A1%E6%9F%A5&status=resolved", { category: "合同审查", status: "resolved", current: 1 }],
    ["?category=other&status=pending&current=2", { category: "", status: "", current: 2 }],
  ])("case list %s", (query, filters) => {
    expect(caseFilters(url(query))).toEqual(filters);
  });

  it("writes only the filters that are set, and the page from 2 on", () => {
    expect(filteredHref(lawPaths.caseList, { category: "", status: "" }, 1)).toBe(lawPaths.caseList);
    expect(filteredHref(lawPaths.lawyerList, { specialty: "招投标", regionCode: "" }, 2)).toBe(
      `${lawPaths.lawyerList}?specialty=%E6%8B%9B%E6%8A%95%E6%A0%87&current=2`,
    );
  });
});
