import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/** The row. */
export const row = recipe({
  base: {
    display: "grid",
    gridTemplateColumns: "auto 1fr auto",
    alignItems: "center",
    gap: `${vars.space.xxs} ${vars.space.sm}`,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.body,
    fontSize: vars.font.sizeSmall,
    color: vars.color.text,
  },
  variants: {
    status: {
      ready: { background: vars.color.surfaceMuted },
      uploading: { background: vars.color.surfaceMuted },
      success: { background: vars.color.surface },
      error: { background: vars.color.dangerSubtle },
    },
  },
});

/** The file-type icon. */
export const icon = style({ gridRow: "span 2", color: vars.color.primary });

/** Name and size line. */
export const nameLine = style({ display: "flex", alignItems: "baseline", gap: vars.space.sm, minWidth: 0 });

/** File name (cut with an ellipsis). */
export const name = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 });

/** Size and status text. */
export const meta = style({ flexShrink: 0, color: vars.color.textMuted });

/** Status text by state. */
export const status = recipe({
  base: { gridColumn: 2, fontSize: vars.font.sizeXs },
  variants: {
    status: {
      ready: { color: vars.color.textMuted },
      uploading: { color: vars.color.textMuted },
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
    },
  },
});

/** The action buttons. */
export const actions = style({ gridRow: "span 2", display: "flex", gap: vars.space.xs });

/** The progress track. */
export const track = style({ gridColumn: 2, height: 4, borderRadius: vars.radius.round, background: vars.color.surfaceSunken, overflow: "hidden" });

/** The progress fill. */
export const fill = style({
  height: "100%",
  background: vars.color.primary,
  transition: `width ${vars.motion.normal}`,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
