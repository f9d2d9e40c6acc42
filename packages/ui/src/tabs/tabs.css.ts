import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Tab strip. */
export const list = style({ display: "flex", gap: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });

/** One tab. */
export const trigger = style({
  all: "unset",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  marginBottom: -1,
  borderBottom: "2px solid transparent",
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.primary },
    "&[data-state='active']": { color: vars.color.primary, borderBottomColor: vars.color.primary, fontWeight: vars.font.weightBold },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});

/** Panel. */
export const content = style({
  paddingTop: vars.space.md,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
