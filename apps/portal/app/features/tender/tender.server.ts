import { clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import { recordOfIdOrNotFound } from "../../lib/not-found.server.ts";
import { listPage } from "../../lib/page-number.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { tenderTexts } from "./tender-texts.ts";

export type PublicTender = CallResult<typeof tenderCalls.openDetail>["data"];

/** The list's filters as the address carries them. */
export function tenderFilters(url: URL) {
  const keyword = (url.searchParams.get("keyword") ?? "").trim().slice(0, 40);
  return { keyword, current: listPage(url.searchParams.get("current")) };
}

type TenderFilters = ReturnType<typeof tenderFilters>;

/** A page of public tender notices. */
export async function loadTenders(context: RequestContext, filters: TenderFilters, size: number) {
  const query = { current: filters.current, size, ...(filters.keyword ? { keyword: filters.keyword } : {}) };
  return (await clientCall(tenderCalls.openList)(portalRequest(context).visitor, query, { silent: true })).data;
}

/**
 * Why the reader may not download the tender's documents (what to do first), or null when they may:
 * a visitor is asked to log in and register; a member is answered for the business they act for.
 */
export async function documentRefusalFor(context: RequestContext, id: number): Promise<string | null> {
  const member = portalRequest(context).member;
  if (!member) return tenderTexts.documentsToVisitor;
  try {
    return (await clientCall(tenderCalls.myDetail)(member, { id }, { silent: true })).data.documentRefusal;
  } catch {
    // No business chosen, or no role that may bid: the way in is the same as a visitor's.
    return tenderTexts.documentsToVisitor;
  }
}

/** One public tender by `?id=`; an unknown one answers the 404 page. */
export async function loadTender(context: RequestContext, url: URL): Promise<PublicTender> {
  return recordOfIdOrNotFound(url, tenderTexts.detailMissing, (id) =>
    clientCall(tenderCalls.openDetail)(portalRequest(context).visitor, { id }, { silent: true }),
  );
}
