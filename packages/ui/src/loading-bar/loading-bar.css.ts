import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The 2 px bar at the top of the window. */
export const bar = style({
  position: "fixed",
  top: 0,
  left: 0,
  height: 2,
  zIndex: vars.zIndex.loadingBar,
  background: vars.color.brand,
  boxShadow: `0 0 4px ${vars.color.brand}`,
  pointerEvents: "none",
  transitionProperty: "width, opacity",
  transitionTimingFunction: "ease-out",
});
