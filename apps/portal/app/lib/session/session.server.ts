import { type ApiClient, ApiError, getCompanyInfo, getUserInfo } from "@cidp/api-client";
import type { CookieSession } from "./session-cookies.server.ts";

/** What the server tells the page about the session: enough to render the header, never a token. */
export interface SessionView {
  loggedIn: boolean;
  /** Whether the shared cookies hold a login token (the browser cannot see it: HttpOnly). */
  cookieToken: boolean;
  /** The company the shared cookies name. */
  cookieDeptId: string | null;
  realName: string | null;
  /** The member's id (error reports name the member by it, never by name or phone); null when unknown. */
  memberId: number | null;
  company: { id: number; name: string; certificationState: string } | null;
  /** The services refused the cookies' token (HTTP 401): the caller removes the cookies. */
  refused: boolean;
}

/**
 * The session as the shared cookies tell it, checked with the platform services: a token they
 * refuse renders the logged-out header (the browser's login sync then clears the rest). `client`
 * is the member's client of the request (null without a token).
 */
export async function loadSessionView(cookies: CookieSession, client: ApiClient | null): Promise<SessionView> {
  const base = { cookieToken: cookies.token !== null || cookies.accessToken !== null, cookieDeptId: cookies.deptId };
  if (!cookies.token || !client) return { ...base, loggedIn: false, realName: null, memberId: null, company: null, refused: false };
  try {
    const [user, company] = await Promise.all([getUserInfo(client, { silent: true }), getCompanyInfo(client, { silent: true }).catch(() => null)]);
    if (!user.success) return { ...base, loggedIn: false, realName: null, memberId: null, company: null, refused: false };
    // Company information with success false is ignored (spec §8).
    const info =
      company?.success && company.data ? { id: company.data.id, name: company.data.niceName, certificationState: company.data.certificationState } : null;
    return { ...base, loggedIn: true, realName: user.data.realName, memberId: user.data.userId, company: info, refused: false };
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 401 || error.code === 401);
    if (refused) return { cookieToken: false, cookieDeptId: null, loggedIn: false, realName: null, memberId: null, company: null, refused: true };
    console.warn("session check unavailable:", error instanceof Error ? error.message : error);
    // When the services are down the cookies are trusted for the header; calls will tell later.
    return { ...base, loggedIn: true, realName: null, memberId: null, company: null, refused: false };
  }
}
