import {
  type CallDeclaration,
  type CallInput,
  type CallResult,
  OPERATOR_ENROLMENT_PATH,
  operatorCalls,
  operatorHeaders,
  platformPaths,
  requestPartsOf,
} from "@cidp/api-client/contract";
import type { OperatorRole } from "@cidp/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../db/database.ts";
import { createOperatorAccounts } from "../platform/operator/operator-accounts.ts";
import { demoOperator } from "../platform/operator/seed.ts";
import { totpCode } from "../platform/operator/totp.ts";

/** A staff session as the back office's server holds it (its cookie's value). */
export interface StaffSession {
  session: string;
}

/**
 * Makes one back-office call as the back office's server does: the declaration's path and parts,
 * the staff session in its header (none for the log-in's own calls).
 */
export function staffCall<D extends CallDeclaration>(
  app: FastifyInstance,
  declaration: D,
  input: CallInput<D> | undefined,
  who: StaffSession | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { url, query, body } = requestPartsOf(declaration, (input ?? {}) as object);
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString()}` : "";
  return app.inject({
    method: declaration.method,
    url: `${url}${search}`,
    headers: { ...(who ? { [operatorHeaders.session]: who.session } : {}), ...headers },
    ...(declaration.method === "GET" ? {} : { payload: (body ?? {}) as Record<string, unknown> }),
  });
}

/** A refused call as the back office reads it: the HTTP status and the services' message. */
export function refusalOf(response: LightMyRequestResponse): { status: number; msg: string } {
  return { status: response.statusCode, msg: String((response.json() as { msg?: unknown }).msg ?? "") };
}

/**
 * Makes a back-office call that must succeed and returns its data, after checking the whole answer
 * against the call's declared response (the back office reads nothing else).
 */
export async function staffData<D extends CallDeclaration>(
  app: FastifyInstance,
  declaration: D,
  input: CallInput<D> | undefined,
  who: StaffSession | null,
): Promise<CallResult<D> extends { data: infer T } ? T : never> {
  const response = await staffCall(app, declaration, input, who);
  const name = `${declaration.method} ${declaration.path}`;
  if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  const checked = declaration.response.safeParse(response.json());
  if (!checked.success) throw new Error(`${name} answered outside its contract: ${JSON.stringify(checked.error.issues).slice(0, 500)}`);
  return (checked.data as { data: never }).data;
}

/** The token of an enrolment link (`…/enrol/<token>`). */
export const tokenOf = (url: string) => new URL(url, "http://local").pathname.slice(OPERATOR_ENROLMENT_PATH.length + 1);

/**
 * Binds an authenticator through a one-time link: reads the link's secret, gives `password` (chosen
 * for a new account, confirmed for an existing one) and a code, and returns the full session.
 */
export async function enrolThroughLink(app: FastifyInstance, url: string, password: string, now: () => Date): Promise<StaffSession & { secret: string }> {
  const token = tokenOf(url);
  const shown = await staffCall(app, operatorCalls.enrolment, { token }, null);
  if (shown.statusCode !== 200) throw new Error(`enrolment link refused (${shown.statusCode}): ${shown.body.slice(0, 300)}`);
  const { secret, choosePassword } = shown.json().data as { secret: string; choosePassword: boolean };
  const done = await staffCall(
    app,
    operatorCalls.enrol,
    { token, password, ...(choosePassword ? { passwordAgain: password } : {}), code: totpCode(secret, now()) },
    null,
  );
  if (done.statusCode !== 200) throw new Error(`enrolment failed (${done.statusCode}): ${done.body.slice(0, 300)}`);
  return { session: (done.json().data as { session: string }).session, secret };
}

/**
 * Enrols the demo operator through a one-time link (the development helper issues it, as
 * `cli.js operator reissue` would) and returns the full session and the authenticator's secret.
 */
export async function enrolDemoOperator(app: FastifyInstance, now: () => Date): Promise<StaffSession & { secret: string }> {
  const link = await app.inject({ method: "GET", url: `${platformPaths.devOperatorEnrolmentLink}?username=${demoOperator.username}` });
  const { url } = link.json() as { url: string | null };
  if (!url) throw new Error(`no enrolment link for ${demoOperator.username}: ${link.body}`);
  return enrolThroughLink(app, url, demoOperator.password, now);
}

/** Logs a member of staff in with both factors; returns the full session. */
export async function staffLogin(app: FastifyInstance, username: string, password: string, secret: string, now: () => Date): Promise<StaffSession> {
  const first = await staffCall(app, operatorCalls.login, { username, password }, null);
  if (first.statusCode !== 200) throw new Error(`password step refused (${first.statusCode}): ${first.body.slice(0, 300)}`);
  const half = { session: (first.json().data as { session: string }).session };
  const second = await staffCall(app, operatorCalls.totp, { code: totpCode(secret, now()) }, half);
  if (second.statusCode !== 200) throw new Error(`code step refused (${second.statusCode}): ${second.body.slice(0, 300)}`);
  return { session: (second.json().data as { session: string }).session };
}

/**
 * A new member of staff with `role`, created as an administrator or `cli.js operator create` does
 * and enrolled through its link: the full session, the authenticator's secret and the password.
 */
export async function enrolStaff(
  app: FastifyInstance,
  db: Database,
  account: { username: string; role: OperatorRole; displayName?: string; password?: string },
  now: () => Date,
): Promise<StaffSession & { secret: string; password: string }> {
  const password = account.password ?? "Staff@Pass2026!";
  const link = await createOperatorAccounts(db, { origin: "", now }).create({
    username: account.username,
    displayName: account.displayName ?? account.username,
    role: account.role,
  });
  return { ...(await enrolThroughLink(app, link.url, password, now)), password };
}
