import { describe, expect, it } from "vitest";
import { filteredHref, stateTabHref } from "./filtered-href.ts";

describe("filteredHref", () => {
  it("is the bare path when nothing is chosen on the first page", () => {
    expect(filteredHref("/default/tender/list", { keyword: "", current: 1 }, 1)).toBe("/default/tender/list");
  });

  it("keeps the filters' order, leaves out the empty ones and the page it was read on", () => {
    expect(filteredHref("/default/company/more", { regionCode: "220100", companyType: "", category: "建筑业", grade: "", current: 4 }, 2)).toBe(
      "/default/company/more?regionCode=220100&category=%E5%BB%BA%E7%AD%91%E4%B8%9A&current=2",
    );
  });

  it("writes no page number for the first page", () => {
    expect(filteredHref("/default/project/list", { keyword: "桥", current: 3 }, 1)).toBe("/default/project/list?keyword=%E6%A1%A5");
  });
});

describe("stateTabHref", () => {
  it("names the state and the page from 2 on", () => {
    expect(stateTabHref("/user/service-buy-list", "paid", 3)).toBe("/user/service-buy-list?state=paid&page=3");
  });

  it("leaves both out for 全部 on the first page", () => {
    expect(stateTabHref("/user/service-buy-list", null)).toBe("/user/service-buy-list?");
    expect(stateTabHref("/user/service-buy-list", null, 2)).toBe("/user/service-buy-list?page=2");
  });
});
