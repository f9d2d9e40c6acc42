import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The trail. */
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

/** One crumb. */
export const item = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

/** The current page. */
export const current = style({ color: vars.color.text });

/** The "/" separator. */
export const separator = style({ color: vars.color.textMuted });
