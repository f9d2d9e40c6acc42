import { touchTarget, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

// news-list-h5 is a phone page first (the app's web view): one column with a gutter, whole rows
// to tap, a full-width "more" button; on a wide screen the column stops at a readable width.

/** The page column. */
export const page = style({ maxWidth: "640px", margin: "0 auto", padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}` });

export const title = style({ fontSize: vars.font.sizeXl, margin: `0 0 ${vars.space.md}` });

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });

/** A row: the whole card is the link's target area. */
export const item = style({ background: vars.color.surface, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

export const link = style({
  display: "grid",
  gap: vars.space.xs,
  minHeight: touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightTight,
  selectors: {
    "&:active, &:hover": { background: vars.color.primarySubtle },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
globalStyle(`${link} time`, { color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The "more" link as a full-width button. */
export const more = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: touchTarget,
  marginTop: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
