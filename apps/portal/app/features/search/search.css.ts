import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** Facets on the left, results on the right; one column on narrow screens. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "220px 1fr",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "screen and (max-width: 768px)": { gridTemplateColumns: "1fr" } },
});

export const facets = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.md, display: "grid", gap: vars.space.md });

export const facetList = style({ listStyle: "none", margin: `${vars.space.xs} 0 0`, padding: 0, display: "grid", gap: vars.space.xs });
globalStyle(`${facetList} a[aria-current="page"]`, { fontWeight: vars.font.weightBold, color: vars.color.text, textDecoration: "none" });

export const facetHeading = style({ fontSize: vars.font.sizeBody, margin: 0 });

export const count = style({ color: vars.color.textMuted, marginLeft: vars.space.xs });

/** Says how far the facets count (their counts stop at a cap). */
export const facetNote = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

export const results = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

export const hit = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.md });

export const hitTitle = style({ fontSize: vars.font.sizeLarge, margin: `0 0 ${vars.space.xs}` });

export const snippet = style({ margin: 0, lineHeight: 1.8 });

export const hitFacts = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  display: "flex",
  gap: vars.space.md,
  margin: `${vars.space.xs} 0 0`,
});

/** A found word: the theme's highlight, dark text on it, so the contrast stays above 4.5:1. */
globalStyle(`${layout} mark`, { background: "#fff1b8", color: vars.color.text, padding: "0 1px" });

export const suggestions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, listStyle: "none", padding: 0, margin: `${vars.space.sm} 0` });
