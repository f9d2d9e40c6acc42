import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { tenderTexts } from "./tender-texts.ts";

export type PublicTender = CallResult<typeof tenderCalls.openDetail>["data"];

/** The list's filters as the address carries them. */
export function tenderFilters(url: URL) {
  const keyword = (url.searchParams.get("keyword") ?? "").trim().slice(0, 40);
  const page = Number.parseInt(url.searchParams.get("current") || "1", 10);
  return { keyword, current: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

type TenderFilters = ReturnType<typeof tenderFilters>;

/** A page of public tender notices. */
export async function loadTenders(context: RequestContext, filters: TenderFilters, size: number) {
  const query = { current: filters.current, size, ...(filters.keyword ? { keyword: filters.keyword } : {}) };
  return (await clientCall(tenderCalls.openList)(portalRequest(context).visitor, query, { silent: true })).data;
}

/** One public tender by `?id=`; an unknown one answers the 404 page. */
export async function loadTender(context: RequestContext, url: URL): Promise<PublicTender> {
  const id = Number(url.searchParams.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw data(tenderTexts.detailMissing, { status: 404 });
  try {
    return (await clientCall(tenderCalls.openDetail)(portalRequest(context).visitor, { id }, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.code)) throw data(tenderTexts.detailMissing, { status: 404 });
    throw error;
  }
}
