import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

// The editor and the text area it stands in for until its code has loaded: one box, the same height,
// so nothing jumps when the editor takes over.

const boxHeight = 240;

/** The field: toolbar, editing area and whatever the host adds below. */
export const root = style({ display: "grid", gap: 0, minWidth: 0 });

/** The HTML as plain text, before the editor's code has loaded (or without script). */
export const source = style({ minHeight: boxHeight, resize: "vertical", lineHeight: vars.font.lineHeight });

/** The formatting buttons, joined to the editing area below. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottom: "none",
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  background: vars.color.surfaceMuted,
});

/** One formatting button; filled while its mark or block is on. */
export const tool = style({
  minWidth: 44,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.primary },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.surface, borderColor: vars.color.primary },
    "&:disabled": { background: vars.color.surfaceSunken, color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});

/** The editing area (ProseMirror's contenteditable). */
export const editable = style({
  boxSizing: "border-box",
  minHeight: boxHeight,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: `0 0 ${vars.radius.sm} ${vars.radius.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  whiteSpace: "pre-wrap",
  overflowWrap: "break-word",
  selectors: {
    "&:focus-visible, &:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px", borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-disabled="true"]': { background: vars.color.surfaceSunken, color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});
globalStyle(`${editable} > :first-child`, { marginTop: 0 });
globalStyle(`${editable} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${editable} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${editable} blockquote`, {
  margin: `0 0 ${vars.space.sm}`,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
