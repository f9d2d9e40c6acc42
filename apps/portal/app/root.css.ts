import { contentWidth, media, vars } from "@cidp/ui/theme";
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
// A fieldset is as wide as its widest content by default (min-width: min-content), so a wide table
// inside one (the inquiry's 物料清单) pushed the whole form past a phone's screen; at 0 its own
// scroller takes the width instead.
globalStyle("fieldset", { minWidth: 0 });

// The 1366 px content column keeps a gutter on screens narrower than it plus the gutter (1280 px
// laptops), so the logo, the login links and the card edges never touch the window's edge. The
// body prefix outranks the ui rule, whose stylesheet may load after this one.
// Phones keep a narrower gutter, so a 360 px screen still has 328 px of content.
globalStyle(`body ${contentWidth}`, {
  maxWidth: `calc(100% - 2 * ${vars.space.lg})`,
  "@media": { [media.phone]: { maxWidth: `calc(100% - 2 * ${vars.space.md})` } },
});

// Inline code (API paths, header names) breaks anywhere rather than widening a phone's page.
globalStyle("main code", { overflowWrap: "anywhere" });
