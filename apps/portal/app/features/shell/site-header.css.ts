import { vars } from "@cidp/ui";
import { style } from "@vanilla-extract/css";

export const header = style({
  height: "100px",
  display: "flex",
  alignItems: "center",
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({ display: "flex", alignItems: "center", gap: vars.space.md, color: vars.color.text, textDecoration: "none" });
export const title = style({ display: "block", fontSize: "24px", fontWeight: 600 });
export const subTitle = style({ display: "block", fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
