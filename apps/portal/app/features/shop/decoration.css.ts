import { focusRing, vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const editor = style({ display: "grid", gap: vars.space.md });

export const templates = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: vars.space.sm });

export const templateChoice = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` } },
});

export const field = style({ display: "grid", gap: vars.space.xxs, marginBottom: vars.space.md, maxWidth: "640px" });

export const input = style({
  padding: `6px ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const colourRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });

export const swatch = style([focusRing, { width: 44, height: 36, padding: 0, border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.sm }]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

export const error = style({ color: vars.color.danger, margin: 0 });

export const sectionList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs, maxWidth: "640px" });

export const sectionRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const sectionName = style({ display: "flex", alignItems: "center", gap: vars.space.xs, minHeight: 36 });

export const moveButtons = style({ display: "inline-flex", gap: vars.space.xs });

export const moveButton = style([
  focusRing,
  {
    minHeight: 36,
    minWidth: 44,
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    font: "inherit",
    cursor: "pointer",
    selectors: { "&[aria-disabled='true']": { color: vars.color.textMuted, cursor: "not-allowed" } },
  },
]);

export const pickList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
  gap: vars.space.xs,
});

export const bannerList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const bannerRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });

export const thumbnail = style({ width: 160, height: 48, objectFit: "cover", borderRadius: vars.radius.sm });

export const status = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "center" });
