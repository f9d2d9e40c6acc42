/**
 * A shop's theme colour: the member picks it, and the shop writes white text on it (the header, the
 * buttons) and uses it for links on white. Both need WCAG 2.x contrast ≥ 4.5:1 (GB/T 37668 asks the
 * same), and white-on-colour and colour-on-white are the same ratio, so one check covers both.
 */
import type { Result } from "../result.ts";

/** The least contrast ratio a theme colour must reach against white (WCAG AA, normal text). */
export const SHOP_THEME_MIN_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The relative luminance of a `#rrggbb` colour (WCAG 2.x). */
function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Why a theme colour is refused. */
export type ThemeColourRefusal = { code: "shop.theme-format" } | { code: "shop.theme-contrast"; ratio: number };

/** The colour as stored (lower case), or why it is refused. */
export function checkThemeColour(input: string): Result<string, ThemeColourRefusal> {
  const colour = input.trim();
  if (!HEX_COLOUR.test(colour)) return { ok: false, code: "shop.theme-format" };
  const ratio = contrastRatio(colour, "#ffffff");
  // Rounded down to two places, so a colour shown as 4.50:1 really reaches it.
  if (ratio < SHOP_THEME_MIN_CONTRAST) return { ok: false, code: "shop.theme-contrast", ratio: Math.floor(ratio * 100) / 100 };
  return { ok: true, value: colour.toLowerCase() };
}

/** The refusal in Chinese, as the decoration form shows it on the field. */
export function themeColourMessage(refusal: ThemeColourRefusal): string {
  if (refusal.code === "shop.theme-format") return "主题色格式不正确，请填写如 #1d4ed8 的六位十六进制颜色";
  return `主题色与白色文字的对比度为 ${refusal.ratio.toFixed(2)}:1，低于 ${SHOP_THEME_MIN_CONTRAST}:1，请选择更深的颜色`;
}
