import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** A multi-line field of the forms, wide enough to write in. */
export const textarea = style({
  minHeight: "10em",
  width: "100%",
  maxWidth: "860px",
  boxSizing: "border-box",
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: "inherit",
  fontFamily: "inherit",
});

/** A field holding a wide text area. */
export const wideField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, marginBottom: vars.space.md, maxWidth: "860px" });

export const tabs = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", listStyle: "none", padding: 0, margin: `${vars.space.md} 0` });
globalStyle(`${tabs} a[aria-current="page"]`, { fontWeight: vars.font.weightBold, textDecoration: "underline" });

/** Buttons inside a table row or beside the facts. */
export const inlineForm = style({ display: "inline-flex", gap: vars.space.xs, alignItems: "center", margin: 0 });
export const smallButton = style({
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: "pointer",
  fontSize: "inherit",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const price = style({ fontSize: "1.5em", fontWeight: vars.font.weightBold, color: vars.color.danger });
export const stepForm = style({ display: "grid", gap: vars.space.sm, maxWidth: "560px", marginTop: vars.space.md });
