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

/** The reader's business on the tender: its registration (none when it has not registered) and its standing. */
export interface ReaderStanding {
  /** Why the reader may not download the tender's documents (what to do first), or null when they may. */
  documentRefusal: string | null;
  /** The business's registration, when it registered: 已报名, 审核通过 … */
  registration: { stateLabel: string } | null;
}

/**
 * The reader's standing on the tender: a visitor is asked to log in and register; a member is
 * answered for the business they act for (its registration shown, 已报名, instead of the form again).
 */
export async function readerStandingOn(context: RequestContext, id: number): Promise<ReaderStanding> {
  const visitor = { documentRefusal: tenderTexts.documentsToVisitor, registration: null };
  const member = portalRequest(context).member;
  if (!member) return visitor;
  try {
    const { data } = await clientCall(tenderCalls.myDetail)(member, { id }, { silent: true });
    return {
      documentRefusal: data.documentRefusal,
      registration: data.bidder && data.bidder.state !== "eligible" ? { stateLabel: data.bidder.stateLabel } : null,
    };
  } catch {
    // No business chosen, or no role that may bid: the way in is the same as a visitor's.
    return visitor;
  }
}

/** One public tender by `?id=`; an unknown one answers the 404 page. */
export async function loadTender(context: RequestContext, url: URL): Promise<PublicTender> {
  return recordOfIdOrNotFound(url, tenderTexts.detailMissing, (id) =>
    clientCall(tenderCalls.openDetail)(portalRequest(context).visitor, { id }, { silent: true }),
  );
}
