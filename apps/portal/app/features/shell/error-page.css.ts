import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const page = style({
  minHeight: "60vh",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: "center",
});
export const status = style({ fontSize: "64px", margin: 0, color: vars.color.primary });
export const message = style({ fontSize: vars.font.sizeLarge, margin: 0 });
export const home = style({ color: vars.color.primary });
