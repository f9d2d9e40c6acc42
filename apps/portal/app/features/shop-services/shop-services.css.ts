import { vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { currentTab, inlineControls, smallPrimaryButton, tabRow, textareaFrame } from "../../lib/control-styles.ts";

/** A multi-line field of the forms, wide enough to write in. */
export const textarea = style({
  minHeight: "10em",
  width: "100%",
  maxWidth: "860px",
  boxSizing: "border-box",
  ...textareaFrame,
});

/** A field holding a wide text area. */
export const wideField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, marginBottom: vars.space.md, maxWidth: "860px" });

export const tabs = style(tabRow);
globalStyle(`${tabs} a[aria-current="page"]`, currentTab);

/** Buttons inside a table row or beside the facts. */
export const inlineForm = style(inlineControls(vars.space.xs));
export const smallButton = style(smallPrimaryButton);

export const price = style({ fontSize: "1.5em", fontWeight: vars.font.weightBold, color: vars.color.danger });
export const stepForm = style({ display: "grid", gap: vars.space.sm, maxWidth: "560px", marginTop: vars.space.md });
