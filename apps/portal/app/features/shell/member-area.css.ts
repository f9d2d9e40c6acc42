import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const area = style({ display: "flex", alignItems: "center", gap: vars.space.md });
export const link = style({
  color: vars.color.primary,
  textDecoration: "none",
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const bell = style({
  position: "relative",
  background: "none",
  border: 0,
  cursor: "pointer",
  padding: vars.space.xs,
  color: vars.color.text,
  font: "inherit",
});
export const badge = style({
  position: "absolute",
  top: "-6px",
  right: "-10px",
  minWidth: "18px",
  height: "18px",
  padding: "0 4px",
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeXs,
  lineHeight: "18px",
  textAlign: "center",
});
export const drawerLoading = style({ display: "flex", justifyContent: "center", padding: vars.space.lg });
export const alert = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall });
