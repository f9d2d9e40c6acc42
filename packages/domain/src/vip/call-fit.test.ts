import { describe, expect, it } from "vitest";
import { callFitsCompany, citiesNamedIn } from "./call-fit.ts";

describe("the cities an address names", () => {
  it.each([
    ["吉林省长春市绿园区西新工业园区", ["2201"]],
    ["长春新区北湖科技园", ["2201"]],
    ["延边州延吉市长白山路", ["2224"]],
    ["吉林市船营区", ["2202"]],
    ["白山市浑江区", ["2206"]],
    ["吉林长白山保护开发区", []],
    ["辽宁省沈阳市", []],
    ["", []],
  ])("%s → %j", (location, cities) => {
    expect(citiesNamedIn(location)).toEqual(cities);
  });
});

describe("which VIP company gets a call pushed", () => {
  const changchunBuilder = { cityCode: "220104", qualificationNames: ["建筑工程施工总承包", "市政公用工程施工总承包"] };
  const changchunSupplier = { cityCode: "220106", qualificationNames: [] };
  const jilinBuilder = { cityCode: "220202", qualificationNames: ["建筑工程施工总承包"] };
  const tender = { location: "长春市朝阳区前进大街", qualifications: ["建筑工程施工总承包二级及以上", "安全生产许可证有效"] };
  const sheet = { location: "吉林省长春市绿园区西新工业园区", qualifications: ["营业执照", "产品合格证及质量证明书"] };

  it.each([
    ["a builder of the city holding the category", tender, changchunBuilder, true],
    ["a supplier of the city without it", tender, changchunSupplier, false],
    ["a builder of another city", tender, jilinBuilder, false],
    ["any company of the city for a sheet asking papers only", sheet, changchunSupplier, true],
    ["a company of another city for that sheet", sheet, jilinBuilder, false],
    ["a company without a region", sheet, { cityCode: "", qualificationNames: [] }, false],
    [
      "a builder lacking one of two categories",
      { location: "长春", qualifications: ["建筑工程施工总承包三级", "钢结构工程专业承包二级"] },
      changchunBuilder,
      false,
    ],
  ] as const)("%s: %s", (_name, call, company, fits) => {
    expect(callFitsCompany(call, company)).toBe(fits);
  });
});
