import { clientCall } from "@cidp/api-client";
import { type CallResult, orderCalls } from "@cidp/api-client/contract";
import { ownRecordOrNotFound } from "../../lib/not-found.server.ts";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { serviceTexts } from "./services-texts.ts";

export type OrderDetail = CallResult<typeof orderCalls.detail>["data"];

/** The member's order named by `?orderNo=`; someone else's or an unknown one answers the 404 page. */
export async function loadOwnOrder(request: Request, context: RequestContext): Promise<OrderDetail> {
  const client = memberClientOrLogin(context);
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  return ownRecordOrNotFound(serviceTexts.orderMissing, async () => (await clientCall(orderCalls.detail)(client, { orderNo }, { silent: true })).data);
}
