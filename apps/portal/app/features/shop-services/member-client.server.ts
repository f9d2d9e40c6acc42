import { redirect } from "react-router";
import { loginSiteLinks } from "../../lib/session/login-site.server.ts";
import { sessionClient } from "../../lib/session/member-action.server.ts";

/** The logged-in member's client, or a redirect to the login site for a visitor. */
export function memberClientOrLogin(request: Request) {
  const client = sessionClient(request);
  if (!client) throw redirect(loginSiteLinks(request).login);
  return client;
}
