import { clientCall } from "@cidp/api-client";
import { type CallResult, equipmentCalls } from "@cidp/api-client/contract";
import { chinaDateOf } from "@cidp/domain";
import { type DetailProblem, detailRecord } from "../../lib/detail-record.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { equipmentTexts } from "./equipment-texts.ts";

/** A listing in full, as the detail page shows it. */
export type ListingDetail = CallResult<typeof equipmentCalls.detail>["data"];

/** Today in China (`yyyy-MM-dd`): the calendars and the date pickers' lower bound. */
export function chinaToday(now = new Date()): string {
  return chinaDateOf(now);
}

/** The listing named by `?id=`, or why there is none (400 for a malformed id, 404 for none on the market). */
export async function loadListing(
  context: RequestContext,
  request: Request,
): Promise<{ listing: ListingDetail; problem: null } | { listing: null; problem: DetailProblem }> {
  const found = await detailRecord(
    request,
    equipmentTexts.notFound,
    400,
    async (id) => (await clientCall(equipmentCalls.detail)(portalRequest(context).visitor, { id }, { silent: true })).data,
  );
  return found.problem ? { listing: null, problem: found.problem } : { listing: found.record, problem: null };
}
