import { formatFen } from "@cidp/domain";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import type { ReviewSource } from "../operator/review-source.ts";
import type { Payments } from "../payment/payments.ts";
import { applyOrderEvent } from "./order-events.ts";
import { serviceOrderEvents, serviceOrders } from "./schema.ts";

const KIND = "refund";
const QUEUE_PAGE = 50;
/** Refund requests the platform (the seller of its service packages) has not decided; a company's services' are its own to decide. */
const undecided = and(eq(serviceOrders.state, "refunding"), eq(serviceOrders.refundApproved, false), ne(serviceOrders.itemKind, "shop_service"));

/**
 * 退款申请 in the operator's review queue: the platform sells its service packages, so its operator
 * decides a buyer's refund request. Approving refunds through the payment provider at once;
 * rejecting needs a reason, which the buyer sees in the order's history.
 */
export function createRefundReview(db: Database, payments: Payments): ReviewSource {
  return {
    labels: { [KIND]: "退款申请" },

    async queue() {
      const [rows, [waiting]] = await Promise.all([
        db
          .select({ id: serviceOrders.id, title: serviceOrders.title, orderNo: serviceOrders.orderNo, at: serviceOrders.updatedAt })
          .from(serviceOrders)
          .where(undecided)
          .orderBy(asc(serviceOrders.updatedAt))
          .limit(QUEUE_PAGE),
        db.select({ n: count() }).from(serviceOrders).where(undecided),
      ]);
      return {
        entries: rows.map((r) => ({ kind: KIND, id: r.id, title: `${r.title}（订单 ${r.orderNo}）`, submitTime: formatDateTime(r.at), at: r.at })),
        waiting: { [KIND]: waiting?.n ?? 0 },
      };
    },

    async subject(kind, id) {
      if (kind !== KIND) return null;
      const [row] = await db
        .select({ order: serviceOrders, buyer: members.realName, phone: members.phone })
        .from(serviceOrders)
        .innerJoin(members, eq(members.id, serviceOrders.buyerMemberId))
        .where(eq(serviceOrders.id, id));
      if (!row || row.order.itemKind === "shop_service") return null;
      const [request] = await db
        .select({ note: serviceOrderEvents.note, at: serviceOrderEvents.at })
        .from(serviceOrderEvents)
        .where(and(eq(serviceOrderEvents.orderId, id), eq(serviceOrderEvents.type, "request-refund")))
        .orderBy(desc(serviceOrderEvents.id))
        .limit(1);
      const { order } = row;
      return {
        kind,
        id,
        title: order.title,
        submitTime: formatDateTime(request?.at ?? order.updatedAt),
        state: order.state === "refunding" && !order.refundApproved ? "pending" : order.state,
        rejectReason: null,
        fields: [
          ["订单号", order.orderNo],
          ["服务", order.title],
          ["实付金额", formatFen(order.paidFen)],
          ["买家", `${row.buyer}（${row.phone.slice(0, 3)}****${row.phone.slice(-4)}）`],
          ["下单时间", formatDateTime(order.createdAt)],
          ["退款原因", request?.note || "（未填写）"],
        ],
        images: [],
      };
    },

    async decide(kind, id, operatorId, decision) {
      if (kind !== KIND) return false;
      const [target] = await db.select({ itemKind: serviceOrders.itemKind }).from(serviceOrders).where(eq(serviceOrders.id, id));
      if (!target || target.itemKind === "shop_service") return false;
      const actor = { kind: "operator" as const, id: operatorId };
      // The decision and the buyer's notice commit together; the refund (a call to the provider) follows the commit.
      const applied = await db.transaction(async (tx) => {
        const outcome = decision.approve
          ? await applyOrderEvent(tx, { orderId: id, eventKey: "approve-refund", event: { type: "approve-refund" }, actor, note: "平台同意退款" })
          : await applyOrderEvent(tx, { orderId: id, eventKey: "refund-rejected", event: { type: "refund-rejected" }, actor, note: decision.reason });
        if (!outcome.ok || !outcome.changed) return null;
        const order = outcome.order;
        // The buyer hears of it in the 订单服务 tab, which leads to the order.
        await tx.insert(notices).values({
          memberId: order.buyerMemberId,
          noticeType: 0,
          title: decision.approve ? "退款申请已通过" : "退款申请未通过",
          content: decision.approve
            ? `您的订单 ${order.orderNo}（${order.title}）退款申请已通过，${formatFen(order.paidFen)} 将原路退回。`
            : `您的订单 ${order.orderNo}（${order.title}）退款申请未通过，原因：${decision.reason}。`,
          jumpUrl: `/user/service-buy-list/detail?orderNo=${order.orderNo}`,
        });
        return outcome;
      });
      if (!applied) return false;
      if (applied.effects.includes("refund-payment")) await payments.refundOrder(applied.order, "平台同意退款");
      return true;
    },
  };
}
