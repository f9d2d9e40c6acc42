import { media, touchTarget, vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** The menu's <details>: only below the desktop layout, where the menus collapse behind a button. */
export const details = style({
  display: "none",
  "@media": { [media.compact]: { display: "block" } },
});

/** The menu button (<summary>): a 44 px touch target, without the disclosure triangle. */
export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: touchTarget,
  minWidth: touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeBody,
  listStyle: "none",
  cursor: "pointer",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.primarySubtle },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    [`${details}[open] > &`]: { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const icon = style({ flexShrink: 0 });
