import { requestHeaders } from "@cidp/api-client/contract";
import { LoginCookie } from "@cidp/domain";
import { parseCookie } from "cookie";

/** The headers the /api proxy adds: a request header name and its value. */
export type AddedHeaders = ReadonlyArray<readonly [string, string]>;

/**
 * The session headers for a browser call through the portal's /api proxy. The tokens live in
 * HttpOnly cookies, so scripts never hold them; the proxy turns them into the spec's headers, and
 * only for same-origin fetches (Sec-Fetch-Site), so another site cannot borrow the session.
 */
export function apiSessionHeaders(headers: {
  cookie?: string | undefined;
  authorization?: string | undefined;
  "sec-fetch-site"?: string | undefined;
}): AddedHeaders {
  if (headers.authorization) return [];
  if (headers["sec-fetch-site"] !== "same-origin") return [];
  const jar = parseCookie(headers.cookie ?? "");
  const token = jar[LoginCookie.productToken] || jar[LoginCookie.accessToken];
  if (!token) return [];
  const added: [string, string][] = [[requestHeaders.platformToken, `Bearer ${token}`]];
  const company = jar[LoginCookie.departmentId];
  if (company) added.push([requestHeaders.companyId, company]);
  return added;
}

/**
 * The session headers for the chat socket's upgrade through the proxy. Browsers send no
 * Sec-Fetch-Site on a WebSocket handshake, but always its Origin: the page's own origin (same
 * host as the request) gets the session, any other site (cross-site WebSocket hijacking) none.
 */
export function socketSessionHeaders(headers: {
  cookie?: string | undefined;
  authorization?: string | undefined;
  origin?: string | undefined;
  host?: string | undefined;
}): AddedHeaders {
  if (!headers.origin || !headers.host) return [];
  let originHost: string;
  try {
    originHost = new URL(headers.origin).host;
  } catch {
    return [];
  }
  if (originHost.toLowerCase() !== headers.host.toLowerCase()) return [];
  return apiSessionHeaders({ cookie: headers.cookie, authorization: headers.authorization, "sec-fetch-site": "same-origin" });
}
