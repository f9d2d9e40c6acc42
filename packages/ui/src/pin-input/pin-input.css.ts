import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Positions the real input over the cells. */
export const root = style({ position: "relative", display: "inline-flex", gap: vars.space.sm });

/** The one real input: transparent, covering all cells, so typing, pasting, SMS autofill and screen readers work as usual. */
export const input = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  opacity: 0,
  border: "none",
  padding: 0,
  fontSize: vars.font.sizeBody,
  cursor: "text",
  caretColor: "transparent",
});

/** One visual digit cell. */
export const cell = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.layout.control,
  height: vars.layout.controlLarge,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeXl,
  selectors: {
    "&[data-active]": { borderColor: vars.color.primary, outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
    "&[data-invalid]": { borderColor: vars.color.danger },
    "&[data-disabled]": { background: vars.color.surfaceSunken, color: vars.color.textDisabled },
  },
});
