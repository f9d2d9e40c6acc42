import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { whitePanel } from "../../lib/layout-styles.ts";

/** The plans side by side, each a choice with its price and benefits. */
export const plans = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: vars.space.md,
  border: "none",
  padding: 0,
  margin: `${vars.space.md} 0`,
});
globalStyle(`${plans} legend`, { fontWeight: vars.font.weightBold, marginBottom: vars.space.sm });

export const plan = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` } },
});

export const planName = style({ display: "flex", alignItems: "center", gap: vars.space.sm, fontWeight: vars.font.weightBold, fontSize: "1.1em" });

export const price = style({ fontSize: "1.5em", fontWeight: vars.font.weightBold, color: vars.color.danger });

export const benefits = style({ margin: 0, paddingLeft: "1.2em" });

/** A white panel of a page. */
export const panel = style(whitePanel("960px"));

export const filters = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.md, margin: `${vars.space.md} 0` });
globalStyle(`${filters} label`, { display: "flex", flexDirection: "column", gap: vars.space.xs });
/** A few labelled facts (专属客户经理's name, number, hours): label and value side by side. */
export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });
