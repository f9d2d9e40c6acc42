import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Wrapper holding the textarea and its counter. */
export const wrapper = style({ position: "relative", display: "flex", flexDirection: "column", gap: vars.space.xxs });

/** Extra textarea rules on top of the field box. */
export const textarea = style({ resize: "vertical", minHeight: 96, lineHeight: vars.font.lineHeight });

/** Character counter. */
export const counter = style({ alignSelf: "flex-end", color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
