// The spec's layout (§9: content 1366 px, page minimum widths 1600/1400/1200 px) is a desktop
// layout; the H5 pages and phones (360–430 px) get fluid layouts below these widths. One list of
// media queries keeps every style sheet on the same breakpoints.
/** Screen widths where the layout changes, in px. */
export const breakpoints = { phone: 767, desktop: 1024 } as const;

/** Media queries for `@media` blocks in vanilla-extract styles. */
export const media = {
  /** Phones (up to 767 px): one column, stacked forms, tables as cards. */
  phone: `screen and (max-width: ${breakpoints.phone}px)`,
  /** Below the desktop layout (phones and tablets): the menus collapse behind a button. */
  compact: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  /** The desktop layout of the spec, with its minimum page widths. */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

/** The smallest touch target on phones (WCAG 2.5.5, Apple and Android guidance): 44 px. */
export const touchTarget = "44px";
