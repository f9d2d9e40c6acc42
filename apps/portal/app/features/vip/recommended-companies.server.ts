import { clientCall } from "@cidp/api-client";
import { type CallResult, vipCalls } from "@cidp/api-client/contract";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

export type RecommendedCompany = CallResult<typeof vipCalls.recommended>["data"][number];

/** 推荐位 at `place`: the VIP businesses recommended there; none when the services cannot say (the place is an extra, the page goes on). */
export async function loadRecommendedCompanies(context: RequestContext, place: "directory" | "home"): Promise<RecommendedCompany[]> {
  try {
    return (await clientCall(vipCalls.recommended)(portalRequest(context).visitor, { place }, { silent: true })).data;
  } catch {
    return [];
  }
}
