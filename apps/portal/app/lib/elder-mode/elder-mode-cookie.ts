/**
 * The cookie that remembers the elder-friendly mode (适老化) in this browser: read by the server
 * so the very first byte of a page is in the right mode (no flash of the standard page), written
 * by the page when the header's toggle is pressed. Not HttpOnly: the page itself writes it.
 *
 * Written and read by hand, not with the `cookie` package: the name and value are fixed, and this
 * module is in every page's script, where that package would add its weight for two lines.
 */
export const ELDER_MODE_COOKIE = "cidp_elder_mode";

/** A year: the choice is the browser's until it is switched back. */
export const ELDER_MODE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a Cookie header asks for elder mode (only the exact value `on` does). */
export function readElderMode(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => pair.trim() === `${ELDER_MODE_COOKIE}=on`);
}

/** The cookie string (for `document.cookie` or Set-Cookie) that turns elder mode on, or removes it. */
export function elderModeCookie(on: boolean, secure: boolean): string {
  const lifetime = on ? `Max-Age=${ELDER_MODE_MAX_AGE_SECONDS}` : "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  return `${ELDER_MODE_COOKIE}=${on ? "on" : ""}; ${lifetime}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
