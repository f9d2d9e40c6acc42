import { style } from "@vanilla-extract/css";
import { centredOnScreen } from "../internal/style-rules.ts";
import { vars } from "../theme/contract.css.ts";

/** The compact system-prompt box. */
export const content = style({
  ...centredOnScreen,
  width: 420,
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
