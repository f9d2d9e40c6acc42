/** Where /login-back lands when the return address names no page of its own. */
export const DEFAULT_LANDING = "/default/home";

/** The longest return address kept; a longer one (an overlong query) returns to its path alone. */
export const MAX_TARGET_LENGTH = 2048;

const PLACEHOLDER_ORIGIN = "http://portal.invalid";

/**
 * The page a `target` query asks /login-back to land on, when it is a path of this portal; the home
 * page otherwise. Only a same-origin path is allowed (an open redirect would let a forged login
 * link send a fresh session's browser anywhere): no scheme, no protocol-relative `//` or `/\`
 * forms, no control characters, and never the session routes themselves, which would loop.
 */
export function landingPath(target: string | null): string {
  if (!target || target.length > MAX_TARGET_LENGTH || !target.startsWith("/") || target.includes("\\") || hasControlCharacter(target)) return DEFAULT_LANDING;
  let url: URL;
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_LANDING;
  }
  // Dot segments collapse during parsing ("/.//x" becomes "//x"), so the parsed path is checked
  // again: a landing that starts with "//" would be read by the browser as another host.
  if (url.origin !== PLACEHOLDER_ORIGIN || target.startsWith("//") || url.pathname.startsWith("//")) return DEFAULT_LANDING;
  if (/^\/(login-back|outlogin|session)(\/|$)/.test(url.pathname)) return DEFAULT_LANDING;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
