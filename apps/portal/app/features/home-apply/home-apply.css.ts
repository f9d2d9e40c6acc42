import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";
import { boxedControl } from "../../lib/control-styles.ts";

/** A field's message after a refusal, beside its control. */
export const fieldError = style({ color: vars.color.danger, margin: 0, fontSize: vars.font.sizeSmall });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const alert = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSubtle, color: vars.color.text });
export const success = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.successSubtle, color: vars.color.text });
/** The SMS code's input and its send button on one line. */
export const codeRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const control = style(boxedControl);
