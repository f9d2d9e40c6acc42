import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed backdrop behind dialogs and drawers. */
export const overlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

/** The × close button in overlay headers. */
export const closeButton = style({
  all: "unset",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: "pointer",
  flexShrink: 0,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});

/** Title text of an overlay. */
export const title = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold, color: vars.color.text });

/** Body text of an overlay. */
export const description = style({ margin: 0, color: vars.color.text, fontSize: vars.font.sizeBody, lineHeight: vars.font.lineHeight });
