import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { cardColumn, cardGrid } from "../../lib/card-styles.ts";
import { outlinedMark } from "../../lib/control-styles.ts";
import { besideLayout } from "../../lib/layout-styles.ts";
import * as page from "../../lib/page.css.ts";

/** Filter rows of links (categories, price): the chosen one bold and unlinked-looking. */
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: `${vars.space.sm} 0`, alignItems: "center" });
globalStyle(`${filters} a[aria-current="page"]`, { fontWeight: vars.font.weightBold, textDecoration: "none", color: vars.color.text });

/** The lessons as cards, as many per row as fit. */
export const grid = style(cardGrid("280px"));

export const card = style(cardColumn(vars.space.xs, vars.space.lg));
globalStyle(`${card} h2`, { margin: 0, fontSize: "1.15em" });
globalStyle(`${card} p`, { margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const price = style({ fontSize: "1.3em", fontWeight: vars.font.weightBold, color: vars.color.danger });

export const freePrice = style({ fontSize: "1.3em", fontWeight: vars.font.weightBold, color: vars.color.success });

/** The card's action at its bottom, so the cards' buttons line up. */
export const cardAction = style({ marginTop: "auto", alignSelf: "flex-start" });

/** A white panel of the lesson page: the pages' own panel (lib/page.css.ts), its heading flush with its top. */
export const panel = style([page.panel]);
globalStyle(`${panel} h2`, { marginTop: 0 });

/** The outline: one chapter a line, its marks and action at the end. */
export const outline = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
export const chapterRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: "wrap",
});
export const chapterTitle = style({ flex: "1 1 12em" });

/** 试看 / 已购买 marks. */
export const mark = style({ ...outlinedMark, color: vars.color.primary });

/** The player beside the chapter list; one column on narrow screens. */
export const playerLayout = style(besideLayout("minmax(0, 3fr) minmax(220px, 1fr)"));

/** The locked frame's notice: light text on the dark frame. */
export const locked = style({ display: "grid", gap: vars.space.sm, justifyItems: "center", textAlign: "center" });
globalStyle(`${locked} p`, { margin: 0 });
globalStyle(`${locked} strong`, { fontSize: "1.25em" });

/** 演示说明: the note that the videos are generated samples, set apart from the page's text. */
export const sampleNote = style({
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.infoSubtle,
  borderLeft: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
});
