import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The track. */
export const root = style({
  all: "unset",
  boxSizing: "border-box",
  position: "relative",
  flexShrink: 0,
  width: "2.75em",
  height: "1.5em",
  borderRadius: vars.radius.round,
  background: vars.color.borderStrong,
  cursor: "pointer",
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-state='checked']": { background: vars.color.primary },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});

/** The knob. */
export const thumb = style({
  display: "block",
  width: "1.125em",
  height: "1.125em",
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: "translateX(0.1875em)",
  transition: `transform ${vars.motion.fast}`,
  selectors: { "&[data-state='checked']": { transform: "translateX(1.4375em)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
