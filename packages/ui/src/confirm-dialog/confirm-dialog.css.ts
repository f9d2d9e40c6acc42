import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The compact system-prompt box. */
export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  zIndex: vars.zIndex.dialog,
  boxSizing: "border-box",
  width: 420,
  maxWidth: "calc(100vw - 32px)",
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: { "&:focus": { outline: "none" } },
});

/** Icon + title row. */
export const heading = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

/** The warning mark beside the title. */
export const icon = style({ color: vars.color.brandWarning, flexShrink: 0 });

/** The "!" inside the warning mark. */
export const iconMark = style({ stroke: vars.color.onWarning });

/** Button row. */
export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });
