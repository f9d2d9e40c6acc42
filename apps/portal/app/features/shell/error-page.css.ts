import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** Padding, not margin, around the card: a margin would collapse through main and show the body's white. */
export const frame = style({ padding: `${vars.space.xl} ${vars.space.md}` });

/** A white card in the content column, the status large above the message and the way home. */
export const page = style({
  maxWidth: vars.layout.content,
  minHeight: "50vh",
  margin: "0 auto",
  boxSizing: "border-box",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const status = style({ fontSize: "64px", lineHeight: 1, margin: 0, color: vars.color.primary });
export const message = style({ fontSize: vars.font.sizeLarge, margin: 0 });
/** The way home as the page's main action. */
export const home = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.layout.control,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.primaryHover },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
