import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { cardColumn, cardGrid } from "../../lib/card-styles.ts";
import { boxedControl, filledMark } from "../../lib/control-styles.ts";

/** Cards side by side, as many as fit. */
export const grid = style(cardGrid("260px"));

export const card = style(cardColumn(vars.space.sm, vars.space.lg));
globalStyle(`${card} h2, ${card} h3`, { margin: 0, fontSize: vars.font.sizeLarge });
globalStyle(`${card} p`, { margin: 0 });

/** The card's action, pushed to its bottom so the buttons line up. */
export const cardAction = style({ marginTop: "auto" });

/** A lawyer's portrait beside the name. */
export const lawyerHead = style({ display: "flex", gap: vars.space.md, alignItems: "center" });
export const portrait = style({ width: "72px", height: "72px", borderRadius: vars.radius.round, flexShrink: 0, objectFit: "cover" });
export const portraitLarge = style({ width: "140px", height: "140px", borderRadius: vars.radius.md, flexShrink: 0, objectFit: "cover" });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const tags = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", padding: 0, margin: 0 });
export const tagItem = style(filledMark(vars.color.primarySubtle, vars.color.text, `2px ${vars.space.sm}`));

export const badge = style(filledMark(vars.color.warningSubtle, vars.color.text, `0 ${vars.space.xs}`));

/** The white panel of a page section. */
export const section = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  margin: `${vars.space.md} 0`,
});
globalStyle(`${section} > h2`, { marginTop: 0 });

export const sectionHead = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.md, flexWrap: "wrap" });

export const profile = style({ display: "flex", gap: vars.space.lg, alignItems: "flex-start", flexWrap: "wrap" });
export const profileBody = style({ flex: "1 1 320px", display: "grid", gap: vars.space.sm });

/** The call to submit a need. */
export const callout = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  margin: `${vars.space.md} 0`,
});
globalStyle(`${callout} h2`, { margin: 0 });

/** The need form: one labelled field a row. */
export const form = style({ display: "grid", gap: vars.space.md, maxWidth: "720px" });
export const field = style({ display: "grid", gap: vars.space.xs });
globalStyle(`${field} > label, ${field} > span:first-child`, { fontWeight: vars.font.weightBold });
export const control = style(boxedControl);
export const textarea = style([control, { minHeight: "140px", resize: "vertical" }]);
export const fieldError = style({ color: vars.color.danger, margin: 0, fontSize: vars.font.sizeSmall });
export const success = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.successSubtle, color: vars.color.text });
export const alert = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSubtle, color: vars.color.text });

export const linkList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
export const actionsRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: "auto" });
