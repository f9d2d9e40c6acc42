import { vars } from "@cidp/ui";
import { globalStyle, style } from "@vanilla-extract/css";

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

// The document's base: no UA margin, the theme's CJK font stack and text colour for everything.
globalStyle("body", { margin: 0, fontFamily: vars.font.body, color: vars.color.text, lineHeight: vars.font.lineHeight });
globalStyle("button, input, select, textarea", { fontFamily: "inherit" });
