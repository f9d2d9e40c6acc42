import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { cardColumn, cardGrid } from "../../lib/card-styles.ts";
import { whitePanel } from "../../lib/layout-styles.ts";

/** The packages side by side, as many as fit. */
export const packageGrid = style(cardGrid("260px"));

export const packageCard = style(cardColumn(vars.space.sm, vars.space.lg));

export const price = style({ fontSize: "1.5em", fontWeight: vars.font.weightBold, color: vars.color.danger });

export const features = style({ margin: 0, paddingLeft: "1.2em" });

/** A white panel of a page (order, payment, result). */
export const panel = style(whitePanel("760px"));

export const methods = style({ border: "none", padding: 0, margin: `${vars.space.md} 0`, display: "grid", gap: vars.space.sm });
globalStyle(`${methods} legend`, { fontWeight: vars.font.weightBold, marginBottom: vars.space.sm });
globalStyle(`${methods} label`, { display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px" });

export const tabs = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", listStyle: "none", padding: 0, margin: `${vars.space.md} 0` });

export const history = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });
