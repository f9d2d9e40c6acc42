import { style } from "@vanilla-extract/css";
import { listRow } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

/** The trigger lays out value and chevron. */
export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  cursor: "pointer",
  textAlign: "start",
  selectors: { "&[data-placeholder]": { color: vars.color.textMuted } },
});

/** The chevron. */
export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });

/** The popup list. */
export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: "var(--radix-select-trigger-width)",
  maxHeight: "var(--radix-select-content-available-height)",
  overflow: "hidden",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
});

/** The scrolling viewport. */
export const viewport = style({ padding: vars.space.xs });

/** One option. */
export const item = style({
  ...listRow,
  justifyContent: "space-between",
  selectors: {
    "&[data-highlighted]": { background: vars.color.primarySubtle, color: vars.color.primary },
    "&[data-state='checked']": { fontWeight: vars.font.weightBold },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});
