import { media, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { mutedFactLine } from "../../lib/layout-styles.ts";

/** A channel's list: title, summary, then its facts on one muted line. */
export const list = style({ listStyle: "none", padding: 0, margin: `${vars.space.md} 0`, display: "grid", gap: vars.space.sm });

export const item = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.md });

/** An article with a cover: the picture beside the text, narrower on a phone. */
export const itemWithCover = style([
  item,
  {
    display: "grid",
    gridTemplateColumns: "160px minmax(0, 1fr)",
    gap: vars.space.md,
    alignItems: "start",
    "@media": { "(max-width: 480px)": { gridTemplateColumns: "96px minmax(0, 1fr)" } },
  },
]);

export const itemTitle = style({ fontSize: vars.font.sizeLarge, margin: `0 0 ${vars.space.xs}` });

export const muted = style(mutedFactLine);

/** The channel and 有效性 links above a list. */
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: `${vars.space.sm} 0` });
globalStyle(`${tabs} a[aria-current="page"]`, { fontWeight: vars.font.weightBold, textDecoration: "none", color: vars.color.text });

/** An article page: a readable column that prints without the site's chrome. */
export const article = style({
  maxWidth: "900px",
  margin: "0 auto",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

export const body = style({ lineHeight: 1.9, fontSize: `calc(${vars.font.sizeBody} + 1px)` });
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${body} table`, { borderCollapse: "collapse", margin: `${vars.space.md} 0`, width: "100%" });
globalStyle(`${body} th, ${body} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: "left" });

/** 文号, 发文机关 … of a policy document. */
export const metaTable = style({ borderCollapse: "collapse", margin: `${vars.space.md} 0`, width: "100%" });
globalStyle(`${metaTable} th, ${metaTable} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: "left" });
globalStyle(`${metaTable} th`, { background: vars.color.surfaceMuted, width: "8em" });

export const breadcrumbs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeSmall,
});
globalStyle(`${breadcrumbs} li + li::before`, { content: '"›"', marginRight: vars.space.xs, color: vars.color.textMuted });

export const neighbours = style({
  display: "grid",
  gap: vars.space.xs,
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

/** What is only for the screen: printing keeps the article alone. */
export const screenOnly = style({ "@media": { print: { display: "none" } } });
globalStyle("body:has([data-print-article]) header, body:has([data-print-article]) footer", { "@media": { print: { display: "none" } } });
