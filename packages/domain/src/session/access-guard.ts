import { HOME_PATH } from "../site/header-menu.ts";

/** Whether a path is in the member center (`/user` or below it). */
export function isMemberPath(pathname: string): boolean {
  return pathname === "/user" || pathname.startsWith("/user/") || pathname.startsWith("/user?");
}

/** Where a visitor is sent instead: /default/home when there is no user token and the path is under /user (spec §4); else null. */
export function accessRedirect(pathname: string, token: string | null | undefined): string | null {
  return isMemberPath(pathname) && !token ? HOME_PATH : null;
}

/** Path of the personal center. */
export const PERSONAL_CENTER_PATH = "/user/default";

/** A click on the personal center: go there when logged in; a visitor is asked to log in (spec §8). */
export function personalCenterClick(
  token: string | null | undefined,
): { readonly kind: "navigate"; readonly to: string } | { readonly kind: "warn"; readonly code: "auth.please-login" } {
  return token ? { kind: "navigate", to: PERSONAL_CENTER_PATH } : { kind: "warn", code: "auth.please-login" };
}
