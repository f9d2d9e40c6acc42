import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { type ActionAnswer, memberAction, memberFormAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";
import { serviceTexts as texts } from "./services-texts.ts";

/**
 * 取消订单 (unpaid), 申请退款 (paid, with a reason), 确认验收 or 申请售后 (a delivered service, with a
 * reason) of the order named by `?orderNo=`.
 */
export async function orderAction(request: Request, context: RequestContext, form: FormData): Promise<ActionAnswer> {
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  if (form.get("intent") === "cancel") {
    return memberAction(context, async (client) => {
      await clientCall(orderCalls.cancel)(client, { orderNo }, { silent: true });
      return { msg: texts.cancelDone };
    });
  }
  if (form.get("intent") === "accept") return memberFormAction(context, orderCalls.accept, form, { orderNo }, texts.accepted);
  if (form.get("intent") === "after-sale") return memberFormAction(context, orderCalls.requestAfterSale, form, { orderNo }, texts.afterSaleRequested);
  return memberFormAction(context, orderCalls.requestRefund, form, { orderNo }, texts.refundRequested);
}
