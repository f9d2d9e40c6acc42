import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Column: 16:9 frame, then the tool row. */
export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, width: "100%", fontFamily: vars.font.body });

/** The 16:9 frame. */
export const frame = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  background: vars.color.surfaceInverse,
  overflow: "hidden",
  borderRadius: vars.radius.sm,
});

/** The video, rotated by the tool row. */
export const video = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "contain",
  transition: `transform ${vars.motion.normal}`,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** Message over the frame when the video cannot play. */
export const message = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  margin: 0,
  padding: vars.space.md,
  color: vars.color.onInverse,
  background: vars.color.surfaceInverse,
  textAlign: "center",
});

/** Tool row under the video. */
export const tools = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

/** Polite notice beside the tools. */
export const notice = style({ color: vars.color.warning });
