import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type AppliedEvent, applyOrderEvent, type OrderRow } from "../order/order-events.ts";
import { serviceOrders } from "../order/schema.ts";
import type { PaymentMethod, PaymentProvider, VerifiedNotification } from "./payment-provider.ts";
import { paymentNotifications, paymentRefunds, payments } from "./schema.ts";

type PaymentRow = typeof payments.$inferSelect;
const system = { kind: "system" as const, id: null };

/** The merchant side of payments: starting them, settling what the provider reports, refunds. */
export interface Payments {
  /** The checkout for an unpaid order; a second click gets the same open attempt, never a second charge. */
  start(
    order: OrderRow,
    method: PaymentMethod,
    card: { id: number; label: string } | null,
    returnUrl: string,
  ): Promise<{ paymentId: string; checkoutUrl: string }>;
  /** A verified or refused notification, recorded; the answer for the provider (`success` acknowledges). */
  receiveNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ acknowledged: boolean }>;
  /** The query fallback: asks the provider about an order's open attempts and settles what it says. */
  syncOrder(orderId: number): Promise<void>;
  /** Closes the provider's open trades of a cancelled order, so none can be paid any more. */
  closeOpen(orderId: number): Promise<void>;
  /** Refunds the order's payment through the provider (owed or approved). */
  refundOrder(order: OrderRow, reason: string): Promise<void>;
  /** Cancels the orders whose time to pay has passed, after a last look at the provider. */
  expireUnpaid(now?: Date): Promise<number>;
  /** Compares a period's settled trades with our books, repairs what a lost notification left open. */
  reconcile(since: Date, until: Date): Promise<ReconciliationReport>;
}

export interface ReconciliationReport {
  checked: number;
  /** Trades the provider settled that we had not recorded: settled now. */
  repaired: string[];
  /** Payments we count as paid that the provider does not list: for a person to look at. */
  unknownToProvider: string[];
  /** Amounts that differ between the provider and us. */
  amountMismatches: string[];
}

export function createPayments(
  db: Database,
  provider: PaymentProvider,
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void },
): Payments {
  const paymentById = async (id: string): Promise<PaymentRow | undefined> => (await db.select().from(payments).where(eq(payments.id, id)))[0];
  const orderById = async (id: number) => (await db.select().from(serviceOrders).where(eq(serviceOrders.id, id)))[0];

  async function runEffects(applied: AppliedEvent, reason: string): Promise<void> {
    if (applied.ok && applied.effects.includes("refund-payment")) await refundOrder(applied.order, reason);
  }

  /** A payment the provider says succeeded: record it, and move its order (once, by its key). */
  async function settleSucceeded(payment: PaymentRow, tradeNo: string, amountFen: number): Promise<void> {
    await db
      .update(payments)
      .set({ status: "succeeded", providerTradeNo: tradeNo, settledAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ["open", "failed", "closed"])));
    const applied = await applyOrderEvent(db, {
      orderId: payment.orderId,
      eventKey: `pay:${payment.id}`,
      event: { type: "payment-succeeded", paymentId: payment.id, amountFen },
      actor: system,
    });
    if (!applied.ok && applied.code === "order.paid-by-another-payment") {
      // The buyer paid twice (two attempts both completed): the order keeps the first; this one goes back.
      await refundPayment(payment, `dup-${payment.id}`, payment.amountFen, "重复支付自动退款");
      return;
    }
    if (!applied.ok) log.warn({ paymentId: payment.id, code: applied.code }, "payment succeeded but the order refused it");
    await runEffects(applied, "订单取消后到账，自动退款");
  }

  async function refundPayment(payment: PaymentRow, refundId: string, amountFen: number, reason: string): Promise<"succeeded" | "failed"> {
    await db.insert(paymentRefunds).values({ id: refundId, paymentId: payment.id, amountFen, reason }).onConflictDoNothing();
    const answer = await provider.refund({ paymentId: payment.id, refundId, amountFen });
    await db
      .update(paymentRefunds)
      .set(answer.status === "succeeded" ? { status: "succeeded", settledAt: new Date() } : { status: "failed", reason: answer.reason ?? reason })
      .where(eq(paymentRefunds.id, refundId));
    return answer.status;
  }

  async function refundOrder(order: OrderRow, reason: string): Promise<void> {
    if (!order.paymentId) return;
    const payment = await paymentById(order.paymentId);
    if (!payment) return;
    // One refund per order: its id is the order's, so a retry asks the provider for the same refund.
    const refundId = `RF${order.orderNo}`;
    const status = await refundPayment(payment, refundId, order.paidFen, reason);
    if (status === "succeeded") await settleRefund(refundId, order.paidFen);
  }

  async function settleRefund(refundId: string, amountFen: number): Promise<void> {
    const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    const payment = refund ? await paymentById(refund.paymentId) : undefined;
    if (!refund || !payment) return;
    const order = await orderById(payment.orderId);
    // A refund of a duplicate payment is not the order's refund.
    if (!order || order.paymentId !== payment.id) return;
    await applyOrderEvent(db, { orderId: order.id, eventKey: `refund:${refundId}`, event: { type: "refund-succeeded", amountFen }, actor: system });
  }

  async function apply(notification: VerifiedNotification): Promise<string> {
    const payment = await paymentById(notification.paymentId);
    if (!payment) return "未知的支付单";
    if (notification.kind === "refund") {
      await settleRefund(notification.refundId, notification.amountFen);
      return "";
    }
    if (notification.amountFen !== payment.amountFen) return "金额与支付单不符";
    if (notification.status === "failed") {
      await db
        .update(payments)
        .set({ status: "failed", settledAt: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, "open")));
      return "";
    }
    await settleSucceeded(payment, notification.tradeNo, notification.amountFen);
    return "";
  }

  async function start(order: OrderRow, method: PaymentMethod, card: { id: number; label: string } | null, returnUrl: string) {
    // Under the order's lock: two clicks at once find or make one attempt.
    const { attempt, replaced } = await db.transaction(async (tx) => {
      await tx.select({ id: serviceOrders.id }).from(serviceOrders).where(eq(serviceOrders.id, order.id)).for("update");
      const [open] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "open")));
      if (open && open.method === method && open.bankCardId === (card?.id ?? null)) return { attempt: open, replaced: null };
      // Another method or card: the earlier attempt is closed, so only one can ever be paid.
      if (open) await tx.update(payments).set({ status: "closed" }).where(eq(payments.id, open.id));
      const [created] = await tx
        .insert(payments)
        .values({
          id: `P${randomUUID().replaceAll("-", "")}`,
          orderId: order.id,
          provider: provider.name,
          method,
          bankCardId: card?.id ?? null,
          amountFen: order.amountFen,
          checkoutUrl: "",
        })
        .returning();
      return { attempt: created as PaymentRow, replaced: open ?? null };
    });
    if (replaced) await provider.close(replaced.id);
    const checkout = await provider.createCheckout({
      paymentId: attempt.id,
      method,
      amountFen: attempt.amountFen,
      subject: order.title,
      ...(card ? { cardLabel: card.label } : {}),
      returnUrl,
      // Only the buyer pays an order (the pay call checks it): the checkout is theirs alone.
      payerMemberId: order.buyerMemberId,
    });
    if (attempt.checkoutUrl !== checkout.checkoutUrl) {
      await db.update(payments).set({ checkoutUrl: checkout.checkoutUrl, providerTradeNo: checkout.tradeNo }).where(eq(payments.id, attempt.id));
    }
    return { paymentId: attempt.id, checkoutUrl: checkout.checkoutUrl };
  }

  async function receiveNotification(headers: Record<string, string | string[] | undefined>, rawBody: string) {
    const check = provider.verifyNotification(headers, rawBody);
    if (!check.ok) {
      await db
        .insert(paymentNotifications)
        .values({ notificationId: check.notificationId || "-", outcome: "refused", reason: check.reason, body: rawBody.slice(0, 4_000) });
      log.warn({ notificationId: check.notificationId, reason: check.reason }, "payment notification refused");
      return { acknowledged: false };
    }
    const refusal = await apply(check.notification);
    await db.insert(paymentNotifications).values({
      notificationId: check.notification.notificationId,
      outcome: refusal ? "refused" : "accepted",
      reason: refusal,
      body: rawBody.slice(0, 4_000),
    });
    if (refusal) log.warn({ notificationId: check.notification.notificationId, reason: refusal }, "payment notification not applied");
    // One that can never apply (an unknown payment) is acknowledged too, or it would be resent for ever.
    return { acknowledged: true };
  }

  async function syncOrder(orderId: number): Promise<void> {
    const candidates = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["open", "failed", "closed"])));
    for (const payment of candidates) {
      const trade = await provider.query(payment.id);
      if (trade?.status === "succeeded" && trade.amountFen === payment.amountFen) await settleSucceeded(payment, trade.tradeNo, trade.amountFen);
      else if (trade?.status === "failed" && payment.status === "open") await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
    }
  }

  async function closeOpen(orderId: number): Promise<void> {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "open")));
    for (const payment of open) await provider.close(payment.id);
    if (open.length > 0) {
      await db
        .update(payments)
        .set({ status: "closed" })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "open")));
    }
  }

  async function expireUnpaid(now = new Date()): Promise<number> {
    const due = await db
      .select()
      .from(serviceOrders)
      .where(and(eq(serviceOrders.state, "pending_payment"), lt(serviceOrders.payBefore, now)))
      .limit(100);
    let expired = 0;
    for (const order of due) {
      // Close the provider's trades first, so none can be paid after the order is cancelled; a
      // payment that made it in before is settled instead.
      await closeOpen(order.id);
      await syncOrder(order.id);
      const applied = await applyOrderEvent(db, {
        orderId: order.id,
        eventKey: "expire",
        event: { type: "expire" },
        actor: system,
        note: "超时未支付，订单自动取消",
      });
      if (applied.ok && applied.changed) expired += 1;
    }
    return expired;
  }

  async function reconcile(since: Date, until: Date): Promise<ReconciliationReport> {
    const trades = await provider.settledTrades(since, until);
    const report: ReconciliationReport = { checked: trades.length, repaired: [], unknownToProvider: [], amountMismatches: [] };
    const seen = new Set<string>();
    for (const trade of trades) {
      seen.add(trade.paymentId);
      const payment = await paymentById(trade.paymentId);
      if (!payment) continue;
      if (payment.amountFen !== trade.amountFen) report.amountMismatches.push(payment.id);
      else if (payment.status !== "succeeded") {
        await settleSucceeded(payment, trade.tradeNo, trade.amountFen);
        report.repaired.push(payment.id);
      }
    }
    const ours = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, "succeeded"), gte(payments.settledAt, since), lt(payments.settledAt, until)));
    for (const payment of ours) if (!seen.has(payment.id)) report.unknownToProvider.push(payment.id);
    if (report.repaired.length + report.unknownToProvider.length + report.amountMismatches.length > 0)
      log.warn({ ...report }, "payment reconciliation found differences");
    return report;
  }

  return { start, receiveNotification, syncOrder, closeOpen, refundOrder, expireUnpaid, reconcile };
}
