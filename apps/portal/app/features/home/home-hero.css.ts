import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/**
 * The banner's height follows the viewport width at the pictures' 16:5, between a phone's 160 px
 * and 440 px on wide screens; CSS alone decides it, so nothing moves when a picture arrives.
 */
export const heroHeight = "clamp(160px, 31.25vw, 440px)";

/** A slide: the whole picture is the link. */
export const slideLink = style({
  position: "relative",
  display: "block",
  height: "100%",
  color: vars.color.onPrimary,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" } },
});

/** The picture fills the slide; wider screens crop its top and bottom rather than stretch it. */
export const picture = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

/**
 * The caption over the picture, on a solid dark plate: its contrast holds whatever the picture
 * shows behind it (≥ 7:1, as the elder mode asks of every text), not only over a darkened part.
 */
export const caption = style({
  position: "absolute",
  left: "clamp(16px, 8vw, 160px)",
  top: "50%",
  transform: "translateY(-50%)",
  maxWidth: "calc(100% - 2 * clamp(16px, 8vw, 160px))",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.onInverse,
  fontSize: "clamp(20px, 3vw, 40px)",
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  pointerEvents: "none",
});
