import { keyframes, style } from "@vanilla-extract/css";
import { buttonRow, titleRow } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

// Slides in from exactly its own width off-screen (550 px by default, as the spec says).
const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const slideOut = keyframes({ from: { transform: "translateX(0)" }, to: { transform: "translateX(100%)" } });

/** The panel, fixed to the right under the header. */
export const content = style({
  position: "fixed",
  top: vars.layout.drawerTop,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.drawer,
  boxSizing: "border-box",
  width: vars.layout.drawerWidth,
  maxWidth: "100vw",
  minHeight: vars.layout.drawerMinHeight,
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    "&[data-state='open']": { animation: `${slideIn} ${vars.motion.slow} ease-out` },
    "&[data-state='closed']": { animation: `${slideOut} ${vars.motion.normal} ease-in` },
    "&:focus": { outline: "none" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { selectors: { "&[data-state='open'], &[data-state='closed']": { animation: "none" } } } },
});

/** Title row. */
export const header = style(titleRow);

/** Scrolling body. */
export const body = style({ flex: 1, overflowY: "auto", padding: vars.space.lg });

/** Button row. */
export const footer = style(buttonRow);

/** A transparent backdrop so a click outside closes without dimming the page. */
export const overlay = style({ position: "fixed", inset: 0, zIndex: vars.zIndex.drawer, background: "transparent" });

/** The backdrop when the page should be dimmed. */
export const overlayDimmed = style({ background: vars.color.overlay });
