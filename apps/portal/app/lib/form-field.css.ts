import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const fieldError = style({ color: vars.color.danger, margin: 0, fontSize: vars.font.sizeSmall });
