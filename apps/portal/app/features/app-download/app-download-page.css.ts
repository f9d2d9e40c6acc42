import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** Text beside the QR code; wraps under it on a narrow screen. */
export const layout = style({
  maxWidth: "960px",
  margin: "0 auto",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xl,
});

export const text = style({ flex: "1 1 320px", display: "grid", gap: vars.space.md, alignContent: "start" });

export const title = style({ margin: 0, fontSize: vars.font.sizeXxl, lineHeight: vars.font.lineHeightTight });

export const appName = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold, color: vars.color.primary });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const features = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });

export const storeList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space.md });

export const qr = style({
  flex: "0 0 auto",
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const qrImage = style({ display: "block", width: 200, height: 200 });
