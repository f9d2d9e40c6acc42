import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The row of steps. */
export const list = style({ display: "flex", margin: 0, padding: 0, listStyle: "none", fontFamily: vars.font.body });

/** One step with the connector line after it. */
export const item = style({
  flex: 1,
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { "&:last-child": { flex: "0 0 auto" } },
});

/** The numbered circle. */
export const marker = recipe({
  base: {
    flexShrink: 0,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 28,
    height: 28,
    borderRadius: vars.radius.round,
    border: "1px solid",
    fontSize: vars.font.sizeSmall,
    boxSizing: "border-box",
  },
  variants: {
    status: {
      finish: { borderColor: vars.color.primary, color: vars.color.primary, background: vars.color.surface },
      process: { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.onPrimary },
      wait: { borderColor: vars.color.borderStrong, color: vars.color.textMuted, background: vars.color.surface },
      error: { borderColor: vars.color.danger, background: vars.color.danger, color: vars.color.onPrimary },
    },
  },
});

/** Title and description. */
export const text = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0, paddingTop: 3 });

/** Step title. */
export const title = recipe({
  base: { fontSize: vars.font.sizeBody, whiteSpace: "nowrap" },
  variants: {
    status: {
      finish: { color: vars.color.text },
      process: { color: vars.color.text, fontWeight: vars.font.weightBold },
      wait: { color: vars.color.textMuted },
      error: { color: vars.color.danger },
    },
  },
});

/** Step description. */
export const description = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** The connector line. */
export const line = recipe({
  base: { flex: 1, height: 1, marginTop: 14, marginInline: vars.space.sm, minWidth: 24 },
  variants: { done: { true: { background: vars.color.primary }, false: { background: vars.color.border } } },
});
