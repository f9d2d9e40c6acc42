import { clientCall } from "@cidp/api-client";
import { SEARCH_KEYWORD_MAX, SEARCH_KINDS, SEARCH_PERIODS, searchCalls } from "@cidp/api-client/contract";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (list.includes(value as T) ? (value as T) : undefined);

/** A page number from the address: 1 for anything that is not one. */
function pageOf(value: string | null): number {
  const page = Number.parseInt(value ?? "1", 10);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The search the address asks for (`?keyword=&kind=&period=&current=`): an unknown type or period
 * is ignored rather than refused, as a hand-edited address should still find something.
 */
export async function loadSearch(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get("keyword") ?? "").trim().slice(0, SEARCH_KEYWORD_MAX);
  const kind = oneOf(SEARCH_KINDS, url.searchParams.get("kind"));
  const period = oneOf(SEARCH_PERIODS, url.searchParams.get("period"));
  const current = pageOf(url.searchParams.get("current"));
  if (keyword === "") return { keyword, kind, period, result: null };
  const query = { keyword, current, ...(kind ? { kind } : {}), ...(period ? { period } : {}) };
  const answer = await clientCall(searchCalls.search)(portalRequest(context).visitor, query, { silent: true });
  return { keyword, kind, period, result: answer.data };
}
