import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Horizontal scroll container. */
export const wrapper = style({ width: "100%", overflowX: "auto", fontFamily: vars.font.body });

/** The table. */
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.sizeSmall, color: vars.color.text });

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
