import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import type { OrderItemKind } from "@cidp/domain";
import { redirect } from "react-router";
import { ownRecordOrNotFound } from "./not-found.server.ts";
import { payPagePath } from "./pay-page.ts";
import { memberAction } from "./session/member-action.server.ts";
import { memberClientOrLogin, type RequestContext } from "./session/portal-request.server.ts";

/**
 * 购买 on a detail page: orders the item (its price is the server's) and goes on to the payment
 * page; the services' refusal (or the log-in a visitor needs) answers the page instead.
 */
export async function orderAndPay(context: RequestContext, itemKind: OrderItemKind, itemId: number) {
  let orderNo = "";
  const answer = await memberAction(context, async (client) => {
    const created = await clientCall(orderCalls.create)(client, { itemKind, itemId }, { silent: true });
    orderNo = created.data.orderNo;
    return created;
  });
  if (!answer.ok) return answer;
  return redirect(payPagePath(orderNo, itemKind), 303);
}

/**
 * The member's order of `?orderNo=` after the checkout (`missing`: the 404's text). The browser's
 * return proves nothing: the services answer, asking the provider when its notification has not
 * arrived yet (the query fallback).
 */
export async function syncedOrder(request: Request, context: RequestContext, missing: string) {
  const client = memberClientOrLogin(context);
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  return ownRecordOrNotFound(missing, async () => (await clientCall(orderCalls.sync)(client, { orderNo }, { silent: true })).data);
}
