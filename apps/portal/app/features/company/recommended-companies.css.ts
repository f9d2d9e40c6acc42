import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const section = style({ margin: `${vars.space.md} 0` });

export const title = style({ fontSize: vars.font.sizeLarge, margin: `0 0 ${vars.space.sm}` });

/** Cards side by side, as many as fit (one column on a phone). */
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const card = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const name = style({ display: "flex", alignItems: "center", gap: vars.space.xs, fontWeight: vars.font.weightBold, minWidth: 0 });

export const facts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
