import { type ApiClient, ApiError, type CallOptions, clientCall } from "@cidp/api-client";
import type { CallDeclaration } from "@cidp/api-client/contract";
import { REFUSAL_REASON_VALUES, type RefusalReason } from "@cidp/domain";
import type { RouterContextProvider } from "react-router";
import { formBody, idField } from "../form-fields.server.ts";
import { portalRequest } from "./portal-request.server.ts";

/**
 * What a page's action answers: the server's message, and whether the change was made; a refusal
 * with the services' reason, where it names one, from which the page offers what to do next (the
 * certification a business needs first, say).
 */
export type ActionAnswer = { ok: true; msg: string } | { ok: false; msg: string; reason?: RefusalReason };

const FAILED = "操作失败，请稍后重试";

/** The refusal's reason the services' envelope carries, if it is one the portal knows. */
export function refusalReasonOf(error: unknown): RefusalReason | undefined {
  const reason = error instanceof ApiError ? (error.body as { reason?: unknown } | null | undefined)?.reason : undefined;
  return REFUSAL_REASON_VALUES.find((known) => known === reason);
}

/** A failed change as the page says it: the platform's own message (and reason), or a plain failure. */
export function refusalOf(error: unknown): { ok: false; msg: string; reason?: RefusalReason } {
  const reason = refusalReasonOf(error);
  return { ok: false, msg: error instanceof ApiError && error.msg ? error.msg : FAILED, ...(reason ? { reason } : {}) };
}

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
    return refusalOf(error);
  }
}

/**
 * A change to one row of a member's list by the row's posted `id` (revoke an invitation, delete a
 * role, unbind a card, make an address the default): `missing` when the form holds no id, else
 * `change` with that id for the logged-in member, as memberAction runs it.
 */
export async function memberRowAction(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  missing: string,
  change: (client: ApiClient, id: number) => Promise<{ msg: string }>,
): Promise<ActionAnswer> {
  const id = idField(form, "id");
  if (id === null) return { ok: false, msg: missing };
  return memberAction(context, (client) => change(client, id));
}

/**
 * The plainest change a form makes: the form read with `call`'s body schema (`computed` on top, as
 * formBody reads it), then `call` made with that body for the logged-in member; its answer is the
 * services' message, or `done` where the page says what happened itself. A refused form answers
 * its message without calling the services.
 */
export async function memberFormAction<D extends CallDeclaration & { body: NonNullable<CallDeclaration["body"]>; params?: undefined }>(
  context: Readonly<RouterContextProvider>,
  call: D,
  form: FormData,
  computed?: Record<string, unknown>,
  done?: string,
): Promise<ActionAnswer> {
  const body = formBody(call.body, form, computed);
  if (!body.ok) return { ok: false, msg: body.msg };
  // A body-only call takes the parsed body as its input; ClientCall's conditional type cannot see that for a generic D.
  const send = clientCall(call) as unknown as (client: ApiClient, input: unknown, options: CallOptions) => Promise<{ msg: string }>;
  return memberAction(context, async (client) => {
    const answer = await send(client, body.data, { silent: true });
    return done === undefined ? answer : { msg: done };
  });
}
