import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The pager row. */
export const root = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

/** The list of buttons. */
export const list = style({ display: "flex", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

/** A page button. */
export const page = style({
  all: "unset",
  boxSizing: "border-box",
  minWidth: vars.layout.controlSmall,
  height: vars.layout.controlSmall,
  padding: `0 ${vars.space.sm}`,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.primary, color: vars.color.primary },
    "&[aria-current='page']": { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    "&:disabled": { color: vars.color.textDisabled, background: vars.color.surfaceMuted, cursor: "not-allowed" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

/** The "…" gap. */
export const gap = style({ minWidth: vars.layout.controlSmall, textAlign: "center", color: vars.color.textMuted });

/** "共 n 条". */
export const total = style({ marginInlineEnd: vars.space.sm, color: vars.color.textMuted });
