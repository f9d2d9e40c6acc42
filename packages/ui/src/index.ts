import "./theme/theme.css.ts";

export { Button, type ButtonProps } from "./button/index.ts";
export { vars } from "./theme/contract.css.ts";
export { bannerSearchWidth, contentWidth, focusRing, pageMinWidth, visuallyHidden } from "./theme/layout.css.ts";
export { type Sprinkles, sprinkles } from "./theme/sprinkles.css.ts";
export { elderlyThemeClass, themeClass } from "./theme/theme.css.ts";
export { defaultTokens, elderlyTokens, type ThemeTokens } from "./theme/tokens.ts";
