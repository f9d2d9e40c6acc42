import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** Why a notice did not open (its business is no longer the member's), under the notice. */
export const refusal = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.danger });
