import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** The lawyers' opinion: their paragraphs as written. */
export const opinion = style({ whiteSpace: "pre-wrap", lineHeight: 1.8, margin: 0 });

/** A form field's refusal under it. */
export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall });
