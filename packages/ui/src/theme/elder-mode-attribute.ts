/**
 * The attribute on `<html>` that says the elder-friendly mode (适老化) is on: `data-elder-mode="on"`.
 * The page that renders `<html>` sets it together with the elderly theme class; anything that moves
 * by itself (carousels, tickers) reads it and stays still while it is on.
 */
export const ELDER_MODE_ATTRIBUTE = "data-elder-mode";
