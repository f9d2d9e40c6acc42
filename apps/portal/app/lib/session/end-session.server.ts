import { logout } from "@cidp/api-client";
import type { RouterContextProvider } from "react-router";
import { memberClient } from "./member-client.server.ts";
import { portalRequest } from "./portal-request.server.ts";
import { clearedSessionSetCookies, isSecureRequest } from "./session-cookies.server.ts";

/** Ends the member's session: revoked on the platform services, the shared cookies removed (spec §4). */
export async function endSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Headers> {
  const { cookies, member } = portalRequest(context);
  // The login site's access token alone still names a session to revoke.
  const client = member ?? (cookies.accessToken ? memberClient(cookies.accessToken, cookies.deptId) : null);
  // An already-ended session answers 401; the cookies go either way.
  if (client) await logout(client, { silent: true }).catch(() => undefined);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionSetCookies(isSecureRequest(request))) headers.append("Set-Cookie", cookie);
  return headers;
}
