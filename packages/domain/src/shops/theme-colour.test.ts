import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkThemeColour, contrastRatio, SHOP_THEME_MIN_CONTRAST, themeColourMessage } from "./theme-colour.ts";

describe("theme colour contrast", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
    ["#777777", "#ffffff", 4.48],
  ])("contrast of %s on %s is %s:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it.each([
    ["#1D4ED8", { ok: true, value: "#1d4ed8" }],
    ["  #9a3412 ", { ok: true, value: "#9a3412" }],
    ["#767676", { ok: true, value: "#767676" }],
    ["#777777", { ok: false, code: "shop.theme-contrast", ratio: 4.47 }],
    ["#ffcc00", { ok: false, code: "shop.theme-contrast", ratio: 1.51 }],
    ["#fff", { ok: false, code: "shop.theme-format" }],
    ["red", { ok: false, code: "shop.theme-format" }],
    ["#12345g", { ok: false, code: "shop.theme-format" }],
    ["", { ok: false, code: "shop.theme-format" }],
  ])("%j → %j", (input, expected) => {
    expect(checkThemeColour(input)).toEqual(expected);
  });

  it("says the ratio and the target in Chinese", () => {
    expect(themeColourMessage({ code: "shop.theme-contrast", ratio: 1.51 })).toBe("主题色与白色文字的对比度为 1.51:1，低于 4.5:1，请选择更深的颜色");
    expect(themeColourMessage({ code: "shop.theme-format" })).toContain("#1d4ed8");
  });

  const hex = fc
    .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
    .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`);

  it("accepts exactly the colours that reach 4.5:1 against white", () => {
    fc.assert(
      fc.property(hex, (colour) => {
        const checked = checkThemeColour(colour);
        expect(checked.ok).toBe(contrastRatio(colour, "#ffffff") >= SHOP_THEME_MIN_CONTRAST);
      }),
    );
  });

  it("is symmetric and between 1 and 21", () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.000_001);
      }),
    );
  });
});
