/** The only path a return address may have: the portal's login-back route (spec §1). */
export const LOGIN_BACK_PATH = "/login-back";

/**
 * The return address when it is an absolute http(s) URL on an allowlisted origin with the path
 * /login-back; null for anything else (relative and protocol-relative paths, backslash tricks,
 * `javascript:`, credentials in the URL, other origins or paths).
 */
export function parseReturnAddress(raw: unknown, allowedOrigins: readonly string[]): URL | null {
  if (typeof raw !== "string" || raw.length > 2048) return null;
  // Checked on the raw text: the URL parser would otherwise forgive `http:\\evil` and tabs.
  if (!/^https?:\/\/[^\\/\s]/i.test(raw) || /[\s\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  if (!allowedOrigins.includes(url.origin) || url.pathname !== LOGIN_BACK_PATH) return null;
  return url;
}

/** Where to send the browser after a log-in: login-back with the token, else the portal's home. */
export function loginBackTarget(returnAddress: URL | null, portalHome: string, token: string, businessId: number | null): string {
  if (!returnAddress) return portalHome;
  const target = new URL(LOGIN_BACK_PATH, returnAddress.origin);
  for (const [key, value] of returnAddress.searchParams) if (key !== "token" && key !== "switchtocompanyid") target.searchParams.append(key, value);
  target.searchParams.set("token", token);
  target.searchParams.set("switchtocompanyid", businessId === null ? "" : String(businessId));
  return target.toString();
}

/**
 * Where a browser lands when its return address is refused or missing: the home of the portal
 * origin it names when that origin is allowed (so a member of the CHANGCHUN host stays on it),
 * else the configured portal's home.
 */
export function fallbackHome(raw: unknown, allowedOrigins: readonly string[], portalHome: string): string {
  if (typeof raw !== "string" || raw.length > 2048 || !/^https?:\/\/[^\\/\s]/i.test(raw)) return portalHome;
  try {
    const origin = new URL(raw).origin;
    return allowedOrigins.includes(origin) ? `${origin}/default/home` : portalHome;
  } catch {
    return portalHome;
  }
}
