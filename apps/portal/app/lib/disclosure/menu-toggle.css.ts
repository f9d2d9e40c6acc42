import { media, touchTarget, vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** The menu button: only below the desktop layout, a 44 px touch target. */
export const toggle = style({
  display: "none",
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
  // A link acting as a button (MenuToggle): no underline.
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.primarySubtle },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[aria-expanded="true"]': { borderColor: vars.color.primary, color: vars.color.primary },
  },
  "@media": { [media.compact]: { display: "inline-flex" } },
});

export const icon = style({ flexShrink: 0 });
