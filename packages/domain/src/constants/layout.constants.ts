/** Layout figures of spec §9, in CSS pixels, for the ui package and the portal's shell. */
export const Layout = {
  contentWidth: 1366,
  headerHeight: 100,
  menuBarHeight: 64,
  messagePanelWidth: 550,
  messagePanelMinHeight: 500,
  messagePanelTop: 100,
  bannerSearchWidth: 1280,
  bannerSearchWidthNarrow: 1024,
  /** Screens narrower than this get the narrow banner search. */
  bannerSearchNarrowBelow: 2000,
  pageMinWidths: [1600, 1400, 1200],
  captchaWidth: 300,
  captchaHeight: 140,
  captchaPieceSize: 50,
  captchaSliderHeight: 30,
  footerQrSize: 130,
  loadingBarHeight: 2,
  /** A tooltip shows only when text overflows its box by more than this. */
  tooltipOverflowTolerance: 2,
  tooltipDefaultLineClamp: 1,
} as const;

/** Banner search box width for a screen width (spec §9). */
export function bannerSearchWidth(screenWidth: number): number {
  return screenWidth < Layout.bannerSearchNarrowBelow ? Layout.bannerSearchWidthNarrow : Layout.bannerSearchWidth;
}

/** Whether a truncated text needs its tooltip: it overflows by more than 2px (spec §9). */
export function needsOverflowTooltip(scrollSize: number, clientSize: number): boolean {
  return scrollSize - clientSize > Layout.tooltipOverflowTolerance;
}
