import { media, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { cardGrid, marketCard } from "../../lib/card-styles.ts";
import { currentTab, filledMark, inlineControls, smallPrimaryButton, tabRow, textareaFrame } from "../../lib/control-styles.ts";
import { besideLayout } from "../../lib/layout-styles.ts";

/** The market's cards: a grid of pictures with their facts. */
export const cards = style(cardGrid("260px"));

export const card = style(marketCard);

export const cardTitle = style({ fontSize: vars.font.sizeBody, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0, display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const price = style({ color: vars.color.danger, fontWeight: vars.font.weightBold, margin: 0 });

/** A trade label (出租, 求购 …) before a title. */
export const tradeTag = style({
  display: "inline-block",
  marginRight: vars.space.xs,
  ...filledMark(vars.color.primary, vars.color.onPrimary, `0 ${vars.space.xs}`),
});

/** The filter form's fields in rows. */
export const filterGrid = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});
globalStyle(`${filterGrid} label`, { display: "flex", flexDirection: "column", gap: vars.space.xs });
globalStyle(`${filterGrid} select, ${filterGrid} input`, {
  minWidth: "9em",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: "inherit",
});

/** The detail page: pictures beside the facts, one column on phones. */
export const detailLayout = style(besideLayout("minmax(0, 3fr) minmax(0, 2fr)"));

export const gallery = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" });

/** The calendars of the next months side by side. */
export const calendars = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg });
export const calendar = style({ borderCollapse: "collapse", background: vars.color.surface });
globalStyle(`${calendar} caption`, { fontWeight: vars.font.weightBold, padding: vars.space.xs });
globalStyle(`${calendar} th, ${calendar} td`, {
  width: "2.6em",
  height: "2.6em",
  textAlign: "center",
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
});

/** A booked day: a dark fill and the word 已约, never colour alone. */
export const takenDay = style({ background: vars.color.surfaceInverse, color: vars.color.onInverse });
export const dayMark = style({ display: "block", fontSize: "0.75em" });

/** A multi-line field of the forms. */
export const textarea = style({
  minHeight: "6em",
  ...textareaFrame,
});

/** The form's fields in two columns on wide screens. */
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 420px))",
  columnGap: vars.space.lg,
  "@media": { [media.phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const tabs = style(tabRow);
globalStyle(`${tabs} a[aria-current="page"]`, currentTab);

/** Buttons inside a table row's forms. */
export const inlineForm = style(inlineControls(vars.space.xs));
export const smallButton = style(smallPrimaryButton);
