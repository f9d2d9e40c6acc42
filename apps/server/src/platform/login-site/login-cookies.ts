import { COOKIE_MAX_AGE_SECONDS, LoginCookie } from "@cidp/domain";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";

/** Lifetime of the shared cookies: 7 days (spec §9), the domain's value, as the portal reads them. */
export const LOGIN_COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_SECONDS;

/** How the cookies are scoped for one request. */
export interface CookieScope {
  /** Parent domain from configuration; ignored on localhost and IP hosts. */
  domain: string | null;
  secure: boolean;
  /** The request's hostname (without port). */
  hostname: string;
}

function isLocalOrIp(hostname: string): boolean {
  return hostname === "localhost" || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");
}

/** The attributes of every shared cookie for this request: host-only on localhost, else the parent domain. */
export function cookieOptions(scope: CookieScope): CookieSerializeOptions {
  const domain = scope.domain && !isLocalOrIp(scope.hostname) ? scope.domain : undefined;
  // Lax, not Strict: the cookies must travel on the top-level redirect back to the portal.
  return { path: "/", sameSite: "lax", secure: scope.secure, ...(domain ? { domain } : {}) };
}

/**
 * Sets the three shared cookies. The tokens are HttpOnly (the portal reads them on its server);
 * the department id stays readable, because the portal's header compares it in the browser.
 */
export function setLoginCookies(reply: FastifyReply, scope: CookieScope, token: string, businessId: number | null): void {
  const base = { ...cookieOptions(scope), maxAge: LOGIN_COOKIE_MAX_AGE_SECONDS };
  reply.setCookie(LoginCookie.accessToken, token, { ...base, httpOnly: true });
  reply.setCookie(LoginCookie.productToken, token, { ...base, httpOnly: true });
  reply.setCookie(LoginCookie.departmentId, businessId === null ? "" : String(businessId), { ...base, httpOnly: false });
}

/** Removes the three shared cookies (the same scope they were set with). */
export function clearLoginCookies(reply: FastifyReply, scope: CookieScope): void {
  const base = cookieOptions(scope);
  for (const name of Object.values(LoginCookie)) reply.clearCookie(name, base);
}
