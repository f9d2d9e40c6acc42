import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

const badge = { display: "inline-flex", flex: "none", alignItems: "center", justifyContent: "center", borderRadius: vars.radius.md } as const;

/** In the directory's cards. */
export const small = style({ ...badge, width: 48, height: 48 });
/** On the company's page. */
export const large = style({ ...badge, width: 72, height: 72 });
/** The stand-in of a company without a badge. */
export const initials = style({ background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeBody });
