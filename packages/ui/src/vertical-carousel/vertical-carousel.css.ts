import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Window one line high. */
export const root = style({ position: "relative", overflow: "hidden", height: "1.6em", lineHeight: "1.6em", fontFamily: vars.font.body });

/** The moving list. */
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  transition: `transform ${vars.motion.slow} ease-in-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** The list on its first line: no slide (the wrap from the last line jumps). */
export const listAtStart = style([list, { transition: "none" }]);

/** One line. */
export const item = style({ height: "1.6em", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

/** Elder mode: every line at once, wrapping, nothing moving or hidden. */
export const still = style({ fontFamily: vars.font.body, lineHeight: vars.font.lineHeight });

export const stillList = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
