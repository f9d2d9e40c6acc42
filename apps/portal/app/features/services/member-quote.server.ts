import { clientCall } from "@cidp/api-client";
import { type CallResult, orderCalls } from "@cidp/api-client/contract";
import type { OrderItemKind } from "@cidp/domain";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

export type MemberQuote = CallResult<typeof orderCalls.quote>["data"];

/**
 * What the logged-in member would pay for the item now (a VIP business's discount included), as
 * 下单 would charge it; null for a visitor, or when the services do not quote (no business chosen,
 * no 下单 permission, a fault): the page then shows the list price alone.
 */
export async function loadMemberQuote(context: RequestContext, itemKind: OrderItemKind, itemId: number): Promise<MemberQuote | null> {
  const member = portalRequest(context).member;
  if (!member) return null;
  try {
    return (await clientCall(orderCalls.quote)(member, { itemKind, itemId }, { silent: true })).data;
  } catch {
    return null;
  }
}
