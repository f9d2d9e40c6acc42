import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The tooltip bubble. */
export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 360,
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.onInverse,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  boxShadow: vars.shadow.md,
  wordBreak: "break-all",
});

/** The arrow. */
export const arrow = style({ fill: vars.color.surfaceInverse });
