import type { vars } from "./contract.css.ts";

type LeafValues<T> = { [K in keyof T]: T[K] extends string ? string : LeafValues<T[K]> };

/** The value set of the theme contract. */
export type ThemeTokens = LeafValues<typeof vars>;

const cjkStack = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "Source Han Sans SC", system-ui, sans-serif';

// The spec's brand blue #0079fe reaches only 4.1:1 against white, so text-bearing fills and blue
// text use a darker primary (#0062cc, 5.8:1); #0079fe stays as `brand` for accents, borders and
// large graphics. The same applies to the spec's green #22ac38 (2.9:1) and amber #f5b039: green
// text and fills use #1a7f2b (5.1:1); amber stays a fill with dark text (8.4:1) and its text
// colour is #8a5a00 (5.6:1).
/** Default tokens: the spec's colours, CJK system fonts and the §9 layout sizes. */
export const defaultTokens: ThemeTokens = {
  color: {
    brand: "#0079fe",
    primary: "#0062cc",
    primaryHover: "#004fa6",
    primaryActive: "#003f85",
    primarySubtle: "#e6f1ff",
    onPrimary: "#ffffff",
    brandGreen: "#22ac38",
    success: "#1a7f2b",
    successHover: "#146622",
    successSubtle: "#e8f6ea",
    brandWarning: "#f5b039",
    warning: "#8a5a00",
    warningHover: "#e09a1f",
    warningSubtle: "#fef5e6",
    onWarning: "#1f2329",
    danger: "#c62828",
    dangerSubtle: "#fdecec",
    info: "#0062cc",
    infoSubtle: "#e6f1ff",
    text: "#1f2329",
    textMuted: "#555c66",
    textDisabled: "#5c636e",
    surface: "#ffffff",
    surfaceMuted: "#f5f6f8",
    surfaceSunken: "#eceef2",
    surfaceInverse: "#1f2329",
    onInverse: "#ffffff",
    border: "#d0d5dd",
    borderStrong: "#8a919c",
    focus: "#0062cc",
    overlay: "rgba(15, 20, 30, 0.55)",
    scrim: "rgba(0, 0, 0, 0.88)",
    neutral50: "#f9fafb",
    neutral100: "#f5f6f8",
    neutral200: "#eceef2",
    neutral300: "#d0d5dd",
    neutral500: "#8a919c",
    neutral700: "#555c66",
    neutral900: "#1f2329",
  },
  font: {
    body: cjkStack,
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    sizeXs: "12px",
    sizeSmall: "14px",
    sizeBody: "16px",
    sizeLarge: "18px",
    sizeXl: "22px",
    sizeXxl: "28px",
    lineHeight: "1.6",
    lineHeightTight: "1.3",
    weightRegular: "400",
    weightBold: "600",
  },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "32px", xxl: "48px" },
  radius: { sm: "4px", md: "8px", lg: "12px", round: "9999px" },
  shadow: {
    sm: "0 1px 2px rgba(15, 20, 30, 0.08)",
    md: "0 4px 12px rgba(15, 20, 30, 0.12)",
    lg: "0 12px 32px rgba(15, 20, 30, 0.18)",
  },
  zIndex: {
    header: "100",
    dropdown: "1000",
    drawer: "1100",
    overlay: "1200",
    dialog: "1300",
    toast: "1400",
    tooltip: "1500",
    loadingBar: "1600",
  },
  layout: {
    content: "1366px",
    header: "100px",
    menuBar: "64px",
    bannerSearch: "1280px",
    bannerSearchNarrow: "1024px",
    pageMinLarge: "1600px",
    pageMinMedium: "1400px",
    pageMinSmall: "1200px",
    drawerWidth: "550px",
    drawerMinHeight: "500px",
    drawerTop: "100px",
    control: "40px",
    controlSmall: "32px",
    controlLarge: "48px",
  },
  motion: { fast: "120ms", normal: "240ms", slow: "400ms" },
};

/** Elderly-friendly tokens (适老化): larger type and controls, darker text and borders. */
export const elderlyTokens: ThemeTokens = {
  ...defaultTokens,
  color: {
    ...defaultTokens.color,
    primary: "#004a9f",
    primaryHover: "#003a7d",
    primaryActive: "#002d61",
    success: "#11621f",
    successHover: "#0b4d17",
    warning: "#6b4500",
    danger: "#a11d1d",
    info: "#004a9f",
    text: "#000000",
    textMuted: "#2b3038",
    textDisabled: "#4b5260",
    border: "#6b7280",
    borderStrong: "#2b3038",
    focus: "#b35c00",
  },
  font: {
    ...defaultTokens.font,
    sizeXs: "18px",
    sizeSmall: "18px",
    sizeBody: "20px",
    sizeLarge: "22px",
    sizeXl: "26px",
    sizeXxl: "32px",
    lineHeight: "1.75",
    weightRegular: "500",
    weightBold: "700",
  },
  layout: { ...defaultTokens.layout, control: "48px", controlSmall: "40px", controlLarge: "56px" },
};
