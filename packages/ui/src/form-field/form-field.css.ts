import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Field column: label, control, hint, error. */
export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontFamily: vars.font.body });

/** The label line. */
export const label = style({ color: vars.color.text, fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold });

/** The required asterisk. */
export const required = style({ color: vars.color.danger, marginInlineEnd: vars.space.xxs });

/** Helper text under the control. */
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

/** Error text under the control. */
export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall, margin: 0 });
