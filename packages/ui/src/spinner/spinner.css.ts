import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** The rotating ring; colour follows the surrounding text. */
export const spinner = recipe({
  base: {
    display: "inline-block",
    flexShrink: 0,
    borderRadius: vars.radius.round,
    border: "2px solid currentColor",
    borderRightColor: "transparent",
    animation: `${spin} 0.8s linear infinite`,
    "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
  },
  variants: {
    size: {
      small: { width: "1em", height: "1em" },
      medium: { width: 24, height: 24, borderWidth: 3 },
      large: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: "medium" },
});

/** Wrapper placing the label beside the ring. */
export const wrapper = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, color: vars.color.primary });

/** Takes the colour of the surrounding text (inside buttons). */
export const inherit = style({ color: "inherit" });
