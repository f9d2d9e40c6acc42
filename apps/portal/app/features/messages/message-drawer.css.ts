import { vars } from "@cidp/ui";
import { keyframes, style } from "@vanilla-extract/css";

export const head = style({ display: "flex", justifyContent: "space-between", alignItems: "center", marginBottom: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.font.sizeLarge });
export const tabs = style({ display: "flex", gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.md });
export const tab = style({
  background: "none",
  border: 0,
  borderBottom: "2px solid transparent",
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  cursor: "pointer",
  color: vars.color.textMuted,
  selectors: { '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary } },
});
export const count = style({ marginLeft: vars.space.xs, color: vars.color.danger, fontSize: vars.font.sizeSmall });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const item = style({
  width: "100%",
  textAlign: "left",
  display: "grid",
  gridTemplateColumns: "12px 1fr",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
export const dot = style({ width: "8px", height: "8px", borderRadius: vars.radius.round, background: vars.color.danger, marginTop: "8px" });
export const noDot = style({ width: "8px" });
export const itemTitle = style({ fontWeight: vars.font.weightBold, display: "block" });
export const itemContent = style({ color: vars.color.textMuted, display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const itemTime = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, display: "block" });
export const actions = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, marginTop: vars.space.md });
export const empty = style({ color: vars.color.textMuted, textAlign: "center", padding: vars.space.lg });

// Slides in from 550px off-screen (spec §4).
const slideIn = keyframes({ from: { transform: "translateX(550px)" }, to: { transform: "translateX(0)" } });
export const drawer = style({
  position: "fixed",
  top: vars.layout.drawerTop,
  right: 0,
  width: vars.layout.drawerWidth,
  minHeight: vars.layout.drawerMinHeight,
  maxHeight: `calc(100vh - ${vars.layout.drawerTop})`,
  overflowY: "auto",
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.drawer,
  padding: vars.space.lg,
  animation: `${slideIn} 300ms ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
