import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Square corners for the checkbox. */
export const box = style({ borderRadius: vars.radius.sm });

/** The tick/dash glyph. */
export const indicator = style({ display: "flex", lineHeight: 1 });
