import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const topBar = style({ background: vars.color.surfaceMuted, borderBottom: `1px solid ${vars.color.border}`, fontSize: vars.font.sizeSmall });
export const topBarInner = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md, minHeight: "36px" });
export const topText = style({ color: vars.color.textMuted, overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis" });
export const userArea = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexShrink: 0 });
export const userLink = style({ color: vars.color.primary, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });

export const brandRow = style({ background: vars.color.surface });
export const brandInner = style({ height: vars.layout.header, display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.lg });
export const brand = style({ display: "flex", alignItems: "center", gap: vars.space.md, color: vars.color.text, textDecoration: "none" });
export const title = style({ display: "block", fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });
export const subTitle = style({ display: "block", fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const menuBar = style({ background: vars.color.primary });
export const menuList = style({ display: "flex", height: vars.layout.menuBar, margin: "0 auto", padding: 0, listStyle: "none" });
export const menuButton = style({
  height: "100%",
  padding: `0 ${vars.space.lg}`,
  border: 0,
  background: "transparent",
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeBody,
  cursor: "pointer",
  textDecoration: "none",
  display: "flex",
  alignItems: "center",
  selectors: {
    "&:hover, &:focus-visible": { background: vars.color.primaryHover },
    "&:focus-visible": { outline: `3px solid ${vars.color.onPrimary}`, outlineOffset: "-3px" },
  },
});

export const banner = style({ background: `linear-gradient(120deg, ${vars.color.primaryActive}, ${vars.color.brand})`, padding: `${vars.space.xl} 0` });
export const searchForm = style({ display: "flex", margin: "0 auto", height: "48px", boxShadow: vars.shadow.md });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeBody,
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
});
export const searchButton = style({
  width: "120px",
  border: 0,
  background: vars.color.brandWarning,
  color: vars.color.onWarning,
  fontSize: vars.font.sizeBody,
  cursor: "pointer",
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
});
export const searchHints = style({
  display: "flex",
  gap: vars.space.md,
  margin: `${vars.space.sm} auto 0`,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
});
export const hotTopics = style({
  margin: `${vars.space.sm} auto 0`,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
  height: "24px",
  overflow: "hidden",
});
globalStyle(`${hotTopics} a`, { color: vars.color.onPrimary });
globalStyle(`${searchHints} a`, { color: vars.color.onPrimary });
