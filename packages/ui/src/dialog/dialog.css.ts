import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { buttonRow, centredOnScreen, titleRow } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

const popIn = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.97)" },
  to: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" },
});

/** The centred dialog box. */
export const content = recipe({
  base: {
    ...centredOnScreen,
    maxHeight: "calc(100vh - 64px)",
    display: "flex",
    flexDirection: "column",
    background: vars.color.surface,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    color: vars.color.text,
    animation: `${popIn} ${vars.motion.normal} ease-out`,
    "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
    selectors: { "&:focus": { outline: "none" } },
  },
  variants: {
    size: { small: { width: 420 }, medium: { width: 600 }, large: { width: 880 } },
  },
  defaultVariants: { size: "medium" },
});

/** Title row with the close button. */
export const header = style(titleRow);

/** Scrolling body. */
export const body = style({ padding: vars.space.lg, overflowY: "auto" });

/** Button row. */
export const footer = style(buttonRow);
