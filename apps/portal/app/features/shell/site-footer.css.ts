import { media, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const footer = style({ background: vars.color.surfaceInverse, color: vars.color.onInverse, fontSize: vars.font.sizeSmall, paddingTop: vars.space.xl });
export const columns = style({
  display: "flex",
  gap: vars.space.xxl,
  justifyContent: "space-between",
  flexWrap: "wrap",
  "@media": { [media.phone]: { gap: vars.space.lg } },
});
// Phones: the link columns two by two, the contact and the QR codes each a full row.
export const linkColumns = style({
  display: "flex",
  gap: vars.space.xl,
  flexWrap: "wrap",
  "@media": { [media.phone]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.lg, width: "100%" } },
});
export const column = style({ minWidth: "120px", "@media": { [media.phone]: { minWidth: 0 } } });
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
  // Phones: links far enough apart to tap (WCAG 2.5.8 asks 24 px; 32 px keeps the footer short).
  "@media": { [media.phone]: { display: "inline-flex", alignItems: "center", minHeight: "32px" } },
});
export const contact = style({ display: "grid", gap: vars.space.xs, alignContent: "start" });
export const hotline = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, margin: 0 });
export const qrRow = style({
  display: "flex",
  gap: vars.space.md,
  "@media": { [media.phone]: { display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.sm, width: "100%" } },
});
export const qr = style({ display: "grid", justifyItems: "center", gap: vars.space.xs, margin: 0, textAlign: "center" });
// The 130 px codes shrink to a third of a phone's width each (about 100 px, still easy to scan).
globalStyle(`${qr} img`, { "@media": { [media.phone]: { width: "100%", maxWidth: "130px", height: "auto" } } });
export const bottom = style({
  marginTop: vars.space.lg,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.neutral700}`,
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "center",
  textAlign: "center",
  "@media": { [media.phone]: { paddingInline: vars.space.md } },
});
export const bottomLinks = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", justifyContent: "center" });
globalStyle(`${bottom} a`, { color: vars.color.onInverse });

/** The download pages beside the QR codes: one link a line, finger-sized. */
export const appLinks = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: vars.space.sm,
});
globalStyle(`${appLinks} a`, { color: "inherit", minHeight: 24, display: "inline-flex", alignItems: "center" });
