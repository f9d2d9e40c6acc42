import { readSessionCookies } from "./session/session-cookies.server.ts";

/** A page that is the same for every visitor: shared caches keep it a minute and may serve it stale for five while they revalidate. */
export const SHARED_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** A page that is someone's own, or that changes their cookies: never stored anywhere. */
export const PRIVATE_PAGE_CACHE = "private, no-store";

/** What decides how a page may be cached. */
interface PageAnswer {
  /** The page's path (`/default/home`, `/user/...`). */
  pathname: string;
  /** The request carries one of the shared login cookies (a member, or a session being handed over). */
  member: boolean;
  /** The response sets a cookie (a login, a forced logout). */
  setsCookie: boolean;
  status: number;
}

/**
 * The one rule for a page's Cache-Control: shared caching only for a visitor's page that sets no
 * cookie, is outside the member center (`/user/*`) and did not fail on the server (a 5xx must not
 * stick for a minute); everything else is private and never stored.
 */
export function pageCacheControl({ pathname, member, setsCookie, status }: PageAnswer): string {
  const memberCenter = pathname === "/user" || pathname.startsWith("/user/");
  if (member || setsCookie || memberCenter || status >= 500) return PRIVATE_PAGE_CACHE;
  return SHARED_PAGE_CACHE;
}

/** Sets a document response's Cache-Control by the rule; a shared page varies by Cookie, so a member never gets a visitor's copy. */
export function applyPageCache(request: Request, status: number, headers: Headers): void {
  const session = readSessionCookies(request);
  const cacheControl = pageCacheControl({
    pathname: new URL(request.url).pathname,
    member: Boolean(session.token || session.accessToken || session.deptId),
    setsCookie: headers.has("Set-Cookie"),
    status,
  });
  headers.set("Cache-Control", cacheControl);
  if (cacheControl === SHARED_PAGE_CACHE) headers.append("Vary", "Cookie");
}
