import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Centred column. */
export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  textAlign: "center",
});

/** The illustration. */
export const image = style({ color: vars.color.neutral300 });

/** The sentence. */
export const text = style({ margin: 0, fontSize: vars.font.sizeBody });
