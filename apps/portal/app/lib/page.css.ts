import { vars } from "@cidp/ui";
import { globalStyle, style } from "@vanilla-extract/css";

/** A page's content column inside the shell: centred at 1366px (spec §9). */
export const inner = style({ maxWidth: "1366px", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}` });

/** Label / value pairs of the member pages, on a white card. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  maxWidth: "640px",
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightBold });

/** A list page's search row: label, box and button on one line. */
export const searchRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: `${vars.space.md} 0`, flexWrap: "wrap" });

/** The search box of a list page. */
export const searchInput = style({
  minWidth: "260px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: "inherit",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

/** The search button of a list page. */
export const searchButton = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "inherit",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
