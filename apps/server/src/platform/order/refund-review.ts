import { formatFen } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { nameWithMaskedPhone } from "../member/masked-phone.ts";
import { type ReviewSource, singleKindReviewSource } from "../operator/review-source.ts";
import type { Payments } from "../payment/payments.ts";
import { refundApprovedNotice } from "./buyer-notices.ts";
import { applyOrderEvent } from "./order-events.ts";
import { createOrderRepository } from "./order-repository.ts";

const KIND = "refund";

/**
 * 退款申请 in the operator's review queue: the platform sells its service packages, so its operator
 * decides a buyer's refund request. Approving refunds through the payment provider at once;
 * rejecting needs a reason, which the buyer sees in the order's history.
 */
export function createRefundReview(db: Database, payments: Payments): ReviewSource {
  const orders = createOrderRepository(db);
  return singleKindReviewSource({
    kind: KIND,
    label: "退款申请",

    waiting: (page) => orders.undecidedRefunds(page),
    entry: (r) => ({ id: r.id, title: `${r.title}（订单 ${r.orderNo}）`, at: r.at }),

    async subject(id) {
      const row = await orders.withRefundRequest(id);
      // A company's service is its own to decide: not in the platform's queue.
      if (!row || row.order.itemKind === "shop_service") return null;
      const { order, request } = row;
      return {
        title: order.title,
        submitTime: formatDateTime(request?.at ?? order.updatedAt),
        state: order.state === "refunding" && !order.refundApproved ? "pending" : order.state,
        rejectReason: null,
        fields: [
          ["订单号", order.orderNo],
          ["服务", order.title],
          ["实付金额", formatFen(order.paidFen)],
          ["买家", nameWithMaskedPhone(row.buyer, row.phone)],
          ["下单时间", formatDateTime(order.createdAt)],
          ["退款原因", request?.note || "（未填写）"],
        ],
        images: [],
      };
    },

    async decide(id, operatorId, decision) {
      const target = await orders.byId(id);
      if (!target || target.itemKind === "shop_service") return false;
      // The decision and the buyer's notice commit together (the notice leads to the order in the
      // 订单服务 tab); the refund (a call to the provider) follows the commit.
      const step = decision.approve
        ? ({ eventKey: "approve-refund", event: { type: "approve-refund" }, note: "平台同意退款" } as const)
        : ({ eventKey: "refund-rejected", event: { type: "refund-rejected" }, note: decision.reason } as const);
      const applied = await applyOrderEvent(db, {
        orderId: id,
        actor: { kind: "operator", id: operatorId },
        ...step,
        buyerNotice: (order) =>
          decision.approve
            ? refundApprovedNotice(order)
            : {
                title: "退款申请未通过",
                content: `您的订单 ${order.orderNo}（${order.title}）退款申请未通过，原因：${decision.reason}。`,
                jumpUrl: `/user/service-buy-list/detail?orderNo=${order.orderNo}`,
              },
      });
      if (!applied.ok || !applied.changed) return false;
      if (applied.effects.includes("refund-payment")) await payments.refundOrder(applied.order, "平台同意退款");
      return true;
    },
  });
}
