// The theme alone (tokens, the global token values, layout classes), for style sheets: a
// `.css.ts` that imports the package's main entry makes vanilla-extract link the CSS of every
// component into that style sheet, so a page would load CSS of components it never shows.
import "./theme.css.ts";
import "./elder.css.ts";

export { breakpoints, media, touchTarget } from "./breakpoints.ts";
export { vars } from "./contract.css.ts";
export { ELDER_MODE_ATTRIBUTE } from "./elder-mode-attribute.ts";
export { bannerSearchWidth, contentWidth, focusRing, pageMinWidth, visuallyHidden } from "./layout.css.ts";
export { elderlyThemeClass, themeClass } from "./theme.css.ts";
export { defaultTokens, elderlyTokens, type ThemeTokens } from "./tokens.ts";
