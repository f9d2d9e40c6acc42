import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** Fills the drawer body, so the action row sits at its bottom even with few notices. */
export const panel = style({ display: "flex", flexDirection: "column", minHeight: "100%", gap: vars.space.md });
export const tabs = style({ display: "flex", gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  background: "none",
  border: 0,
  borderBottom: "2px solid transparent",
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: "inherit",
  cursor: "pointer",
  color: vars.color.textMuted,
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    "&:focus-visible": { outline: `2px solid ${vars.color.primary}`, outlineOffset: "-2px" },
  },
});
export const count = style({ marginLeft: vars.space.xs, color: vars.color.danger, fontSize: vars.font.sizeSmall });
export const tabPanel = style({ flex: 1 });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const item = style({
  width: "100%",
  textAlign: "left",
  display: "grid",
  gridTemplateColumns: "12px minmax(0, 1fr)",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    "&:focus-visible": { outline: `2px solid ${vars.color.primary}`, outlineOffset: "1px" },
  },
});
export const dot = style({ width: "8px", height: "8px", borderRadius: vars.radius.round, background: vars.color.danger, marginTop: "8px" });
export const noDot = style({ width: "8px" });
export const itemText = style({ minWidth: 0 });
export const itemTitle = style({ fontWeight: vars.font.weightBold, display: "block" });
export const itemContent = style({ color: vars.color.textMuted, display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const itemTime = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, display: "block" });
export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const empty = style({ color: vars.color.textMuted, textAlign: "center", padding: vars.space.lg });
export const loading = style({ display: "flex", justifyContent: "center", padding: vars.space.lg });

/** Why a notice did not open (its business is no longer the member's). */
export const refusal = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.danger });
