import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** Button styles by variant and size. */
export const button = recipe({
  base: {
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    border: "1px solid transparent",
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightRegular,
    lineHeight: vars.font.lineHeightTight,
    whiteSpace: "nowrap",
    cursor: "pointer",
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.primaryHover }, "&:active:not(:disabled)": { background: vars.color.primaryActive } },
      },
      success: {
        background: vars.color.success,
        color: vars.color.onPrimary,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.successHover } },
      },
      warning: {
        background: vars.color.brandWarning,
        color: vars.color.onWarning,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.warningHover } },
      },
      ghost: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.primarySubtle } },
      },
      link: {
        background: "transparent",
        color: vars.color.primary,
        paddingInline: "0 !important",
        minHeight: "auto !important",
        selectors: { "&:hover:not(:disabled)": { textDecoration: "underline", color: vars.color.primaryHover } },
      },
    },
    size: {
      small: { padding: `2px ${vars.space.sm}`, fontSize: vars.font.sizeSmall, minHeight: vars.layout.controlSmall },
      medium: { padding: `6px ${vars.space.md}`, fontSize: vars.font.sizeBody, minHeight: vars.layout.control },
      large: { padding: `8px ${vars.space.lg}`, fontSize: vars.font.sizeLarge, minHeight: vars.layout.controlLarge },
    },
    block: { true: { display: "flex", width: "100%" } },
  },
  defaultVariants: { variant: "primary", size: "medium" },
});

/** The variant props the recipe accepts. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
