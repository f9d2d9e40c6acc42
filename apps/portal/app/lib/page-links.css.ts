import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const row = style({ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", margin: "16px 0", padding: 0 });

/**
 * A page link or a disabled step: at least 32 × 32 px, well over WCAG 2.2's 24 px target size (a
 * bare digit was 9 × 19 px), boxed so the target reads as one; the current page is filled.
 */
export const step = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 32,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  boxSizing: "border-box",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.primary },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, borderColor: vars.color.surfaceSunken },
  },
});

/** The "…" between page links: as tall as they are, so the row stays level. */
export const gap = style({ display: "inline-flex", alignItems: "center", minHeight: 32 });
