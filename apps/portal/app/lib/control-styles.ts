import { vars } from "@cidp/ui/theme";

// Style objects of small controls that the features' stylesheets spread into their own classes
// (each keeps its class and its nested rules), so that a mark, a boxed field or a row of tabs
// looks the same wherever it is written.

/** A small outlined mark beside a value (默认, 试看, a state, a validity): its colour is the caller's. */
export const outlinedMark = {
  padding: `0 ${vars.space.xs}`,
  border: "1px solid currentColor",
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSmall,
} as const;

/** A small filled mark (a trade, a specialty, 已切换) `padding` around its text: its colours are the caller's. */
export const filledMark = (background: string, color: string, padding: string) =>
  ({ padding, borderRadius: vars.radius.sm, background, color, fontSize: vars.font.sizeSmall }) as const;

/** A form control in a white box of the control height (the application and need forms). */
export const boxedControl = {
  minHeight: "40px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
} as const;

/** The frame of a multi-line field of a member form; its size is the caller's. */
export const textareaFrame = {
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: "inherit",
  fontFamily: "inherit",
} as const;

/** A row of section tabs over a member list (links, without bullets). */
export const tabRow = { display: "flex", gap: vars.space.md, flexWrap: "wrap", listStyle: "none", padding: 0, margin: `${vars.space.md} 0` } as const;

/** The current tab of a `tabRow`: bold and underlined. */
export const currentTab = { fontWeight: vars.font.weightBold, textDecoration: "underline" } as const;

/** A table row's form: its controls side by side, `gap` apart. */
export const inlineControls = (gap: string) => ({ display: "inline-flex", gap, alignItems: "center", margin: 0 }) as const;

/** A small white button of a table row, outlined in `colour`, its text in that colour too. */
export const smallOutlinedButton = (colour: string, border: string = colour) =>
  ({
    padding: `2px ${vars.space.sm}`,
    border: `1px solid ${border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: colour,
    cursor: "pointer",
  }) as const;

/** A small button outlined in the primary colour, with the focus ring (a table row's actions). */
export const smallPrimaryButton = {
  ...smallOutlinedButton(vars.color.primary),
  fontSize: "inherit",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
} as const;
