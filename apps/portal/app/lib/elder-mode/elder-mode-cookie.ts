import { parseCookie, stringifySetCookie } from "cookie";

/**
 * The cookie that remembers the elder-friendly mode (适老化) in this browser: read by the server
 * so the very first byte of a page is in the right mode (no flash of the standard page), written
 * by the page when the header's toggle is pressed. Not HttpOnly: the page itself writes it.
 */
export const ELDER_MODE_COOKIE = "cidp_elder_mode";

/** A year: the choice is the browser's until it is switched back. */
export const ELDER_MODE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a Cookie header asks for elder mode (only the exact value `on` does). */
export function readElderMode(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return parseCookie(cookieHeader)[ELDER_MODE_COOKIE] === "on";
}

/** The cookie string (for `document.cookie` or Set-Cookie) that turns elder mode on, or removes it. */
export function elderModeCookie(on: boolean, secure: boolean): string {
  return stringifySetCookie({
    name: ELDER_MODE_COOKIE,
    value: on ? "on" : "",
    path: "/",
    sameSite: "lax",
    secure,
    ...(on ? { maxAge: ELDER_MODE_MAX_AGE_SECONDS } : { maxAge: 0, expires: new Date(0) }),
  });
}
