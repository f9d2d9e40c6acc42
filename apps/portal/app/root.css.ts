import { vars } from "@cidp/ui";
import { style } from "@vanilla-extract/css";

/** "Skip to content": hidden until focused by keyboard. */
export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-100px",
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: { "&:focus": { top: vars.space.md } },
});
