import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { whitePanel } from "../../lib/layout-styles.ts";

/** The invoice's white panel, as wide as the order panels above it (features/services). */
export const panel = style(whitePanel("760px"));

export const kinds = style({ border: "none", padding: 0, margin: `${vars.space.md} 0`, display: "grid", gap: vars.space.sm });
globalStyle(`${kinds} legend`, { fontWeight: vars.font.weightBold, marginBottom: vars.space.sm });
globalStyle(`${kinds} > label`, { display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px" });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
