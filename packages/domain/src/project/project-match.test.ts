import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES } from "../site/regions.ts";
import { type MatchCompany, type MatchProject, matchProject } from "./project-match.ts";

const project: MatchProject = { regionCode: "220102", category: "建筑工程施工总承包", requiredGrade: "二级" };

describe("matchProject", () => {
  it.each([
    [
      "same district, grade met",
      { regionCode: "220102", qualifications: [{ category: "建筑工程施工总承包", grade: "一级" }] },
      100,
      "地区匹配 · 类别匹配 · 资质满足",
    ],
    ["same city, grade met", { regionCode: "220104", qualifications: [{ category: "建筑工程施工总承包", grade: "二级" }] }, 90, "同城 · 类别匹配 · 资质满足"],
    ["same province, grade below", { regionCode: "220202", qualifications: [{ category: "建筑工程施工总承包", grade: "三级" }] }, 40, "同省 · 类别匹配"],
    ["elsewhere, other category", { regionCode: "110101", qualifications: [{ category: "公路工程施工总承包", grade: "特级" }] }, 0, ""],
    ["no region code", { regionCode: "", qualifications: [] }, 0, ""],
  ] as const)("%s → %i (%s)", (_, company, score, explanation) => {
    const match = matchProject(project, company);
    expect(match.score).toBe(score);
    expect(match.explanation).toBe(explanation);
  });

  it("takes any grade in the category when none is required", () => {
    expect(matchProject({ ...project, requiredGrade: "" }, { regionCode: "", qualifications: [{ category: project.category, grade: "三级" }] }).score).toBe(60);
  });

  const code = fc.constantFrom("220102", "220104", "220202", "222401", "110101", "");
  const qualification = fc.record({ category: fc.constantFrom(...QUALIFICATION_CATEGORIES), grade: fc.constantFrom(...QUALIFICATION_GRADES, "未知") });
  const anyProject = fc.record({
    regionCode: code,
    category: fc.constantFrom(...QUALIFICATION_CATEGORIES),
    requiredGrade: fc.constantFrom(...QUALIFICATION_GRADES, ""),
  });
  const anyCompany = fc.record({ regionCode: code, qualifications: fc.array(qualification, { maxLength: 4 }) });

  it("never lowers a score when a company adds a qualification", () => {
    fc.assert(
      fc.property(anyProject, anyCompany, qualification, (p, c: MatchCompany, added) => {
        expect(matchProject(p, { ...c, qualifications: [...c.qualifications, added] }).score).toBeGreaterThanOrEqual(matchProject(p, c).score);
      }),
    );
  });

  it("scores between 0 and 100 and explains every positive score", () => {
    fc.assert(
      fc.property(anyProject, anyCompany, (p, c) => {
        const match = matchProject(p, c);
        expect(match.score).toBeGreaterThanOrEqual(0);
        expect(match.score).toBeLessThanOrEqual(100);
        expect(match.score > 0).toBe(match.reasons.length > 0);
      }),
    );
  });
});
