import { data, redirect } from "react-router";
import { messages } from "../lib/messages.ts";
import { readSessionCookies } from "../lib/session/session-cookies.server.ts";
import { siblingHandoff, siblingOrigins } from "../lib/session/sibling-handoff.server.ts";
import type { Route } from "./+types/session-handoff";

/**
 * GET /session/handoff?to=<sibling address>[&center=1]: a notice opens a sibling site through
 * here, so the sibling's login-back gets the token the page itself cannot read (HttpOnly).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookies = readSessionCookies(request);
  const result = siblingHandoff({
    to: url.searchParams.get("to"),
    center: url.searchParams.get("center") === "1",
    token: cookies.accessToken ?? cookies.token,
    companyId: cookies.deptId,
    fetchSite: request.headers.get("sec-fetch-site"),
    allowedOrigins: siblingOrigins(),
  });
  if (!result.ok)
    throw data(result.code === "cross-site" ? messages.handoffCrossSite : messages.handoffNotAllowed, { status: result.code === "cross-site" ? 403 : 400 });
  // The address carries the token: never cached, never sent on as a Referer.
  return redirect(result.location, { status: 303, headers: { "Cache-Control": "no-store" } });
}
