import { media, touchTarget, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const topBar = style({ background: vars.color.surfaceMuted, borderBottom: `1px solid ${vars.color.border}`, fontSize: vars.font.sizeSmall });
// On a phone a member's links (company, personal center, bell, log out) take a second line under the top text.
export const topBarInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "36px",
  "@media": { [media.phone]: { flexWrap: "wrap", rowGap: 0 } },
});
// The top text gives way to the login links on a narrow screen: it shrinks and ends in "…".
export const topText = style({
  flex: "1 1 10em",
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  overflow: "hidden",
  whiteSpace: "nowrap",
  textOverflow: "ellipsis",
});
export const userArea = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexShrink: 0,
  whiteSpace: "nowrap",
  "@media": { [media.phone]: { flexShrink: 1, minWidth: 0, marginInlineStart: "auto" } },
});
export const userLink = style({
  color: vars.color.primary,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
  // On phones the login links are touch targets of 44 px height.
  "@media": { [media.phone]: { display: "inline-flex", alignItems: "center", minHeight: touchTarget } },
});

export const brandRow = style({ position: "relative", background: vars.color.surface });
export const brandInner = style({
  height: vars.layout.header,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  "@media": { [media.phone]: { height: "auto", minHeight: "64px", padding: `${vars.space.sm} 0`, gap: vars.space.sm } },
});
export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: "none",
  "@media": { [media.phone]: { gap: vars.space.sm } },
});
globalStyle(`${brand} img`, { "@media": { [media.phone]: { width: "40px", height: "40px" } } });
export const title = style({
  display: "block",
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  "@media": { [media.phone]: { fontSize: vars.font.sizeLarge, lineHeight: vars.font.lineHeightTight } },
});
export const subTitle = style({
  display: "block",
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  "@media": { [media.phone]: { fontSize: vars.font.sizeXs } },
});
/** The header's buttons right of the brand (the menu button on narrow screens, and other switches). */
export const headerActions = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexShrink: 0 });

// The desktop's menu bar; below the desktop layout the menu button's list takes its place.
export const menuBar = style({
  background: vars.color.primary,
  "@media": { [media.compact]: { display: "none" } },
});
/** The menu button's list (in its <details>): under the whole brand row, over the page below it. */
export const menuDropdown = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  zIndex: vars.zIndex.dropdown,
  background: vars.color.primary,
  boxShadow: vars.shadow.md,
});
export const menuList = style({
  display: "flex",
  height: vars.layout.menuBar,
  margin: "0 auto",
  padding: 0,
  listStyle: "none",
  "@media": { [media.compact]: { flexDirection: "column", height: "auto", padding: `${vars.space.xs} 0` } },
});
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
  "@media": { [media.compact]: { minHeight: "48px", padding: `0 ${vars.space.md}` } },
});

export const banner = style({
  background: `linear-gradient(120deg, ${vars.color.primaryActive}, ${vars.color.brand})`,
  padding: `${vars.space.xl} 0`,
  // On phones the search box keeps the content column's gutter.
  "@media": { [media.phone]: { padding: `${vars.space.md} ${vars.space.md}` } },
});
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
  flexShrink: 0,
  "@media": { [media.phone]: { width: "72px" } },
  border: 0,
  background: vars.color.brandWarning,
  color: vars.color.onWarning,
  fontSize: vars.font.sizeBody,
  cursor: "pointer",
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
});
export const searchHints = style({
  display: "flex",
  flexWrap: "wrap",
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
// Each hint a 24 px target (WCAG 2.2 2.5.8): its small type alone makes a 22.4 px line, which sat
// closer than 24 px to the search box above whenever the banner's layout settled a little higher.
globalStyle(`${searchHints} a`, { color: vars.color.onPrimary, display: "inline-flex", alignItems: "center", minHeight: "24px" });
