import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const section = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.lg, marginBottom: vars.space.lg });

export const list = style({ listStyle: "none", padding: 0, margin: `${vars.space.md} 0 0`, display: "grid", gap: vars.space.xs });

export const progress = style({ width: "100%" });

/** Several refusal messages at once, one per line, inside the drop zone's alert. */
export const messages = style({ display: "flex", flexDirection: "column" });

export const toolbar = style({ display: "flex", gap: vars.space.sm, alignItems: "center", marginBottom: vars.space.sm });

export const notice = style({ color: vars.color.info, margin: `${vars.space.xs} 0` });

/** One photo slot of a form: its legend and its own drop zone. */
export const imageField = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  maxWidth: "560px",
});
