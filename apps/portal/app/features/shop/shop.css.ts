import { focusRing, vars } from "@cidp/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

// The shop's theme colour arrives as the custom property --shop-theme on the page's root (set from
// the decoration, checked for ≥ 4.5:1 against white): it is only ever a background under white
// text or a text colour on white, the two pairs the check covers.
const theme = "var(--shop-theme)";

export const root = style({ background: vars.color.surfaceMuted, minHeight: "100vh", color: vars.color.text });

export const platformBar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
});

export const platformBarInner = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  padding: `${vars.space.xs} ${vars.space.md}`,
});

export const width = styleVariants({
  pc: { maxWidth: "1200px", margin: "0 auto" },
  app: { maxWidth: "560px", margin: "0 auto" },
});

export const plainLink = style([focusRing, { color: vars.color.text }]);

export const header = styleVariants({
  classic: { background: theme, color: "#ffffff" },
  industrial: { background: theme, color: "#ffffff", borderBottom: `6px solid ${vars.color.neutral900}` },
  fresh: { background: "#ffffff", color: theme, borderTop: `6px solid ${theme}` },
});

export const headerInner = style({ display: "flex", alignItems: "center", gap: vars.space.md, padding: `${vars.space.lg} ${vars.space.md}`, flexWrap: "wrap" });

export const logo = style({ width: 64, height: 64, borderRadius: vars.radius.md, background: "#ffffff", objectFit: "contain", flexShrink: 0 });

export const shopName = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: vars.font.lineHeightTight });

export const slogan = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.font.sizeBody });

export const badge = style({
  display: "inline-block",
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: "1px solid currentColor",
  fontSize: vars.font.sizeXs,
  verticalAlign: "middle",
});

export const nav = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, position: "sticky", top: 0, zIndex: 2 });

export const navList = style({ display: "flex", gap: vars.space.md, listStyle: "none", margin: 0, padding: `0 ${vars.space.md}`, overflowX: "auto" });

export const navLink = style([
  focusRing,
  { display: "inline-block", padding: `${vars.space.sm} 0`, color: theme, textDecoration: "none", whiteSpace: "nowrap", fontWeight: vars.font.weightBold },
]);

export const section = style({
  background: vars.color.surface,
  margin: `${vars.space.md} 0`,
  padding: vars.space.lg,
  scrollMarginTop: "56px",
  selectors: { "&[data-layout='app']": { margin: `${vars.space.sm} 0`, padding: vars.space.md } },
});

export const sectionTitle = styleVariants({
  classic: { margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLarge, borderLeft: `4px solid ${theme}`, paddingLeft: vars.space.sm },
  industrial: {
    margin: `0 0 ${vars.space.md}`,
    fontSize: vars.font.sizeLarge,
    borderBottom: `3px solid ${vars.color.neutral900}`,
    paddingBottom: vars.space.xs,
  },
  fresh: { margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLarge, color: theme },
});

export const textBanner = style({
  background: theme,
  color: "#ffffff",
  minHeight: 200,
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  textAlign: "center",
  fontSize: vars.font.sizeXxl,
});

export const bannerImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const about = style({ whiteSpace: "pre-line", lineHeight: vars.font.lineHeight, margin: 0 });

export const grid = styleVariants({
  pc: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 },
  app: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 },
});

export const card = styleVariants({
  classic: { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: "hidden", background: vars.color.surface, height: "100%" },
  industrial: { border: `2px solid ${vars.color.neutral700}`, overflow: "hidden", background: vars.color.surface, height: "100%" },
  fresh: { borderRadius: vars.radius.lg, overflow: "hidden", background: vars.color.surface, boxShadow: vars.shadow.sm, height: "100%" },
});

export const cardLink = style([focusRing, { display: "flex", flexDirection: "column", height: "100%", color: vars.color.text, textDecoration: "none" }]);

export const cardImage = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", background: vars.color.surfaceSunken, display: "block" });

export const cardBody = style({ padding: vars.space.sm, display: "grid", gap: vars.space.xxs });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

export const price = style({ color: vars.color.danger, fontWeight: vars.font.weightBold, margin: 0 });

export const serviceList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const serviceRow = style([
  focusRing,
  {
    display: "flex",
    justifyContent: "space-between",
    gap: vars.space.md,
    flexWrap: "wrap",
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textDecoration: "none",
  },
]);

export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const themeLink = style([focusRing, { color: theme }]);

export const themeButton = style([
  focusRing,
  {
    display: "inline-block",
    background: theme,
    color: "#ffffff",
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    textDecoration: "none",
  },
]);

export const appBar = style({
  position: "sticky",
  bottom: 0,
  display: "flex",
  gap: vars.space.sm,
  justifyContent: "space-around",
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
});

export const previewBar = style({
  background: vars.color.warningSubtle,
  color: vars.color.text,
  padding: vars.space.sm,
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  flexWrap: "wrap",
  justifyContent: "center",
});
