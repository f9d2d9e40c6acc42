import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** Button styles by variant and size. */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    border: "1px solid transparent",
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.body,
    cursor: "pointer",
    selectors: {
      "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
      "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.primaryHover } },
      },
      ghost: { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary },
    },
    size: {
      small: { padding: `2px ${vars.space.sm}`, fontSize: vars.font.sizeSmall, minHeight: "32px" },
      medium: { padding: `6px ${vars.space.md}`, fontSize: vars.font.sizeBody, minHeight: "40px" },
    },
  },
  defaultVariants: { variant: "primary", size: "medium" },
});

/** The variant props the recipe accepts. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
