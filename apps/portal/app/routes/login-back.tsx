import { data, redirect } from "react-router";
import { clearedSessionSetCookies, isSecureRequest, readSessionCookies, sessionSetCookies } from "../features/session/session-cookies.server.ts";
import { validateLoginToken } from "../features/session/validate-token.server.ts";
import type { Route } from "./+types/login-back";

/**
 * The login site's return address (spec §2): `?token=&switchtocompanyid=`. The token is checked
 * with the platform services, the shared cookies are set, and a 303 leads to a clean address, so
 * the token never stays in the address bar, the history or a Referer. Without a token in the
 * query, the login sync's own hand-over takes the one in the shared cookies.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") || readSessionCookies(request).accessToken;
  const companyId = url.searchParams.get("switchtocompanyid");
  const headers = new Headers({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
  const secure = isSecureRequest(request);
  if (token && (await validateLoginToken(token, companyId))) {
    for (const cookie of sessionSetCookies(token, companyId, secure)) headers.append("Set-Cookie", cookie);
  } else if (token) {
    // A refused token must not linger in the shared cookies and trigger the hand-over again.
    for (const cookie of clearedSessionSetCookies(secure)) headers.append("Set-Cookie", cookie);
  }
  return redirect("/default/home", { status: 303, headers });
}

/**
 * POST from the header's company switch: the new token in the body, checked and put in the
 * cookies. Same-origin fetches only, so another site cannot plant its own session here.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.headers.get("sec-fetch-site") !== "same-origin") return data({ ok: false }, { status: 403 });
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const companyId = String(form.get("switchtocompanyid") ?? "") || null;
  if (!token || !(await validateLoginToken(token, companyId))) return data({ ok: false }, { status: 401 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of sessionSetCookies(token, companyId, isSecureRequest(request))) headers.append("Set-Cookie", cookie);
  return data({ ok: true }, { headers });
}

/** The action's cookies reach the browser on a document POST too. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export default function LoginBack() {
  return null;
}
