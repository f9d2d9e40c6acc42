import { isSecureRequest, sessionSetCookies } from "../lib/session/session-cookies.server.ts";
import { validateLoginToken } from "../lib/session/validate-token.server.ts";
import type { Route } from "./+types/session-switch";

/**
 * POST from the header's company switch: the token bound to the new company, checked with the
 * services and put in the cookies. Same-origin fetches only, so another site cannot plant a session.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.headers.get("sec-fetch-site") !== "same-origin") return Response.json({ ok: false }, { status: 403 });
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const companyId = String(form.get("switchtocompanyid") ?? "") || null;
  if (!token || !(await validateLoginToken(token, companyId))) return Response.json({ ok: false }, { status: 401 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of sessionSetCookies(token, companyId, isSecureRequest(request))) headers.append("Set-Cookie", cookie);
  return Response.json({ ok: true }, { headers });
}
