import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** Padding, not margin, around the card: a margin would collapse through main and show the body's white. */
export const frame = style({ padding: `${vars.space.xl} ${vars.space.md}` });

/** A white card in the content column, the status large above the message and the way home. */
export const page = style({
  maxWidth: vars.layout.content,
  minHeight: "50vh",
  margin: "0 auto",
  boxSizing: "border-box",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const status = style({ fontSize: "64px", lineHeight: 1, margin: 0, color: vars.color.primary });
export const message = style({ fontSize: vars.font.sizeLarge, margin: 0 });
