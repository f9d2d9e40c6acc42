import { vars } from "@cidp/ui";
import { style } from "@vanilla-extract/css";

export const section = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.lg, marginBottom: vars.space.lg });

export const dropZone = style({
  display: "block",
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&[data-dragging='true']": { borderColor: vars.color.primary, background: vars.color.primarySubtle } },
});

export const hint = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted, marginTop: vars.space.xs });

export const list = style({ listStyle: "none", padding: 0, margin: `${vars.space.md} 0 0` });

export const row = style({ display: "grid", gridTemplateColumns: "1fr 200px auto", gap: vars.space.md, alignItems: "center", padding: `${vars.space.xs} 0` });

export const progress = style({ width: "100%" });

export const messages = style({ color: vars.color.danger, margin: `${vars.space.sm} 0`, paddingLeft: vars.space.lg });

export const toolbar = style({ display: "flex", gap: vars.space.sm, alignItems: "center", marginBottom: vars.space.sm });

export const notice = style({ color: vars.color.info, margin: `${vars.space.xs} 0` });
