import { style } from "@vanilla-extract/css";
import { listRow } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

/** The menu popup. */
export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 160,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
});

/** One menu item. */
export const item = style({
  ...listRow,
  selectors: {
    "&[data-highlighted]": { background: vars.color.primarySubtle, color: vars.color.primary },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
    "&[data-state='checked']": { color: vars.color.primary, fontWeight: vars.font.weightBold },
  },
});

/** Group label. */
export const label = style({ padding: `4px ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** Divider line. */
export const separator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border });
