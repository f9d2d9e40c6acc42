import { vars } from "@cidp/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

/** The page column between header and footer: full width, content centred at 1366px (spec §9). */
export const content = style({ minHeight: "60vh", paddingBottom: vars.space.lg });

/** Layout background: white on home, grey elsewhere (spec §2). */
export const background = styleVariants({
  white: { background: vars.color.surface },
  grey: { background: vars.color.surfaceMuted },
});
