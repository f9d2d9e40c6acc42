import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Full-window dark stage. */
export const content = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: "flex",
  flexDirection: "column",
  background: vars.color.scrim,
  color: vars.color.onInverse,
  fontFamily: vars.font.body,
  selectors: { "&:focus": { outline: "none" } },
});

/** Top bar with file name and tools. */
export const toolbar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceInverse,
});

/** File name. */
export const name = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightRegular,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** Tool buttons group. */
export const tools = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

/** A tool button on the dark bar. */
export const tool = style({
  all: "unset",
  boxSizing: "border-box",
  minWidth: 36,
  height: 36,
  padding: `0 ${vars.space.sm}`,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  color: vars.color.onInverse,
  cursor: "pointer",
  fontSize: vars.font.sizeSmall,
  selectors: {
    "&:hover": { background: vars.color.neutral700 },
    "&:focus-visible": { outline: `3px solid ${vars.color.onInverse}`, outlineOffset: "1px" },
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
  },
});

/** Zoom read-out. */
export const zoom = style({ minWidth: 48, textAlign: "center", fontSize: vars.font.sizeSmall });

/** Image area. */
export const stage = style({ flex: 1, display: "flex", alignItems: "center", justifyContent: "center", overflow: "hidden" });

/** The image, transformed by zoom and rotation. */
export const image = style({
  maxWidth: "90%",
  maxHeight: "90%",
  transition: `transform ${vars.motion.normal}`,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** Message shown when the browser cannot draw the file. */
export const fallback = style({ fontSize: vars.font.sizeBody });
