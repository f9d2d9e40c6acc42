import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The banner frame. */
export const root = style({ position: "relative", overflow: "hidden", width: "100%", background: vars.color.surfaceSunken, fontFamily: vars.font.body });

/** The strip of slides. */
export const strip = style({
  display: "flex",
  height: "100%",
  transition: `transform ${vars.motion.slow} ease-in-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** One slide. */
export const slide = style({ flex: "0 0 100%", height: "100%", position: "relative" });

/** Prev/next arrows and the pause button. */
export const control = style({
  all: "unset",
  position: "absolute",
  // Above the slides, which come later in the document and are positioned too.
  zIndex: 1,
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" }, "&:hover": { color: vars.color.primary } },
});

/** Position of the previous arrow. */
export const prev = style({ left: vars.space.md, top: "50%", transform: "translateY(-50%)" });

/** Position of the next arrow. */
export const next = style({ right: vars.space.md, top: "50%", transform: "translateY(-50%)" });

/** Position of the pause/play button. */
export const pause = style({ right: vars.space.md, bottom: vars.space.md, width: 32, height: 32 });

/** Dot row. */
export const dots = style({
  position: "absolute",
  zIndex: 1,
  left: "50%",
  bottom: vars.space.sm,
  transform: "translateX(-50%)",
  display: "flex",
  gap: vars.space.xs,
});

/** One dot: a 28 × 24 target (WCAG 2.5.8) drawn as a short bar. */
export const dot = style({
  all: "unset",
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  width: 28,
  height: 24,
  cursor: "pointer",
  selectors: {
    "&::before": {
      content: '""',
      width: "100%",
      height: 6,
      borderRadius: vars.radius.round,
      background: vars.color.surface,
      opacity: 0.75,
      boxShadow: vars.shadow.sm,
    },
    "&[aria-current='true']::before": { background: vars.color.primary, opacity: 1 },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px", borderRadius: vars.radius.sm },
  },
});
