import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const root = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

/** Outlined pills beside the elder-mode toggle. */
export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "32px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.primarySubtle },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
