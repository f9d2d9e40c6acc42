import { globalStyle, style } from "@vanilla-extract/css";
import { media, touchTarget } from "../theme/breakpoints.ts";
import { vars } from "../theme/contract.css.ts";

/** Horizontal scroll container. */
export const wrapper = style({ width: "100%", overflowX: "auto", fontFamily: vars.font.body });

/** The table; on phones a stack of cards (the rules at the end of this file). */
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.sizeSmall, color: vars.color.text });

/** The header row group with nothing to operate: hidden on phones, where each cell shows its label. */
export const head = style({ "@media": { [media.phone]: { display: "none" } } });

/** The header row group with sort buttons or the select-all box: on phones a bar of just those. */
export const headWithControls = style({});

/** Caption, visible or not. */
export const caption = style({ textAlign: "start", padding: `${vars.space.sm} 0`, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeBody });

/** Header cell. */
export const th = style({
  padding: `10px ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weightBold,
  textAlign: "start",
  whiteSpace: "nowrap",
});

/** Body cell. */
export const td = style({ padding: `10px ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle" });

/** Row. */
export const row = style({
  selectors: {
    "&:hover": { background: vars.color.neutral50 },
    "&[data-selected]": { background: vars.color.primarySubtle },
  },
});

/** Narrow selection column. */
export const selectCell = style({ width: 40 });

/** The sort button filling a header cell. */
export const sortButton = style({
  all: "unset",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" }, "&:hover": { color: vars.color.primary } },
});

/** Sort arrows; the active one is primary. */
export const sortIcon = style({ display: "inline-flex", flexDirection: "column", color: vars.color.neutral500 });

/** The active arrow. */
export const sortActive = style({ color: vars.color.primary });

// Phones: every row a card, every cell a line "label  value". The header cells' inline widths and
// alignments are the desktop columns', so the card rules override them.
const phone = media.phone;
globalStyle(`${table}, ${table} > tbody, ${table} > tbody > tr, ${table} > tbody > tr > td`, { "@media": { [phone]: { display: "block" } } });
globalStyle(`${table} > caption`, { "@media": { [phone]: { display: "block" } } });
globalStyle(`${headWithControls}`, { "@media": { [phone]: { display: "block", marginBottom: vars.space.sm } } });
globalStyle(`${headWithControls} > tr`, {
  "@media": { [phone]: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm } },
});
globalStyle(`${headWithControls} > tr > th`, {
  "@media": {
    [phone]: {
      width: "auto !important",
      minHeight: touchTarget,
      display: "flex",
      alignItems: "center",
      padding: `0 ${vars.space.md}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});
globalStyle(`${headWithControls} > tr > th:not([data-control])`, { "@media": { [phone]: { display: "none" } } });
globalStyle(`${table} > tbody > tr`, {
  "@media": {
    [phone]: {
      marginBottom: vars.space.md,
      padding: `${vars.space.xs} 0`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
globalStyle(`${table} > tbody > tr > td`, {
  "@media": {
    [phone]: {
      // Flex, not grid: a cell's several children (text and buttons) flow on after the label.
      display: "flex",
      flexWrap: "wrap",
      gap: vars.space.sm,
      alignItems: "center",
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: 0,
      // Outranks the column's inline alignment (csstype does not know `!important`).
      textAlign: "start !important" as "start",
      overflowWrap: "anywhere",
    },
  },
});
// The label is generated content: screen readers read it with the cell, as the header would be.
globalStyle(`${table} > tbody > tr > td[data-label]::before`, {
  "@media": { [phone]: { content: "attr(data-label)", flex: "0 0 35%", minWidth: "5em", color: vars.color.textMuted, fontWeight: vars.font.weightBold } },
});
