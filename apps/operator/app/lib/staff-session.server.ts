import { parseCookie, stringifySetCookie } from "cookie";

/**
 * The staff session lives in the back office's own cookie: HttpOnly, SameSite=Strict, never sent
 * to the portal or the services by the browser (the back office's server passes it on as a header).
 */
export const STAFF_COOKIE = "cidp_staff";

/** The session id the browser holds, or null. */
export function staffSessionOf(request: Request): string | null {
  const value = parseCookie(request.headers.get("cookie") ?? "")[STAFF_COOKIE];
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

const secure = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

/** The Set-Cookie line keeping `session` (a working day at most: the services end it then anyway). */
export function keepSession(request: Request, session: string): string {
  return stringifySetCookie({ name: STAFF_COOKIE, value: session, path: "/", httpOnly: true, sameSite: "strict", secure: secure(request), maxAge: 8 * 3600 });
}

/** The Set-Cookie line dropping the session. */
export function dropSession(request: Request): string {
  return stringifySetCookie({ name: STAFF_COOKIE, value: "", path: "/", httpOnly: true, sameSite: "strict", secure: secure(request), maxAge: 0 });
}
