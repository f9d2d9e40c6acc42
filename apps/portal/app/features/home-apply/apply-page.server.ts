import { loginReturningTo } from "../../lib/session/login-site.server.ts";
import { nextPage } from "./apply-form.server.ts";

/** The confirmation after a submission (`?submitted=1&next=`), with the log-in that returns to `next`; null shows the form. */
export function applyDone(request: Request): { next: string; loginHref: string } | null {
  const url = new URL(request.url);
  const next = nextPage(url);
  if (url.searchParams.get("submitted") !== "1" || !next) return null;
  return { next, loginHref: loginReturningTo(request, next) };
}
