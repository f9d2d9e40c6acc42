import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** The reference a member writes in the transfer's 附言: large, spaced, easy to read out and copy. */
export const reference = style({
  fontSize: "1.8em",
  fontWeight: vars.font.weightBold,
  letterSpacing: "0.15em",
  color: vars.color.danger,
  fontFamily: "monospace",
  marginRight: vars.space.sm,
});

export const referenceLine = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space.sm });
