import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** The VIP mark beside a company's name: the theme's brand warning with its text colour (the button pair, whose contrast the theme checks). */
export const mark = style({
  display: "inline-block",
  flex: "none",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandWarning,
  color: vars.color.onWarning,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: "20px",
  verticalAlign: "middle",
});
