import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { PARTY_GOLD, PARTY_RED } from "../../lib/party-colours.ts";

export const section = style({
  padding: `${vars.space.xl} 0`,
  scrollMarginTop: vars.space.md,
  selectors: { "&:nth-child(even)": { background: vars.color.surfaceMuted } },
});
export const title = style({ fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, textAlign: "center", margin: `0 0 ${vars.space.lg}` });
// calc(): a minus sign before var() is not valid CSS, and the browser dropped the whole margin.
export const subTitle = style({ textAlign: "center", color: vars.color.textMuted, margin: `calc(-1 * ${vars.space.md}) 0 ${vars.space.lg}` });
export const cards = style({
  display: "grid",
  // At most six columns, at least 180 px each: across the content width (1366 px, or a 1280 px
  // laptop less its gutters) the sections of six items fill exactly one row. auto-fit, not
  // auto-fill: a section of fewer cards (five) drops the empty tracks and its cards share the row,
  // instead of leaving a hole at its end.
  gridTemplateColumns: `repeat(auto-fit, minmax(max(180px, calc((100% - 5 * ${vars.space.md}) / 6)), 1fr))`,
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const card = style({
  display: "grid",
  // Rows keep their own height when a card is stretched to its row's tallest: a two-line clamp
  // must not grow into a third, half-cut line.
  alignContent: "start",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  height: "100%",
  boxSizing: "border-box",
  color: vars.color.text,
  textDecoration: "none",
});
export const cardTitle = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeBody });
export const cardText = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});
export const cardFigure = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, color: vars.color.primary });
/** A card's icon in a tinted round badge. */
export const cardIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  borderRadius: vars.radius.round,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

// 党建引领 on the home page in the red of the party-building pages: its title in red over a gold
// rule, its cards topped in red.
globalStyle(`${section}[data-section="party-building"] ${title}`, {
  color: PARTY_RED,
  paddingBottom: vars.space.xs,
  borderBottom: `3px solid ${PARTY_GOLD}`,
  width: "fit-content",
  marginInline: "auto",
});
globalStyle(`${section}[data-section="party-building"] ${card}`, { borderTop: `4px solid ${PARTY_RED}` });
