import { describe, expect, it } from "vitest";
import { COMPETITION_WARNING_TEXTS, competitionWarnings } from "./competition-warnings.ts";

describe("competitionWarnings", () => {
  it.each([
    [{ mode: "invited", invitees: 2, validQuotations: null }, ["few-invitees"]],
    [{ mode: "invited", invitees: 3, validQuotations: null }, []],
    [{ mode: "public", invitees: 0, validQuotations: null }, []],
    [{ mode: "public", invitees: 0, validQuotations: 2 }, ["few-quotations"]],
    [{ mode: "invited", invitees: 1, validQuotations: 1 }, ["few-invitees", "few-quotations"]],
    [{ mode: "invited", invitees: 5, validQuotations: 3 }, []],
  ] as const)("%o → %o", (facts, expected) => {
    expect(competitionWarnings(facts)).toEqual(expected);
  });

  it("words every warning in Chinese", () => {
    expect(COMPETITION_WARNING_TEXTS["few-invitees"]).toBe("邀请的供应商少于3家，竞争可能不充分");
  });
});
