import { shopServiceCalls } from "@cidp/api-client/contract";
import { ORDER_STATE_LABELS, type OrderState } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { nameWithMaskedPhone } from "../../platform/member/masked-phone.ts";
import { refundApprovedNotice, stepNotice } from "../../platform/order/buyer-notices.ts";
import { orderEventViews } from "../../platform/order/order-event-views.ts";
import { applyOrderEvent, type OrderRow } from "../../platform/order/order-events.ts";
import type { Payments } from "../../platform/payment/payments.ts";
import { authOf } from "../../plugins/auth.ts";
import { shopServiceMessages as m, sellerSteps } from "./shop-service-messages.ts";
import { createSoldOrderRepository, type SoldOrderRow } from "./sold-repository.ts";

/** The order states each seller step needs. */
const stepFrom: Record<keyof typeof sellerSteps, (order: OrderRow) => boolean> = {
  start: (o) => o.state === "paid",
  complete: (o) => o.state === "in_service" || o.state === "refund_rejected",
  "approve-refund": (o) => o.state === "refunding" && !o.refundApproved,
  "reject-refund": (o) => o.state === "refunding" && !o.refundApproved,
};

/**
 * 已售服务: the orders of the seller's services, made and paid through the order module. The seller
 * serves them (开始服务, 完成服务) and decides a buyer's refund request; each step is an order event
 * by the seller, so the buyer's pages show the same history.
 */
export async function soldOrderRoutes(app: FastifyInstance, { db, payments }: { db: Database; payments: Payments }) {
  const sold = createSoldOrderRepository(db);

  const sellerOf = (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, m.chooseBusiness);
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  };

  const view = ({ order, buyerName, buyerPhone, buyerBusiness }: SoldOrderRow) => ({
    orderNo: order.orderNo,
    serviceId: order.itemId,
    title: order.title,
    amountFen: order.amountFen,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    state: order.state as OrderState,
    stateLabel: ORDER_STATE_LABELS[order.state as OrderState] ?? order.state,
    refundWaiting: order.state === "refunding" && !order.refundApproved,
    buyerBusinessName: buyerBusiness,
    buyerContact: nameWithMaskedPhone(buyerName, buyerPhone),
    createTime: formatDateTime(order.createdAt),
  });

  /** One order of the seller's services; anyone else's is "not found". */
  async function soldOrder(request: FastifyRequest, orderNo: string) {
    const row = await sold.one(sellerOf(request).businessId, orderNo);
    if (!row) throw new HttpError(404, m.orderMissing);
    return row;
  }

  async function detail(row: SoldOrderRow) {
    const events = await sold.eventsOf(row.order.id);
    const refundRequest = events.filter((e) => e.type === "request-refund").at(-1);
    return {
      ...view(row),
      refundReason: refundRequest?.note ?? "",
      events: orderEventViews(events),
    };
  }

  contractRoute(app, shopServiceCalls.sold, async (request) => {
    const { state, current, size } = request.query;
    const { rows, total } = await sold.page(sellerOf(request).businessId, state, current, size);
    return ok({ records: rows.map(view), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, shopServiceCalls.soldDetail, async (request) => ok(await detail(await soldOrder(request, request.query.orderNo))));

  contractRoute(app, shopServiceCalls.soldStep, async (request) => {
    const { memberId } = sellerOf(request);
    const { orderNo, step, note } = request.body;
    if (step === "reject-refund" && note.length < 2) throw new HttpError(400, m.refuseReason);
    const row = await soldOrder(request, orderNo);
    if (!stepFrom[step](row.order)) throw new HttpError(400, m.stepForbidden);
    const chosen = sellerSteps[step];
    // The step and the buyer's notice commit together; the refund (a call to the provider) follows the commit.
    const applied = await applyOrderEvent(db, {
      orderId: row.order.id,
      // One of each: the key makes a double click or a retry change the order once.
      eventKey: chosen.event.type,
      event: chosen.event,
      actor: { kind: "seller", id: memberId },
      note: note || chosen.note,
      buyerNotice: (order) => (step === "approve-refund" ? refundApprovedNotice(order) : stepNotice(order, chosen.notice, note)),
    });
    if (!applied.ok || !applied.changed) throw new HttpError(400, m.stepForbidden);
    if (applied.effects.includes("refund-payment")) await payments.refundOrder(applied.order, note || chosen.note);
    return ok(await detail(await soldOrder(request, orderNo)), `${chosen.notice}`);
  });
}
