import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** Text link styles. */
export const link = recipe({
  base: {
    color: vars.color.primary,
    textDecoration: "none",
    cursor: "pointer",
    borderRadius: vars.radius.sm,
    selectors: {
      "&:hover": { textDecoration: "underline", color: vars.color.primaryHover },
      "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    },
  },
  variants: {
    tone: {
      primary: {},
      muted: { color: vars.color.textMuted, selectors: { "&:hover": { color: vars.color.primary } } },
      inherit: { color: "inherit" },
    },
    underline: { true: { textDecoration: "underline" } },
  },
  defaultVariants: { tone: "primary" },
});
