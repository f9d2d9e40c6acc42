import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Image over caption. */
export const root = style({ display: "inline-flex", flexDirection: "column", alignItems: "center", gap: vars.space.xs, margin: 0, fontFamily: vars.font.body });

/** The 130×130 code. */
export const image = style({
  display: "block",
  width: 130,
  height: 130,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxSizing: "border-box",
  objectFit: "contain",
});

/** Caption under it. */
export const caption = style({
  maxWidth: 130,
  textAlign: "center",
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeightTight,
});
