import { clientCall } from "@cidp/api-client";
import { VIP_MARKS_MAX, vipCalls } from "@cidp/api-client/contract";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

/**
 * Which of the companies a page shows carry the VIP mark now (the first fifty asked). The mark is
 * an extra: when the services cannot say, the page shows none rather than failing.
 */
export async function loadVipMarks(context: RequestContext, businessIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(businessIds)].slice(0, VIP_MARKS_MAX);
  if (ids.length === 0) return [];
  try {
    return (await clientCall(vipCalls.marks)(portalRequest(context).visitor, { ids: ids.join(",") }, { silent: true })).data.vipIds;
  } catch {
    return [];
  }
}
