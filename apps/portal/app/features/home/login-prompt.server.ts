import { isMemberPath, LOGIN_FOR_PARAM } from "@cidp/domain";
import { loginReturningTo } from "../../lib/session/login-site.server.ts";
import { landingPath } from "../../lib/session/return-target.ts";

/**
 * The login address for the member page a visitor was sent here from (`?login=`, set by the /user
 * access guard), coming back to it; null when the address names none. Only a member page of this
 * portal is taken (landingPath's rules), so a forged link cannot send the login anywhere else.
 */
export function loginPromptOf(request: Request): string | null {
  const asked = new URL(request.url).searchParams.get(LOGIN_FOR_PARAM);
  if (!asked) return null;
  const target = landingPath(asked);
  return isMemberPath(target) ? loginReturningTo(request, target) : null;
}
