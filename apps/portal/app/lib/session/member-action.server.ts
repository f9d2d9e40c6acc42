import { type ApiClient, ApiError } from "@cidp/api-client";
import { memberClient } from "./member-client.server.ts";
import { readSessionCookies } from "./session-cookies.server.ts";

/** What a page's action answers: the server's message, and whether the change was made. */
export type ActionAnswer = { ok: true; msg: string } | { ok: false; msg: string };

const FAILED = "操作失败，请稍后重试";

/** The member's client from the session cookies, or null when the cookies hold no session. */
export function sessionClient(request: Request): ApiClient | null {
  const { token, deptId } = readSessionCookies(request);
  return token ? memberClient(token, deptId, null) : null;
}

/**
 * Runs a change for the logged-in member from a route action, on the server, with the session from
 * the cookies. A refusal answers the platform's own message (validation, permission, conflict);
 * anything else a plain failure, so the page always says what happened.
 */
export async function memberAction(request: Request, change: (client: ApiClient) => Promise<{ msg: string }>): Promise<ActionAnswer> {
  const client = sessionClient(request);
  if (!client) return { ok: false, msg: "登录已失效，请重新登录" };
  try {
    const answer = await change(client);
    return { ok: true, msg: answer.msg };
  } catch (error) {
    return { ok: false, msg: error instanceof ApiError && error.msg ? error.msg : FAILED };
  }
}

/** A positive whole number from a form field, or null. */
export function idField(form: FormData, name: string): number | null {
  const value = Number(form.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
