import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { fenToChineseCapital } from "./chinese-capital.ts";

describe("fenToChineseCapital", () => {
  itMapsEach("%i fen → %s", fenToChineseCapital, [
    [0, "零元整"],
    [1, "壹分"],
    [50, "伍角"],
    [100, "壹元整"],
    [10_005, "壹佰元零伍分"],
    [10_050, "壹佰元伍角"],
    [1_280_000, "壹万贰仟捌佰元整"],
    [1_000_000, "壹万元整"],
    [1_200_000, "壹万贰仟元整"],
    [10_050_000, "壹拾万零伍佰元整"],
    [10_005_000, "壹拾万零伍拾元整"],
    [12_345_678, "壹拾贰万叁仟肆佰伍拾陆元柒角捌分"],
    [10_000_000_000, "壹亿元整"],
    [10_005_000_000, "壹亿零伍万元整"],
    [100_000_100, "壹佰万零壹元整"],
    [-1_280_000, "负壹万贰仟捌佰元整"],
  ]);

  it("refuses fractions of a fen", () => {
    expect(() => fenToChineseCapital(1.5)).toThrow(RangeError);
  });

  it("writes only capital digits and units, never two 零 in a row, and ends in 整 exactly when no 角/分", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999_99 }), (fen) => {
        const text = fenToChineseCapital(fen);
        expect(text).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
        expect(text).not.toContain("零零");
        expect(text.endsWith("整")).toBe(fen % 100 === 0);
      }),
    );
  });
});
