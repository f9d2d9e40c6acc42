import { redirect } from "react-router";
import { loginSiteLinks } from "../lib/session/login-site.server.ts";
import type { Route } from "./+types/default-login";

/** /default/login hands over to the external login site with the return address. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(loginSiteLinks(request).login);
}

export default function DefaultLogin() {
  return null;
}
