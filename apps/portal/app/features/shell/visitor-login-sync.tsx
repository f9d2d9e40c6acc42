import { LoginCookie } from "@cidp/domain";
import { useEffect } from "react";
import { readCookie } from "../member/read-cookie.ts";
import { loginBackHandOver, syncLogin } from "../session/login-sync.ts";
import { useRootData } from "../site/use-root-data.ts";

/** Login sync for a page without a session: the shared cookies hold a login (spec §4), so hand over. */
export function VisitorLoginSync() {
  const { session } = useRootData();
  useEffect(() => {
    const decision = syncLogin(
      { loggedIn: false, cookieToken: session.cookieToken, confirmedCompanyId: null, cookieDeptId: readCookie(document.cookie, LoginCookie.departmentId) },
      window.localStorage,
    );
    if (decision.kind === "login-back") window.location.replace(loginBackHandOver(decision.departmentId));
  }, [session.cookieToken]);
  return null;
}
