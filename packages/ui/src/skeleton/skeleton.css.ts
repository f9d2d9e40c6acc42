import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.5 } });

/** Block layout. */
export const root = style({ display: "flex", gap: vars.space.md, width: "100%" });

/** One grey bar or circle. */
export const bone = style({
  display: "block",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

/** Column of lines. */
export const lines = style({ flex: 1, display: "flex", flexDirection: "column", gap: vars.space.sm });
