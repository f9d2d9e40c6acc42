import { shopServiceCalls } from "@cidp/api-client/contract";
import { ORDER_AUTO_ACCEPT_DAYS, ORDER_STATE_LABELS, type OrderState } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { createInvoiceRepository } from "../../platform/invoice/invoice-repository.ts";
import { invoiceView } from "../../platform/invoice/invoice-view.ts";
import { nameWithMaskedPhone } from "../../platform/member/masked-phone.ts";
import { noticeToMember } from "../../platform/notice/business-notices.ts";
import { refundApprovedNotice, stepNotice } from "../../platform/order/buyer-notices.ts";
import { acceptanceDeadline, latestEvent, orderEventViews, repeatedEventKey } from "../../platform/order/order-event-views.ts";
import { applyOrderEvent, type OrderRow } from "../../platform/order/order-events.ts";
import type { Payments } from "../../platform/payment/payments.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { scheduleAutoAccept } from "./auto-accept.ts";
import { shopServiceMessages as m, sellerSteps } from "./shop-service-messages.ts";
import { createSoldOrderRepository, type SoldOrderRow } from "./sold-repository.ts";

/** The order states each seller step needs. */
const stepFrom: Record<keyof typeof sellerSteps, (order: OrderRow) => boolean> = {
  start: (o) => o.state === "paid",
  complete: (o) => o.state === "in_service" || o.state === "refund_rejected",
  "approve-refund": (o) => o.state === "refunding" && !o.refundApproved,
  "reject-refund": (o) => o.state === "refunding" && !o.refundApproved,
  redo: (o) => o.state === "after_sale",
  "after-sale-refund": (o) => o.state === "after_sale",
};

/** The steps a seller may take more than once on one order (after 售后, serving and delivering again): each time under its own key. */
const REPEATABLE: ReadonlySet<string> = new Set(["deliver", "redo"]);

/**
 * 已售服务: the orders of the seller's services, made and paid through the order module. The seller
 * serves them (开始服务, 完成服务) and decides a buyer's refund request; each step is an order event
 * by the seller, so the buyer's pages show the same history.
 */
export async function soldOrderRoutes(app: FastifyInstance, { db, payments, now }: { db: Database; payments: Payments; now: () => Date }) {
  const sold = createSoldOrderRepository(db);
  const invoices = createInvoiceRepository(db);

  const sellerOf = (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", m.chooseBusiness);
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  };

  const view = ({ order, buyerName, buyerPhone, buyerBusiness, invoiceState }: SoldOrderRow) => ({
    orderNo: order.orderNo,
    serviceId: order.itemId,
    title: order.title,
    amountFen: order.amountFen,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    state: order.state as OrderState,
    stateLabel: ORDER_STATE_LABELS[order.state as OrderState] ?? order.state,
    refundWaiting: order.state === "refunding" && !order.refundApproved,
    afterSaleWaiting: order.state === "after_sale",
    invoiceWaiting: invoiceState === "requested",
    buyerBusinessName: buyerBusiness,
    buyerContact: nameWithMaskedPhone(buyerName, buyerPhone),
    createTime: formatDateTime(order.createdAt),
  });

  /** One order of the seller's services; anyone else's is "not found". */
  async function soldOrder(request: FastifyRequest, orderNo: string) {
    const row = await sold.one(sellerOf(request).businessId, orderNo);
    if (!row) throw refuse("not_found", m.orderMissing);
    return row;
  }

  async function detail(row: SoldOrderRow) {
    const [events, invoice] = await Promise.all([sold.eventsOf(row.order.id), invoices.ofOrder(row.order.id)]);
    const deadline = row.order.state === "awaiting_acceptance" ? acceptanceDeadline(events, ORDER_AUTO_ACCEPT_DAYS) : null;
    return {
      ...view(row),
      refundReason: latestEvent(events, "request-refund")?.note ?? "",
      afterSaleReason: row.order.state === "after_sale" ? (latestEvent(events, "request-after-sale")?.note ?? "") : "",
      acceptBefore: deadline ? formatDateTime(deadline) : null,
      invoice: invoice ? invoiceView(invoice, row.order) : null,
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
    if (step === "reject-refund" && note.length < 2) throw refuse("invalid", m.refuseReason);
    if (step === "redo" && note.length < 2) throw refuse("invalid", m.redoNote);
    const row = await soldOrder(request, orderNo);
    if (!stepFrom[step](row.order)) throw refuse("state", m.stepForbidden);
    const chosen = sellerSteps[step];
    const type = chosen.event.type;
    const eventKey = REPEATABLE.has(type) ? repeatedEventKey(await sold.eventsOf(row.order.id), type) : type;
    // The step, the buyer's notice and (on delivery) the planned 自动确认验收 commit together; the refund
    // (a call to the provider) follows the commit.
    const applied = await db.transaction(async (tx) => {
      const done = await applyOrderEvent(tx, {
        orderId: row.order.id,
        // The key makes a double click or a retry change the order once.
        eventKey,
        event: chosen.event,
        actor: { kind: "seller", id: memberId },
        note: note || chosen.note,
        buyerNotice: (order) => (chosen.event.type === "approve-refund" ? refundApprovedNotice(order) : stepNotice(order, chosen.notice, note)),
      });
      if (done.ok && done.changed && type === "deliver") {
        // From the delivery's own time as its log entry has it, so the job is due exactly when the order's 待验收 ends.
        const delivered = latestEvent(await sold.eventsIn(tx, row.order.id), "deliver");
        await scheduleAutoAccept(tx, row.order.id, delivered?.at ?? now());
      }
      return done;
    });
    if (!applied.ok || !applied.changed) throw refuse("state", m.stepForbidden);
    if (applied.effects.includes("refund-payment")) await payments.refundOrder(applied.order, note || chosen.note);
    return ok(await detail(await soldOrder(request, orderNo)), `${chosen.notice}`);
  });

  // 开具发票: the buyer asked the seller for an invoice (platform/invoice keeps the request); the seller
  // issues it outside and records its number here, and the buyer is told.
  contractRoute(app, shopServiceCalls.soldInvoice, async (request) => {
    const { orderNo, invoiceNo } = request.body;
    const row = await soldOrder(request, orderNo);
    const invoice = await invoices.ofOrder(row.order.id);
    if (!invoice) throw refuse("state", m.invoiceMissing);
    if (invoice.state !== "requested") throw refuse("conflict", m.invoiceIssued);
    const issued = await db.transaction(async (tx) => {
      const marked = await createInvoiceRepository(tx).markIssuedBySeller(invoice.id, invoiceNo.toUpperCase(), now());
      if (marked)
        await noticeToMember(tx, row.order.buyerMemberId, {
          ...stepNotice(row.order, "发票已开具", `发票号码 ${marked.sellerInvoiceNo}`),
          businessId: row.order.buyerBusinessId,
        });
      return marked;
    });
    if (!issued) throw refuse("conflict", m.invoiceIssued);
    return ok(await detail(await soldOrder(request, orderNo)), "发票已开具");
  });
}
