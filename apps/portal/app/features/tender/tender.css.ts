import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** A field's refusal, under its control. */
export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall, margin: 0 });

/** Rows of a repeating part of the form (sections, scoring criteria): controls side by side. */
export const rows = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.md, margin: `${vars.space.md} 0` });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm, marginBottom: vars.space.sm });
export const rowField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

/** The management page's parts, one after another. */
export const part = style({ margin: `${vars.space.lg} 0`, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

/** A small form inside a table cell or a list item. */
export const inlineForm = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs, marginRight: vars.space.sm });
