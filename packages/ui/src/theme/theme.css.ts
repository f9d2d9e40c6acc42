import { createGlobalTheme, createTheme, globalStyle } from "@vanilla-extract/css";
import { media, touchTarget } from "./breakpoints.ts";
import { vars } from "./contract.css.ts";
import { defaultTokens, elderlyTokens } from "./tokens.ts";

// On :root so every page, and every Radix portal rendered into <body>, gets the default tokens
// without a wrapper.
createGlobalTheme(":root", vars, defaultTokens);

// Phones: every control (inputs, selects, buttons, the small ones too) is a touch target of at
// least 44 px. Declared before the theme classes, so the elderly theme's larger controls still win.
globalStyle(":root", { "@media": { [media.phone]: { vars: { [vars.layout.control]: touchTarget, [vars.layout.controlSmall]: touchTarget } } } });

/** Class that applies the default tokens to a subtree (e.g. to undo the elderly theme). */
export const themeClass = createTheme(vars, defaultTokens);

/**
 * Class for the elderly theme (适老化). Put it on `<html>` so portalled overlays get it too;
 * switching the class switches the theme at run time with no reload.
 */
export const elderlyThemeClass = createTheme(vars, elderlyTokens);

globalStyle(`${themeClass}, ${elderlyThemeClass}`, {
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
});
