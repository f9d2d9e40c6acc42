import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** A line of its own under the notice's text, as quiet as its time. */
export const company = style({ display: "block", color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
