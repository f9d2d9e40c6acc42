import type { ApiClient } from "@cidp/api-client";
import { clientCall } from "@cidp/api-client";
import { type CallResult, invoiceCalls } from "@cidp/api-client/contract";
import { blankAsUnset } from "../../lib/form-fields.server.ts";
import { type ActionAnswer, memberFormAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";
import { invoiceTexts as texts } from "./invoice-texts.ts";

export type OrderInvoice = CallResult<typeof invoiceCalls.ofOrder>["data"];

/** The order's invoice, or why it cannot have one; null when the services cannot say. */
export function loadOrderInvoice(client: ApiClient, orderNo: string): Promise<OrderInvoice | null> {
  return clientCall(invoiceCalls.ofOrder)(client, { orderNo }, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}

/**
 * 申请发票 for the order named by `?orderNo=`, read with the request call's body schema (a special
 * invoice's bank and address fields left empty on a normal one); the server checks every field by
 * the domain's rules and answers the reason of a refusal.
 */
async function invoiceAction(request: Request, context: RequestContext, form: FormData): Promise<ActionAnswer> {
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  return memberFormAction(
    context,
    invoiceCalls.request,
    form,
    { orderNo, ...blankAsUnset(form, ["bankName", "bankAccount", "address", "phone"]) },
    form.get("issuer") === "seller" ? texts.requestedOfSeller : texts.issued,
  );
}

/**
 * The action of a bought order's page (legal package, VIP, a shop's service): 申请发票 (the form's `intent=invoice`)
 * answered here, any other intent (取消, 申请退款) by the order's own `orderStep`.
 */
export async function invoiceOrOrderAction(
  request: Request,
  context: RequestContext,
  orderStep: (request: Request, context: RequestContext, form: FormData) => Promise<ActionAnswer>,
): Promise<ActionAnswer> {
  const form = await request.formData();
  return form.get("intent") === "invoice" ? invoiceAction(request, context, form) : orderStep(request, context, form);
}
