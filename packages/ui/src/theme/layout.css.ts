import { style } from "@vanilla-extract/css";
import { media } from "./breakpoints.ts";
import { vars } from "./contract.css.ts";

// §9: page minimum widths 1600/1400/1200 by screen width and a banner search of 1280, or 1024
// under 2000 px screens. The spec does not name the other breakpoints; 2000 and 1600 are ours.
// The minimum widths are the desktop layout's: below `media.desktop` the page is fluid, so a
// phone is never given a 1200 px page to scroll sideways.
/** A page body with the spec's minimum width for the current desktop screen width. */
export const pageMinWidth = style({
  "@media": {
    [media.desktop]: { minWidth: vars.layout.pageMinSmall },
    "screen and (min-width: 1600px)": { minWidth: vars.layout.pageMinMedium },
    "screen and (min-width: 2000px)": { minWidth: vars.layout.pageMinLarge },
  },
});

/** The centred content column (1366 px). */
export const contentWidth = style({ width: vars.layout.content, maxWidth: "100%", marginInline: "auto" });

/** The banner search box width: 1280 px, 1024 px under 2000 px screens. */
export const bannerSearchWidth = style({
  width: vars.layout.bannerSearchNarrow,
  maxWidth: "100%",
  "@media": { "screen and (min-width: 2000px)": { width: vars.layout.bannerSearch } },
});

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** The shared focus ring for custom focusable elements. */
export const focusRing = style({
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
