import { ApiError } from "@cidp/api-client";
import { accountTexts } from "./account-texts.ts";

/** The envelope's `msg` of a refused call's body, when it has one. */
function bodyMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("msg" in body)) return null;
  const { msg } = body as { msg: unknown };
  return typeof msg === "string" && msg !== "" ? msg : null;
}

/**
 * What to tell the member about a failed call: the services' own Chinese message (a wrong old
 * password, a wait after too many failures, a wrong code, a send limit), the session's end on a 401, else `fallback`.
 */
export function failureText(error: unknown, fallback: string = accountTexts.failed): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401 || error.code === 401) return accountTexts.sessionEnded;
  return bodyMessage(error.body) ?? (error.msg || fallback);
}
