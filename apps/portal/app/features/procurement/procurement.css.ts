import { media, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { cardColumn, cardGrid } from "../../lib/card-styles.ts";
import { tabRow } from "../../lib/control-styles.ts";

/** Header fields two or three to a row, one on phones. */
export const fieldGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
});

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const control = style({
  minHeight: "40px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  background: vars.color.surface,
  color: vars.color.text,
});

export const textArea = style([control, { padding: vars.space.sm, minHeight: "80px" }]);

export const checkRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, margin: `${vars.space.sm} 0` });

/** The lines and the comparison scroll sideways on narrow screens instead of squeezing. */
export const scroller = style({ overflowX: "auto", margin: `${vars.space.sm} 0` });

export const grid = style({ borderCollapse: "collapse", minWidth: "100%", fontSize: vars.font.sizeSmall });

export const cell = style({ border: `1px solid ${vars.color.border}`, padding: vars.space.xs, textAlign: "left", verticalAlign: "top" });

export const cellInput = style([control, { width: "100%", minWidth: "72px", minHeight: "36px" }]);

export const number = style({ textAlign: "right", whiteSpace: "nowrap" });

/** The lowest offer of a line: colour and a word, never colour alone. */
export const lowest = style({ background: "#e6f4ea", fontWeight: vars.font.weightBold });

export const flag = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall, marginLeft: vars.space.xs });

export const sealedNote = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
});

export const warning = style({ color: vars.color.danger });

export const tabs = style(tabRow);

/** The address cards: one per row on phones, a grid beside each other otherwise. */
export const cards = style(cardGrid("280px"));

export const card = style(cardColumn(vars.space.xs, vars.space.md));

/** The default address's marker: a word on a tinted plate, never colour alone. */
export const defaultMark = style({
  alignSelf: "flex-start",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: "#e6f4ea",
  fontWeight: vars.font.weightBold,
});

/** A refused field's message, under the field (red on white ≥ 4.5:1). */
export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall, margin: 0 });

/** An offer's 下浮率 against one reference, a line of its own under the price. */
export const deviationLine = style({ display: "block", fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** The 报价模板 fieldset's help, on a line of its own. */
export const templateHelp = style({ flexBasis: "100%", margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The rows a 报价模板 import could not read, under its fieldset. */
export const templateProblems = style({ flexBasis: "100%", color: vars.color.danger, fontSize: vars.font.sizeSmall });

/** A checkbox standing alone in a table cell: a whole touch target (WCAG 2.5.8), not the browser's 13 px. */
export const cellCheck = style({ width: "24px", height: "24px", margin: 0 });

/**
 * The sheet form's 物料清单 on a phone: each line a card of labelled fields (the cell's data-label
 * shown before its input), rather than a grid wider than the screen.
 */
export const linesGrid = style({});
globalStyle(`${linesGrid}, ${linesGrid} > tbody, ${linesGrid} > tbody > tr, ${linesGrid} > tbody > tr > td`, {
  "@media": { [media.phone]: { display: "block", width: "100%" } },
});
globalStyle(`${linesGrid} > thead`, { "@media": { [media.phone]: { display: "none" } } });
globalStyle(`${linesGrid} > tbody > tr`, {
  "@media": { [media.phone]: { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, marginBottom: vars.space.sm } },
});
globalStyle(`${linesGrid} > tbody > tr > td`, { "@media": { [media.phone]: { border: "none", padding: `${vars.space.xs} 0` } } });
globalStyle(`${linesGrid} > tbody > tr > td::before`, {
  "@media": { [media.phone]: { content: "attr(data-label)", display: "block", color: vars.color.textMuted, fontSize: vars.font.sizeSmall } },
});
