import { formatFen } from "@cidp/domain";
import type { BuyerNotice, OrderRow } from "./order-events.ts";

/** The order's page in the buyer's 订单服务 tab (legal packages have their own detail page). */
const orderPage = (order: OrderRow, page: "detail" | "law-detail") => `/user/service-buy-list/${page}?orderNo=${order.orderNo}`;

/** What the buyer reads of a step on their order (服务已开始 …): the step, and the note given with it when there is one. */
export function stepNotice(order: OrderRow, step: string, note: string, page: "detail" | "law-detail" = "detail"): BuyerNotice {
  return { title: step, content: `您的订单 ${order.orderNo}（${order.title}）${step}${note ? `：${note}` : "。"}`, jumpUrl: orderPage(order, page) };
}

/** What the buyer reads when their refund request is approved, by the seller or the platform: what goes back, and how. */
export function refundApprovedNotice(order: OrderRow): BuyerNotice {
  return {
    title: "退款申请已通过",
    content: `您的订单 ${order.orderNo}（${order.title}）退款申请已通过，${formatFen(order.paidFen)} 将原路退回。`,
    jumpUrl: orderPage(order, "detail"),
  };
}
