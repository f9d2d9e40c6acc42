import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itAcceptsEach, itGuardsTheCheckCharacter, itRefusesEach, messagesFor } from "../testing/validator-cases.ts";
import { CREDIT_CODE_CHARSET, CREDIT_CODE_INSTITUTION_TYPES, creditCodeCheckChar, validateCreditCode } from "./credit-code.validator.ts";

const withCheck = (body: string) => `${body}${creditCodeCheckChar(body)}`;

describe("validateCreditCode (GB 32100-2015)", () => {
  itAcceptsEach(validateCreditCode, [
    // The standard's example, and published codes of well-known companies.
    ["91350100M000100Y43"],
    ["914403001922038216"],
    ["91440300708461136T"],
    [withCheck("12100000400000123")],
    [withCheck("53110000500000123")],
    [withCheck("92220101MA0000001")],
    [withCheck("Y1220101MA0000001")],
    [withCheck("A1110000MA0000001")],
    [withCheck("N2220101MA0000001")],
  ]);

  itRefusesEach(validateCreditCode, [
    ["", "credit-code.format"],
    ["91350100M000100Y4", "credit-code.format"],
    ["91350100M000100Y433", "credit-code.format"],
    ["91350100m000100y43", "credit-code.format"],
    // I, O, S, V and Z are not in the code's charset.
    ["91350100M000100I43", "credit-code.format"],
    ["91350100M000100O43", "credit-code.format"],
    ["91350100M000100S43", "credit-code.format"],
    ["91350100M000100V43", "credit-code.format"],
    ["91350100M000100Z43", "credit-code.format"],
    ["91350100M000100Y4-", "credit-code.format"],
    [withCheck("B1350100M000100Y4"), "credit-code.authority"],
    [withCheck("01350100M000100Y4"), "credit-code.authority"],
    [withCheck("94350100M000100Y4"), "credit-code.institution-type"],
    [withCheck("99350100M000100Y4"), "credit-code.institution-type"],
    [withCheck("Y2350100M000100Y4"), "credit-code.institution-type"],
    [withCheck("913501A0M000100Y4"), "credit-code.region"],
    ["91350100M000100Y44", "credit-code.check-char"],
    ["914403001922038217", "credit-code.check-char"],
  ]);

  it("computes the check character that makes 0 (not 31) when the sum is a multiple of 31", () => {
    const body = fc.sample(fc.stringMatching(/^91[0-9]{6}[0-9A-HJ-NPQRTUWXY]{9}$/), { numRuns: 2000, seed: 7 }).find((b) => creditCodeCheckChar(b) === "0");
    expect(body).toBeDefined();
    expect(validateCreditCode(`${body}0`).ok).toBe(true);
  });

  it("says what is wrong in Chinese", () => {
    const texts = messagesFor(validateCreditCode, [
      "x",
      withCheck("B1350100M000100Y4"),
      withCheck("94350100M000100Y4"),
      withCheck("913501A0M000100Y4"),
      "91350100M000100Y44",
    ]);
    expect(texts).toEqual([
      "统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）",
      "统一社会信用代码第1位（登记管理部门代码）无效",
      "统一社会信用代码第2位（机构类别代码）无效",
      "统一社会信用代码第3至8位应为6位数字的行政区划代码",
      "统一社会信用代码校验码不正确，请核对后重新输入",
    ]);
  });

  const authorityAndType = fc
    .constantFrom(...Object.keys(CREDIT_CODE_INSTITUTION_TYPES))
    .chain((authority) => fc.constantFrom(...(CREDIT_CODE_INSTITUTION_TYPES[authority] ?? "")).map((type) => `${authority}${type}`));
  const body = fc
    .tuple(authorityAndType, fc.stringMatching(/^[0-9]{6}$/), fc.array(fc.constantFrom(...CREDIT_CODE_CHARSET), { minLength: 9, maxLength: 9 }))
    .map(([head, region, subject]) => `${head}${region}${subject.join("")}`);

  itGuardsTheCheckCharacter({
    body,
    withCheck,
    validate: validateCreditCode,
    replacements: `${CREDIT_CODE_CHARSET}IOSVZa`,
    check: "check character",
    noun: "code",
  });
});
