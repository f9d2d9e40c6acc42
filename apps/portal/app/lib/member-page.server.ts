import type { ApiClient, CallOptions } from "@cidp/api-client";
import { loadFailureText, refusalMessage } from "./api/refusal-message.ts";
import { requestedPage } from "./page-number.ts";
import { memberClientOrLogin, portalRequest, type RequestContext } from "./session/portal-request.server.ts";

/** The member's client, as a member page's reads take it. */
type MemberClient = ReturnType<typeof memberClientOrLogin>;

/**
 * A list call as a member list's loader makes it: without the client's own failure notice, as the
 * page shows a refusal itself (in place of its table, or as the error page).
 */
export const quietList =
  <Query, Answer>(call: (client: ApiClient, query: Query, options?: CallOptions) => Promise<Answer>) =>
  (client: ApiClient, query: Query) =>
    call(client, query, { silent: true });

/**
 * A page of a member list for the address's `?page=` (a visitor goes to log in first): the page
 * asked for, the number of pages and the page's rows, as `read` (the list call) answers them.
 */
export async function loadMemberPage<Row>(
  request: Request,
  context: RequestContext,
  size: number,
  read: (client: MemberClient, query: { current: number; size: number }) => Promise<{ data: { pages: number; records: Row[] } }>,
) {
  const current = requestedPage(new URL(request.url).searchParams);
  const { data } = await read(memberClientOrLogin(context), { current, size });
  return { current, pages: data.pages, records: data.records };
}

/**
 * What `read` answers for the logged-in member, or null when no one is logged in or the read
 * failed: for a member page that still shows (its form, or that it could not load) either way.
 */
export async function readForMember<T>(context: RequestContext, read: (client: MemberClient) => Promise<{ data: T }>): Promise<T | null> {
  const client = portalRequest(context).member;
  if (!client) return null;
  try {
    return (await read(client)).data;
  } catch {
    return null;
  }
}

/**
 * A member page's read that the page draws either way (what it read, or in its place why not): the
 * data of `read` with the member's client, or none and the refusal in the platform's words
 * (`failed` for anything else). A visitor is sent to log in first.
 */
export async function readOrRefusal<T>(
  context: RequestContext,
  read: (client: MemberClient) => Promise<{ data: T }>,
  failed: string,
): Promise<{ data: T; error: null } | { data: null; error: string }> {
  const client = memberClientOrLogin(context);
  try {
    return { data: (await read(client)).data, error: null };
  } catch (error) {
    return { data: null, error: refusalMessage(error, failed) };
  }
}

/**
 * One state tab's page of a member list: `?state=` when it is one of `states` (else all) and
 * `?page=`, read by `read` (the list call); a failed read answers no rows and `failedText(error)`,
 * which the page shows in place of its table, so the tabs stay usable.
 */
export async function loadStateTabPage<State extends string, Row>(
  request: Request,
  context: RequestContext,
  states: readonly State[],
  size: number,
  read: (client: MemberClient, query: { current: number; size: number; state?: State }) => Promise<{ data: { pages: number; records: Row[] } }>,
  failedText: (error: unknown) => string,
) {
  const client = memberClientOrLogin(context);
  const params = new URL(request.url).searchParams;
  const state = states.find((s) => s === params.get("state")) ?? null;
  const current = requestedPage(params);
  try {
    const answer = await read(client, { current, size, ...(state ? { state } : {}) });
    return { state, current, pages: answer.data.pages, records: answer.data.records, error: null };
  } catch (error) {
    return { state, current, pages: 0, records: [] as Row[], error: loadFailureText(error, failedText(error)) };
  }
}
