import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itAcceptsEach, itGuardsTheCheckCharacter, itRefusesEach, messagesFor } from "../testing/validator-cases.ts";
import { idCardCheckChar, validateIdCardNumber } from "./id-card.validator.ts";

const today = new Date("2026-03-02T09:00:00+08:00");
const check = (value: string) => validateIdCardNumber(value, { today });
/** A number with the right check character for its 17-digit body. */
const withCheck = (body: string) => `${body}${idCardCheckChar(body)}`;

describe("validateIdCardNumber (GB 11643-1999)", () => {
  itAcceptsEach(check, [
    // The standard's own examples: 北京朝阳 1949-12-31, and 广东潮阳 1880-01-01.
    ["11010519491231002X"],
    ["440524188001010014"],
    [withCheck("22010219900307123")],
    [withCheck("65010220000229456")],
    [withCheck("81000019991220001")],
  ]);

  itRefusesEach(check, [
    ["", "id-card.format"],
    ["11010519491231002", "id-card.format"],
    ["11010519491231002X1", "id-card.format"],
    ["11010519491231002x", "id-card.format"],
    ["1101051949123100XX", "id-card.format"],
    [" 11010519491231002X", "id-card.format"],
    ["１1010519491231002X", "id-card.format"],
    ["110105491231002", "id-card.format"],
    [withCheck("00010519491231002"), "id-card.region"],
    [withCheck("99010519491231002"), "id-card.region"],
    [withCheck("16010519491231002"), "id-card.region"],
    [withCheck("11010519490230002"), "id-card.birth-date-invalid"],
    [withCheck("11010519491301002"), "id-card.birth-date-invalid"],
    [withCheck("11010519490000002"), "id-card.birth-date-invalid"],
    [withCheck("11010519000229002"), "id-card.birth-date-invalid"],
    [withCheck("11010517991231002"), "id-card.birth-date-invalid"],
    [withCheck("11010520260303002"), "id-card.birth-date-future"],
    [withCheck("11010529991231002"), "id-card.birth-date-future"],
    ["110105194912310021", "id-card.check-digit"],
    ["440524188001010015", "id-card.check-digit"],
  ]);

  it("reads today in China Standard Time: born today passes, tomorrow not", () => {
    // 2026-03-02 00:30 in Beijing is still 1 March in UTC.
    const justAfterMidnight = new Date("2026-03-01T16:30:00Z");
    expect(validateIdCardNumber(withCheck("22010220260302123"), { today: justAfterMidnight }).ok).toBe(true);
    expect(validateIdCardNumber(withCheck("22010220260303123"), { today: justAfterMidnight }).ok).toBe(false);
  });

  it("says what is wrong in Chinese", () => {
    const texts = messagesFor(check, [
      "",
      withCheck("99010519491231002"),
      withCheck("11010519490230002"),
      withCheck("11010529991231002"),
      "110105194912310021",
    ]);
    expect(texts).toEqual([
      "身份证号应为18位：前17位为数字，末位为数字或大写X",
      "身份证号前两位不是有效的省级行政区划代码",
      "身份证号中的出生日期不存在",
      "身份证号中的出生日期晚于今天",
      "身份证号校验码不正确，请核对后重新输入",
    ]);
  });

  const province = fc.constantFrom(
    "11",
    "12",
    "13",
    "14",
    "15",
    "21",
    "22",
    "23",
    "31",
    "32",
    "33",
    "34",
    "35",
    "36",
    "37",
    "41",
    "42",
    "43",
    "44",
    "45",
    "46",
    "50",
    "51",
    "52",
    "53",
    "54",
    "61",
    "62",
    "63",
    "64",
    "65",
    "71",
    "81",
    "82",
    "83",
  );
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  const body = fc
    .record({
      province,
      area: fc.integer({ min: 0, max: 9999 }),
      year: fc.integer({ min: 1900, max: 2025 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      sequence: fc.integer({ min: 0, max: 999 }),
    })
    .map((p) => `${p.province}${pad(p.area, 4)}${p.year}${pad(p.month, 2)}${pad(p.day, 2)}${pad(p.sequence, 3)}`);

  itGuardsTheCheckCharacter({ body, withCheck, validate: check, replacements: "0123456789Xx", check: "check character", noun: "number" });
});
