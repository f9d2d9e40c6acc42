import { vars } from "@cidp/ui";
import { style } from "@vanilla-extract/css";

export const section = style({
  padding: `${vars.space.xl} 0`,
  scrollMarginTop: vars.space.md,
  selectors: { "&:nth-child(even)": { background: vars.color.surfaceMuted } },
});
export const title = style({ fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, textAlign: "center", margin: `0 0 ${vars.space.lg}` });
export const subTitle = style({ textAlign: "center", color: vars.color.textMuted, margin: `-${vars.space.md} 0 ${vars.space.lg}` });
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const card = style({
  display: "grid",
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
