import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The dashed area. */
export const zone = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    boxSizing: "border-box",
    width: "100%",
    minHeight: 160,
    padding: vars.space.lg,
    border: `2px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontFamily: vars.font.body,
    textAlign: "center",
    transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  },
  variants: {
    state: {
      idle: {},
      dragging: { borderColor: vars.color.primary, background: vars.color.primarySubtle },
      disabled: { background: vars.color.surfaceSunken, color: vars.color.textDisabled, cursor: "not-allowed" },
      error: { borderColor: vars.color.danger },
    },
  },
  defaultVariants: { state: "idle" },
});

/** The cloud icon. */
export const icon = style({ color: vars.color.primary });

/** The rules line. */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The error line. */
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSmall });
