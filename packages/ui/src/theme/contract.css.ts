import { createGlobalThemeContract } from "@vanilla-extract/css";

/** Every design token, as CSS custom properties named `--cidp-<group>-<token>`. */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: "color-brand",
      primary: "color-primary",
      primaryHover: "color-primary-hover",
      onPrimary: "color-on-primary",
      success: "color-success",
      warning: "color-warning",
      danger: "color-danger",
      text: "color-text",
      textMuted: "color-text-muted",
      surface: "color-surface",
      surfaceMuted: "color-surface-muted",
      border: "color-border",
      focus: "color-focus",
    },
    font: { body: "font-body", sizeBody: "font-size-body", sizeSmall: "font-size-small", sizeLarge: "font-size-large" },
    space: { xs: "space-xs", sm: "space-sm", md: "space-md", lg: "space-lg" },
    radius: { sm: "radius-sm", md: "radius-md" },
  },
  (value) => `cidp-${value}`,
);
