/**
 * Style rules that several components start from. Each component still makes its own class with
 * `style(...)`, so class names stay per component; only the declarations are written once.
 */
import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** A title row with its tools at the far end, ruled off from the body (cards, dialogs, drawers). */
export const titleRow: StyleRule = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
};

/** The buttons at the foot of a dialog or drawer, right-aligned and ruled off from the body. */
export const buttonRow: StyleRule = {
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
};

/** A box fixed in the middle of the viewport above the dimmed page, never wider than the screen. */
export const centredOnScreen: StyleRule = {
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  zIndex: vars.zIndex.dialog,
  boxSizing: "border-box",
  maxWidth: "calc(100vw - 32px)",
};

/** One row of a pop-up list (a menu item, a select option); each list adds its own state selectors. */
export const listRow: StyleRule = {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.sizeBody,
  cursor: "pointer",
  outline: "none",
  userSelect: "none",
};

/** A small rounded button of the header's top bar (长辈版, 朗读); each sets its border and colours. */
export const topBarPill: StyleRule = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "32px",
  borderRadius: vars.radius.round,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: "nowrap",
  cursor: "pointer",
};
