import { vars } from "@cidp/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";
import { outlinedMark } from "../../lib/control-styles.ts";

const base = style({ ...outlinedMark, display: "inline-block", fontWeight: vars.font.weightBold });

/** The states' colours, each ≥ 4.5:1 on white. */
export const state = styleVariants({
  uncertified: [base, { color: vars.color.textMuted }],
  awaiting_deposit: [base, { color: vars.color.warning }],
  pending: [base, { color: vars.color.info }],
  certified: [base, { color: vars.color.success }],
  rejected: [base, { color: vars.color.danger }],
});

/** The three cards of the certification home. */
export const cards = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: vars.space.md, margin: `${vars.space.md} 0` });

/** A submission's photos side by side. */
export const materials = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: `${vars.space.sm} 0` });

export const material = style({ margin: 0, maxWidth: "320px" });

export const materialImage = style({
  display: "block",
  maxWidth: "100%",
  maxHeight: "220px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
