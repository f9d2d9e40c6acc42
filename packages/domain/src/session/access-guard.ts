import { HOME_PATH } from "../site/header-menu.ts";

/** Whether a path is in the member center (`/user` or below it). */
export function isMemberPath(pathname: string): boolean {
  return pathname === "/user" || pathname.startsWith("/user/") || pathname.startsWith("/user?");
}

/** The home page's query naming the member page a visitor asked for: the home asks them to log in and come back to it. */
export const LOGIN_FOR_PARAM = "login";

/**
 * Where a visitor is sent instead: /default/home when there is no user token and the path is under
 * /user (spec §4), with the page asked for (path and query) in `?login=`, so the home page can ask
 * them to log in and return there; else null.
 */
export function accessRedirect(pathname: string, token: string | null | undefined, search = ""): string | null {
  if (!isMemberPath(pathname) || token) return null;
  // An overlong query is not carried along: the page asked for is its path (no answer carries a huge Location).
  const asked = search.length > MAX_CARRIED_QUERY ? pathname : `${pathname}${search}`;
  return `${HOME_PATH}?${new URLSearchParams({ [LOGIN_FOR_PARAM]: asked }).toString()}`;
}

/** The longest query of a member page the guard carries to the home page. */
const MAX_CARRIED_QUERY = 1024;

/** Path of the personal center, where the header's link goes. */
export const PERSONAL_CENTER_PATH = "/user/default";
