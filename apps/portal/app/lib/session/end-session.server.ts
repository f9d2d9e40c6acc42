import { logout } from "@cidp/api-client";
import { memberClient } from "./member-client.server.ts";
import { clearedSessionSetCookies, isSecureRequest, readSessionCookies } from "./session-cookies.server.ts";

/** Ends the member's session: revoked on the platform services, the shared cookies removed (spec §4). */
export async function endSession(request: Request): Promise<Headers> {
  const cookies = readSessionCookies(request);
  const token = cookies.token ?? cookies.accessToken;
  if (token) {
    // An already-ended session answers 401; the cookies go either way.
    await logout(memberClient(token, cookies.deptId, null), { silent: true }).catch(() => undefined);
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionSetCookies(isSecureRequest(request))) headers.append("Set-Cookie", cookie);
  return headers;
}
