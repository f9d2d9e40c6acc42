import { HOME_PATH } from "../site/header-menu.ts";

/** Whether a path is in the member center (`/user` or below it). */
export function isMemberPath(pathname: string): boolean {
  return pathname === "/user" || pathname.startsWith("/user/") || pathname.startsWith("/user?");
}

/** Where a visitor is sent instead: /default/home when there is no user token and the path is under /user (spec §4); else null. */
export function accessRedirect(pathname: string, token: string | null | undefined): string | null {
  return isMemberPath(pathname) && !token ? HOME_PATH : null;
}

/** Path of the personal center, where the header's link goes. */
export const PERSONAL_CENTER_PATH = "/user/default";
