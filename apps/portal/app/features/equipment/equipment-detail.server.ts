import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, equipmentCalls } from "@cidp/api-client/contract";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { equipmentTexts } from "./equipment-texts.ts";

/** A listing in full, as the detail page shows it. */
export type ListingDetail = CallResult<typeof equipmentCalls.detail>["data"];

/** Today in China (`yyyy-MM-dd`): the calendars and the date pickers' lower bound. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The listing named by `?id=`, or why there is none (400 for a malformed id, 404 for none on the market). */
export async function loadListing(
  context: RequestContext,
  request: Request,
): Promise<{ listing: ListingDetail; problem: null } | { listing: null; problem: { status: 400 | 404; message: string } }> {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { listing: null, problem: { status: 400, message: equipmentTexts.notFound } };
  try {
    return { listing: (await clientCall(equipmentCalls.detail)(portalRequest(context).visitor, { id }, { silent: true })).data, problem: null };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400))
      return { listing: null, problem: { status: 404, message: error.msg || equipmentTexts.notFound } };
    throw error;
  }
}
