import { globalStyle } from "@vanilla-extract/css";
import { elderlyThemeClass } from "./theme.css.ts";

// What the elder-friendly mode (适老化) adds beyond its tokens (larger type, darker colours):
// a larger cursor and larger click targets, for the page under `<html class={elderlyThemeClass}>`.

/** A 40 px black arrow with a white rim (browsers allow cursor images up to 128 px). */
const arrow = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><path d="M4 3v31l8.5-8.2 6 12.2 6-3-6-11.8H30z" fill="#000" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></svg>`;
/** The same arrow filled blue over things that can be clicked, so a click target is seen at once. */
const pointer = arrow.replace('fill="#000"', 'fill="#004a9f"');
const cursorUrl = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

/** The large cursor (its hot spot at the arrow's tip), falling back to the system's own. */
export const elderCursor = `${cursorUrl(arrow)} 4 3, auto`;
export const elderPointerCursor = `${cursorUrl(pointer)} 4 3, pointer`;

globalStyle(`${elderlyThemeClass}, ${elderlyThemeClass} body`, { cursor: elderCursor });
globalStyle(
  `${elderlyThemeClass} :is(a[href], button:not(:disabled), [role="button"], [role="tab"], [role="menuitem"], [role="slider"], select, summary, label[for])`,
  {
    cursor: elderPointerCursor,
  },
);

// Click targets of at least 44 × 44 px (WCAG 2.5.5): buttons and form controls everywhere, and the
// links of the header, menus and footer (links inside running text stay text).
globalStyle(
  `${elderlyThemeClass} :is(button, [role="button"], [role="tab"], [role="menuitem"], select, input:not([type="checkbox"], [type="radio"], [type="hidden"]))`,
  { minHeight: "44px" },
);
globalStyle(`${elderlyThemeClass} :is(button, [role="button"])`, { minWidth: "44px" });
globalStyle(`${elderlyThemeClass} :is(header, nav, footer) a[href]`, { display: "inline-flex", alignItems: "center", minHeight: "44px" });
globalStyle(`${elderlyThemeClass} input:is([type="checkbox"], [type="radio"])`, { width: "24px", height: "24px" });
