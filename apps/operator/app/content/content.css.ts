import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

// The content editor and the preview: the body as wide as the portal's article column, the picture
// inserter's button like the editor's toolbar buttons (the editor is the design system's).

export const form = style({ display: "grid", gap: vars.space.md, maxWidth: 860 });
export const fieldset = style({ display: "grid", gap: vars.space.md, border: `1px solid ${vars.color.border}`, padding: vars.space.md, margin: 0 });
export const twoColumns = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", gap: vars.space.md });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const tool = style({
  minWidth: 44,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
});
export const pictureRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end", marginTop: vars.space.sm });
export const hiddenFile = style({ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });

export const article = style({
  maxWidth: 860,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  lineHeight: 1.8,
});
globalStyle(`${article} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${article} table`, { borderCollapse: "collapse" });
globalStyle(`${article} th, ${article} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space.xs });
export const thumbnail = style({ display: "block", maxWidth: "100%", height: "auto", objectFit: "cover", background: vars.color.surfaceSunken });

/** 内容管理's views and pages: links of a full target's height, however close the filters below sit. */
export const views = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, alignItems: "center" });
globalStyle(`${views} a`, { display: "inline-flex", alignItems: "center", minHeight: 24 });
