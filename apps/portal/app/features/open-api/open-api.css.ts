import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** A table that scrolls on its own on a phone rather than widening the page. */
export const tableBox = style({ overflowX: "auto", margin: `${vars.space.md} 0` });

export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: vars.font.sizeSmall });
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} th`, { background: vars.color.surfaceMuted });

/** An example: scrolls sideways on a phone. */
export const code = style({
  overflowX: "auto",
  background: vars.color.surfaceMuted,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSmall,
});

/** A long identifier or path: breaks anywhere rather than overflowing. */
export const breakable = style({ overflowWrap: "anywhere" });
