import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import type { OrderItemKind } from "@cidp/domain";
import { redirect } from "react-router";
import { memberAction } from "./session/member-action.server.ts";
import type { RequestContext } from "./session/portal-request.server.ts";

/** The payment page every purchase of a detail page goes on to. */
const PAY_PAGE = "/default/comprehensives-ervices/law-services/law-lesson/pay";

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
  return redirect(`${PAY_PAGE}?orderNo=${orderNo}`, 303);
}
