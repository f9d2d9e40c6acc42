import { vars } from "@cidp/ui";
import { style } from "@vanilla-extract/css";

export const section = style({
  padding: `${vars.space.xl} 0`,
  scrollMarginTop: vars.space.md,
  selectors: { "&:nth-child(even)": { background: vars.color.surfaceMuted } },
});
export const title = style({ fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, textAlign: "center", margin: `0 0 ${vars.space.lg}` });
export const body = style({ minHeight: "160px" });
export const empty = style({ color: vars.color.textMuted, textAlign: "center" });
