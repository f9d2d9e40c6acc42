import { redirect } from "react-router";
import { loginSiteLinks } from "./login-site.server.ts";
import { sessionClient } from "./member-action.server.ts";

/** The logged-in member's client for a member-center loader, or a redirect to the login site for a visitor. */
export function memberClientOrLogin(request: Request) {
  const client = sessionClient(request);
  if (!client) throw redirect(loginSiteLinks(request).login);
  return client;
}
