import { endSession } from "../lib/session/end-session.server.ts";
import type { Route } from "./+types/session-logout";

/** POST from the header's logout (confirmed or forced): the session ends; the page redirects after its pause. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.headers.get("sec-fetch-site") !== "same-origin") return Response.json({ ok: false }, { status: 403 });
  return Response.json({ ok: true }, { headers: await endSession(request, context) });
}
