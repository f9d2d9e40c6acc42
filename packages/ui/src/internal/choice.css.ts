import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** A label row holding a box/circle and its text. */
export const choiceLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" } },
});

/** Shared look of the checkbox and radio indicators' container. */
export const choiceControl = style({
  all: "unset",
  boxSizing: "border-box",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.125em",
  height: "1.125em",
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-state='checked'], &[data-state='indeterminate']": { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    "&[data-disabled]": { background: vars.color.surfaceSunken, borderColor: vars.color.border, cursor: "not-allowed" },
    "&[data-disabled][data-state='checked']": { background: vars.color.textDisabled, borderColor: vars.color.textDisabled },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
  },
});
