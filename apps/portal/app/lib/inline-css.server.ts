import { readFileSync } from "node:fs";

/**
 * Style sheets up to this size go into the document itself. Each linked one holds the first
 * paint for a connection and a round trip (about 300 ms on slow 4G, the time of some 60 KB), far
 * more than its bytes cost in the HTML (the shell's 24 KB — phone layouts and the elder mode
 * included — are 5.4 KB gzip); a larger one stays a link, cached across pages. At 48 KB (some
 * 10 KB gzip) a sheet still costs a sixth of the round trip it saves, and the shell has room to grow
 * (at 24 KB it crossed the line with two more rules and became a request on every first page).
 */
export const INLINE_CSS_LIMIT = 48 * 1024;

// Only the build's own hashed style sheets: nothing else on disk is ever read.
const BUILD_CSS = /^\/assets\/[\w.-]+\.css$/;

/** The text of a small style sheet of the client build, by its address; null to link it instead. */
export function stylesheetInliner(clientDir: URL): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    let text = texts.get(href);
    if (text === undefined) {
      text = null;
      if (BUILD_CSS.test(href)) {
        try {
          const css = readFileSync(new URL(`.${href}`, clientDir), "utf8");
          if (css.length <= INLINE_CSS_LIMIT) text = css;
        } catch {
          // Not built here (the dev server injects its styles itself): link it.
        }
      }
      texts.set(href, text);
    }
    return text;
  };
}
