import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The box shared by text-like controls (input, textarea, select trigger). */
export const fieldBox = recipe({
  base: {
    boxSizing: "border-box",
    width: "100%",
    minHeight: vars.layout.control,
    padding: `6px ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.font.sizeBody,
    lineHeight: vars.font.lineHeightTight,
    transition: `border-color ${vars.motion.fast}`,
    selectors: {
      "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
      "&:hover:not(:disabled)": { borderColor: vars.color.primary },
      "&:focus-visible, &:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px", borderColor: vars.color.primary },
      "&:disabled, &[data-disabled]": { background: vars.color.surfaceSunken, color: vars.color.textDisabled, cursor: "not-allowed" },
      "&[aria-invalid='true'], &[data-invalid]": { borderColor: vars.color.danger },
    },
  },
  variants: {
    size: {
      small: { minHeight: vars.layout.controlSmall, fontSize: vars.font.sizeSmall },
      medium: {},
      large: { minHeight: vars.layout.controlLarge, fontSize: vars.font.sizeLarge },
    },
  },
  defaultVariants: { size: "medium" },
});
