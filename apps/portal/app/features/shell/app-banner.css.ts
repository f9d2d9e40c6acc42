import { media, touchTarget, vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

// Phones only: the desktop footer already offers the download pages beside the QR codes, and a
// desktop visitor cannot install the app from there anyway.
export const appBanner = style({
  display: "none",
  "@media": {
    [media.phone]: {
      display: "inline-flex",
      alignItems: "center",
      minHeight: touchTarget,
      padding: `0 ${vars.space.sm}`,
      border: `1px solid ${vars.color.primary}`,
      borderRadius: vars.radius.sm,
      background: vars.color.surface,
      color: vars.color.primary,
      fontSize: vars.font.sizeSmall,
      whiteSpace: "nowrap",
      textDecoration: "none",
    },
  },
  selectors: {
    "&:hover": { background: vars.color.primarySubtle },
    "&:focus-visible": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "2px" },
  },
});
