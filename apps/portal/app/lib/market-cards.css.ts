import { media, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { mutedFactLine } from "./layout-styles.ts";

/** Listings of the marketplace (projects, labor, finance products): one white card each. */
export const cards = style({ listStyle: "none", padding: 0, margin: `${vars.space.md} 0`, display: "grid", gap: vars.space.sm });

export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.md });

export const cardTitle = style({ fontSize: vars.font.sizeLarge, margin: `0 0 ${vars.space.xs}` });

/** A card's facts on one muted line. */
export const facts = style(mutedFactLine);

/** The amount or score a card leads with. */
export const figure = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });

/** 地区匹配 · 资质满足: why a project is suggested. */
export const reason = style({ color: vars.color.success, fontWeight: vars.font.weightBold });

/** The links and buttons at the foot of a card. */
export const cardActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.sm, alignItems: "center" });

/** Section tabs of a member page (links, the current one marked). */
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: `${vars.space.sm} 0`, padding: 0, listStyle: "none" });
globalStyle(`${tabs} a[aria-current="page"]`, { fontWeight: vars.font.weightBold, textDecoration: "none", color: vars.color.text });

/** A two-column form on wide screens. */
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `0 ${vars.space.lg}`,
  "@media": { [media.phone]: { gridTemplateColumns: "1fr" } },
});

/** A long text field spans the form. */
export const wide = style({ gridColumn: "1 / -1", maxWidth: "none" });

/** The consent text, set apart so it is read. */
export const consentText = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  lineHeight: 1.8,
  margin: `${vars.space.sm} 0`,
});

/** A history: one line per change. */
export const timeline = style({ listStyle: "none", padding: 0, margin: `${vars.space.sm} 0`, display: "grid", gap: vars.space.xs });
