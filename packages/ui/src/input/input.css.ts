import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Wrapper when the input has a prefix or suffix. */
export const affixWrapper = style({ display: "flex", alignItems: "center", gap: vars.space.xs, paddingBlock: 0 });

/** The inner input inside an affix wrapper. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  border: "none",
  outline: "none",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  padding: "6px 0",
});

/** Prefix/suffix text. */
export const affix = style({ color: vars.color.textMuted, flexShrink: 0 });
