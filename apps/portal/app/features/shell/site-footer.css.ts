import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const footer = style({ background: vars.color.surfaceInverse, color: vars.color.onInverse, fontSize: vars.font.sizeSmall, paddingTop: vars.space.xl });
export const columns = style({ display: "flex", gap: vars.space.xxl, justifyContent: "space-between", flexWrap: "wrap" });
export const linkColumns = style({ display: "flex", gap: vars.space.xl, flexWrap: "wrap" });
export const column = style({ minWidth: "120px" });
export const columnTitle = style({ fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold, margin: `0 0 ${vars.space.sm}` });
export const linkList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: vars.color.onInverse,
  font: "inherit",
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const contact = style({ display: "grid", gap: vars.space.xs, alignContent: "start" });
export const hotline = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, margin: 0 });
export const qrRow = style({ display: "flex", gap: vars.space.md });
export const qr = style({ display: "grid", justifyItems: "center", gap: vars.space.xs, margin: 0 });
export const bottom = style({
  marginTop: vars.space.lg,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.neutral700}`,
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "center",
});
export const bottomLinks = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", justifyContent: "center" });
globalStyle(`${bottom} a`, { color: vars.color.onInverse });
