import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { elderlyThemeClass, themeClass } from "./theme.css.ts";
import { defaultTokens, elderlyTokens, type ThemeTokens } from "./tokens.ts";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Text colour on background colour pairs the components actually use.
const textPairs: Array<[keyof ThemeTokens["color"], keyof ThemeTokens["color"]]> = [
  ["text", "surface"],
  ["text", "surfaceMuted"],
  ["textMuted", "surface"],
  ["textMuted", "surfaceMuted"],
  ["textDisabled", "surface"],
  ["textDisabled", "surfaceSunken"],
  ["primary", "surface"],
  ["primary", "primarySubtle"],
  ["onPrimary", "primary"],
  ["onPrimary", "primaryHover"],
  ["onPrimary", "success"],
  ["onPrimary", "danger"],
  ["onWarning", "brandWarning"],
  ["success", "surface"],
  ["success", "successSubtle"],
  ["warning", "surface"],
  ["warning", "warningSubtle"],
  ["danger", "surface"],
  ["danger", "dangerSubtle"],
  ["info", "infoSubtle"],
  ["onInverse", "surfaceInverse"],
];

describe("theme tokens", () => {
  it.each([
    ["default", defaultTokens],
    ["elderly", elderlyTokens],
  ] as const)("%s theme: every text pair reaches 4.5:1", (_name, tokens) => {
    for (const [fg, bg] of textPairs) {
      const ratio = contrast(tokens.color[fg], tokens.color[bg]);
      expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the spec's brand colours as tokens", () => {
    expect(defaultTokens.color.brand).toBe("#0079fe");
    expect(defaultTokens.color.brandGreen).toBe("#22ac38");
    expect(defaultTokens.color.brandWarning).toBe("#f5b039");
  });

  it("has the §9 layout widths", () => {
    expect(defaultTokens.layout).toMatchObject({
      content: "1366px",
      header: "100px",
      menuBar: "64px",
      bannerSearch: "1280px",
      bannerSearchNarrow: "1024px",
      pageMinLarge: "1600px",
      pageMinMedium: "1400px",
      pageMinSmall: "1200px",
      drawerWidth: "550px",
    });
  });

  it("switches to larger type at run time with the elderly class", async () => {
    const screen = await render(
      <div className={themeClass} data-testid="root">
        <p style={{ fontSize: "var(--cidp-font-size-body)" }}>正文</p>
      </div>,
    );
    const root = screen.getByTestId("root").element() as HTMLElement;
    const text = screen.getByText("正文").element();
    expect(getComputedStyle(text).fontSize).toBe("16px");
    root.className = elderlyThemeClass;
    expect(getComputedStyle(text).fontSize).toBe("20px");
  });
});
