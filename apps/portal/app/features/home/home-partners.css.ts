import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

export const section = style({ padding: `${vars.space.xl} 0`, background: vars.color.surface });
export const title = style({ fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, textAlign: "center", margin: `0 0 ${vars.space.lg}` });
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const item = style({ display: "flex", justifyContent: "center" });
/** A mark at 160 × 60, its 8:3 kept. */
export const mark = style({ display: "block", width: 160, maxWidth: "100%", height: "auto" });
