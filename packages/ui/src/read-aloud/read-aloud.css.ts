import { style } from "@vanilla-extract/css";
import { topBarPill } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

export const root = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

/** Outlined pills beside the elder-mode toggle. */
export const button = style({
  ...topBarPill,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: {
    "&:hover": { background: vars.color.primarySubtle },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
