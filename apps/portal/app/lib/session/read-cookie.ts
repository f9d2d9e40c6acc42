import { parseCookie } from "cookie";

/** One cookie of a `document.cookie` string; empty counts as absent. */
export function readCookie(cookieHeader: string, name: string): string | null {
  const value = parseCookie(cookieHeader)[name];
  return value === undefined || value === "" ? null : value;
}
