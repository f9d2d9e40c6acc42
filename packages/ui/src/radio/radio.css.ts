import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The group layout. */
export const group = recipe({
  base: { display: "flex", gap: vars.space.md },
  variants: { orientation: { horizontal: { flexDirection: "row", flexWrap: "wrap" }, vertical: { flexDirection: "column", gap: vars.space.sm } } },
  defaultVariants: { orientation: "horizontal" },
});

/** Round radio. */
export const circle = style({
  borderRadius: vars.radius.round,
  selectors: { "&[data-state='checked']": { background: vars.color.surface, color: vars.color.primary } },
});

/** The inner dot. */
export const dot = style({ width: "0.5em", height: "0.5em", borderRadius: vars.radius.round, background: "currentColor" });
