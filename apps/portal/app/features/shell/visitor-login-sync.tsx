import { LoginCookie } from "@cidp/domain";
import { useEffect } from "react";
import { performLogout } from "../../lib/logout.ts";
import { loginBackHandOver, syncLogin } from "../../lib/session/login-sync.ts";
import { readCookie } from "../../lib/session/read-cookie.ts";
import { useRootData } from "../../lib/site/use-root-data.ts";

/** Login sync for a page without a session (spec §4): hand over when the cookies hold a login; log out when this page had one and the cookies are gone. */
export function VisitorLoginSync() {
  const { session } = useRootData();
  useEffect(() => {
    const decision = syncLogin(
      { loggedIn: false, cookieToken: session.cookieToken, confirmedCompanyId: null, cookieDeptId: readCookie(document.cookie, LoginCookie.departmentId) },
      window.localStorage,
    );
    if (decision.kind === "login-back") window.location.replace(loginBackHandOver(decision.departmentId));
    else if (decision.kind === "force-logout") void performLogout("forced", window.localStorage, (to) => window.location.assign(to));
  }, [session.cookieToken]);
  return null;
}
