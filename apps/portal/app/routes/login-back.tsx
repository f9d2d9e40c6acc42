import { redirect } from "react-router";
import { landingPath } from "../lib/session/return-target.ts";
import { clearedSessionSetCookies, isSecureRequest, readSessionCookies, sessionSetCookies } from "../lib/session/session-cookies.server.ts";
import { validateLoginToken } from "../lib/session/validate-token.server.ts";
import type { Route } from "./+types/login-back";

/**
 * The login site's return address (spec §2): `?token=&switchtocompanyid=`. The token is checked
 * with the platform services, the shared cookies are set, and a 303 leads to a clean address, so
 * the token never stays in the address bar, the history or a Referer. Without a token in the
 * query, the login sync's own hand-over takes the one in the shared cookies. A `target` naming a
 * page of this portal (a company's 联系 sends one) is where the member lands; home otherwise.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") || readSessionCookies(request).accessToken;
  const companyId = url.searchParams.get("switchtocompanyid");
  // The address carried a token: server.ts answers it with Referrer-Policy no-referrer.
  const headers = new Headers({ "Cache-Control": "no-store" });
  const secure = isSecureRequest(request);
  if (token && (await validateLoginToken(token, companyId))) {
    for (const cookie of sessionSetCookies(token, companyId, secure)) headers.append("Set-Cookie", cookie);
  } else if (token) {
    // A refused token must not linger in the shared cookies and trigger the hand-over again.
    for (const cookie of clearedSessionSetCookies(secure)) headers.append("Set-Cookie", cookie);
  }
  return redirect(landingPath(url.searchParams.get("target")), { status: 303, headers });
}

export default function LoginBack() {
  return null;
}
