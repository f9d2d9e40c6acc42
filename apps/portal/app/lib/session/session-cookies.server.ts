import { COOKIE_MAX_AGE_SECONDS, LoginCookie } from "@cidp/domain";
import { parseCookie, type SetCookie, stringifySetCookie } from "cookie";

/** The shared login cookies as the request carries them (spec §4 login sync). */
export interface CookieSession {
  /** The product's platform token; its presence means "logged in here". */
  token: string | null;
  /** The login site's access token. */
  accessToken: string | null;
  /** The company (department) the login site last acted for. */
  deptId: string | null;
}

/** Reads the shared login cookies of a request; empty values count as absent. */
export function readSessionCookies(request: Request): CookieSession {
  return readSessionCookieHeader(request.headers.get("cookie"));
}

/** Reads the shared login cookies of a Cookie header; empty values count as absent. */
export function readSessionCookieHeader(cookieHeader: string | null | undefined): CookieSession {
  const jar = parseCookie(cookieHeader ?? "");
  const value = (name: string) => {
    const raw = jar[name];
    return raw === undefined || raw === "" ? null : raw;
  };
  return { token: value(LoginCookie.productToken), accessToken: value(LoginCookie.accessToken), deptId: value(LoginCookie.departmentId) };
}

// Lax, not Strict: the cookies must travel on the top-level redirect back from the login site.
function attributes(secure: boolean): Omit<SetCookie, "name" | "value"> {
  const domain = process.env.COOKIE_DOMAIN;
  return { path: "/", sameSite: "lax", secure, ...(domain ? { domain } : {}) };
}

/**
 * Set-Cookie values that establish a session for 7 days, as the login site sets them: the tokens
 * HttpOnly (the portal's server and /api proxy read them, page scripts never do), the company id
 * readable, because the header compares it in the browser.
 */
export function sessionSetCookies(token: string, deptId: string | null, secure: boolean): string[] {
  const base = { ...attributes(secure), maxAge: COOKIE_MAX_AGE_SECONDS };
  return [
    stringifySetCookie({ name: LoginCookie.productToken, value: token, ...base, httpOnly: true }),
    stringifySetCookie({ name: LoginCookie.accessToken, value: token, ...base, httpOnly: true }),
    stringifySetCookie({ name: LoginCookie.departmentId, value: deptId ?? "", ...base }),
  ];
}

/** Set-Cookie values that remove the three shared login cookies (spec §4 logout). */
export function clearedSessionSetCookies(secure: boolean): string[] {
  const base = { ...attributes(secure), maxAge: 0, expires: new Date(0) };
  return [LoginCookie.productToken, LoginCookie.accessToken, LoginCookie.departmentId].map((name) => stringifySetCookie({ name, value: "", ...base }));
}

/** Whether the request reached us over HTTPS (directly or through a trusted proxy). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
