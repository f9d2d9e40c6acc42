import { clientCall } from "@cidp/api-client";
import { type CallResult, shopServiceCalls } from "@cidp/api-client/contract";
import { refusalMessage } from "../../lib/api/refusal-message.ts";
import { loadStateTabPage, quietList } from "../../lib/member-page.server.ts";
import { ownRecordOrNotFound } from "../../lib/not-found.server.ts";
import { type ActionAnswer, memberFormAction } from "../../lib/session/member-action.server.ts";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import { SOLD_TABS } from "./sold-tabs.ts";

export type SoldOrder = CallResult<typeof shopServiceCalls.sold>["data"]["records"][number];
export type SoldOrderDetail = CallResult<typeof shopServiceCalls.soldDetail>["data"];

const PAGE_SIZE = 10;

/** The orders of the business's services, of one state tab and page. */
export function loadSoldOrders(request: Request, context: RequestContext) {
  return loadStateTabPage(request, context, SOLD_TABS, PAGE_SIZE, quietList(clientCall(shopServiceCalls.sold)), (error) =>
    refusalMessage(error, texts.loadFailed),
  );
}

const orderNoOf = (request: Request) => new URL(request.url).searchParams.get("id") ?? "";

/** The sold order named by `?id=<order number>`; another business's answers the 404 page. */
export async function loadSoldOrder(request: Request, context: RequestContext): Promise<SoldOrderDetail> {
  const client = memberClientOrLogin(context);
  return ownRecordOrNotFound(
    "订单不存在",
    async () => (await clientCall(shopServiceCalls.soldDetail)(client, { orderNo: orderNoOf(request) }, { silent: true })).data,
  );
}

const STEPS = ["start", "complete", "approve-refund", "reject-refund", "redo", "after-sale-refund"] as const;

/**
 * 开始服务, 完成服务, 同意退款 or 拒绝退款 (with its reason), 处理售后 (重新服务 with a note, 同意退款)
 * of the order on the page, or 开具发票 (the form's `step=invoice`, with the invoice's number).
 */
export async function soldStepAction(request: Request, context: RequestContext): Promise<ActionAnswer> {
  const form = await request.formData();
  const orderNo = orderNoOf(request);
  if (form.get("step") === "invoice") return memberFormAction(context, shopServiceCalls.soldInvoice, form, { orderNo });
  if (!STEPS.some((s) => s === form.get("step"))) return { ok: false, msg: "不支持的操作" };
  return memberFormAction(context, shopServiceCalls.soldStep, form, { orderNo });
}
