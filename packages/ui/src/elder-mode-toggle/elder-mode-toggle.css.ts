import { style } from "@vanilla-extract/css";
import { topBarPill } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

/** A filled pill in the brand's primary: prominent in the header's quiet top bar. */
export const toggle = style({
  ...topBarPill,
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weightBold,
  selectors: {
    "&:hover": { background: vars.color.primaryHover, borderColor: vars.color.primaryHover },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    // On: an outlined pill, the way back to the standard page.
    "&[aria-pressed='true']": { background: vars.color.surface, color: vars.color.primary },
    "&[aria-pressed='true']:hover": { background: vars.color.primarySubtle, color: vars.color.primaryActive },
  },
});

export const icon = style({ flexShrink: 0 });
