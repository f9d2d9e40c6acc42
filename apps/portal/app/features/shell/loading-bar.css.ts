import { vars } from "@cidp/ui";
import { keyframes, style } from "@vanilla-extract/css";

const grow = keyframes({ from: { transform: "scaleX(0)" }, to: { transform: "scaleX(0.9)" } });

/** The top loading bar: 2px (spec §9), growing over its 5 s duration, never quite finishing by itself. */
export const bar = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: "2px",
  background: vars.color.brand,
  transformOrigin: "left",
  zIndex: vars.zIndex.loadingBar,
  animation: `${grow} 5000ms ease-out forwards`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", transform: "scaleX(0.9)" } },
});
