import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The whole captcha: 300 px wide. */
export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, width: 300, fontFamily: vars.font.body, userSelect: "none" });

/** The 300×140 picture holding the piece. */
export const stage = style({
  position: "relative",
  width: 300,
  height: 140,
  overflow: "hidden",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

/** Background picture. */
export const background = style({ display: "block", width: 300, height: 140 });

/** The 50×50 piece, moved by the handle. */
export const piece = style({
  position: "absolute",
  left: 0,
  width: 50,
  height: 50,
  pointerEvents: "none",
  filter: `drop-shadow(0 0 2px ${vars.color.neutral900})`,
});

/** Refresh button over the picture. */
export const refresh = style({
  all: "unset",
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.font.sizeSmall,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
    "&:disabled": { cursor: "not-allowed", color: vars.color.textDisabled },
  },
});

/** The 30 px track. */
export const track = recipe({
  base: {
    position: "relative",
    boxSizing: "border-box",
    width: 300,
    height: 30,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSmall,
  },
  variants: {
    status: {
      idle: {},
      checking: {},
      success: { borderColor: vars.color.success, background: vars.color.successSubtle, color: vars.color.success },
      failure: { borderColor: vars.color.danger, background: vars.color.dangerSubtle, color: vars.color.danger },
    },
  },
});

/** The trail behind the handle. */
export const trail = style({ position: "absolute", left: 0, top: 0, bottom: 0, background: vars.color.primarySubtle, pointerEvents: "none" });

/** The 50×30 handle (as wide as the piece so both move by the same x). */
export const handle = recipe({
  base: {
    position: "absolute",
    top: -1,
    left: 0,
    boxSizing: "border-box",
    width: 50,
    height: 30,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    borderRadius: vars.radius.sm,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    cursor: "grab",
    touchAction: "none",
    selectors: {
      "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
      "&[aria-disabled='true']": { cursor: "default" },
    },
  },
  variants: {
    status: {
      idle: {},
      checking: { opacity: 0.8 },
      success: { background: vars.color.success },
      failure: { background: vars.color.danger },
    },
  },
});

/** Label text inside the track. */
export const hint = style({ pointerEvents: "none" });

/** The way round the puzzle: a plain, clearly labelled text button under the slider. */
export const alternative = style({
  alignSelf: "flex-start",
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: "transparent",
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.primaryHover },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&:disabled": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});
