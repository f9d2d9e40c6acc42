import type { ApiClient } from "@cidp/api-client";
import { clientCall } from "@cidp/api-client";
import { type CallResult, invoiceCalls } from "@cidp/api-client/contract";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
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

const optional = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? "").trim();
  return value ? { [name]: value } : {};
};

/** 申请发票 for the order named by `?orderNo=`: the server checks every field and answers the reason of a refusal. */
export function invoiceAction(request: Request, context: RequestContext, form: FormData): Promise<ActionAnswer> {
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  return memberAction(context, async (client) => {
    await clientCall(invoiceCalls.request)(
      client,
      {
        orderNo,
        kind: form.get("kind") === "special" ? "special" : "normal",
        title: String(form.get("title") ?? ""),
        taxNo: String(form.get("taxNo") ?? ""),
        ...optional(form, "bankName"),
        ...optional(form, "bankAccount"),
        ...optional(form, "address"),
        ...optional(form, "phone"),
      },
      { silent: true },
    );
    return { msg: texts.issued };
  });
}
