import { type ApiClient, ApiError } from "@cidp/api-client";
import type { RouterContextProvider } from "react-router";
import { portalRequest } from "./portal-request.server.ts";

/** What a page's action answers: the server's message, and whether the change was made. */
export type ActionAnswer = { ok: true; msg: string } | { ok: false; msg: string };

const FAILED = "操作失败，请稍后重试";

/**
 * Runs a change for the logged-in member from a route action, on the server, with the request's
 * member client. A refusal answers the platform's own message (validation, permission, conflict);
 * anything else a plain failure, so the page always says what happened.
 */
export async function memberAction(context: Readonly<RouterContextProvider>, change: (client: ApiClient) => Promise<{ msg: string }>): Promise<ActionAnswer> {
  const client = portalRequest(context).member;
  if (!client) return { ok: false, msg: "登录已失效，请重新登录" };
  try {
    const answer = await change(client);
    return { ok: true, msg: answer.msg };
  } catch (error) {
    return { ok: false, msg: error instanceof ApiError && error.msg ? error.msg : FAILED };
  }
}
