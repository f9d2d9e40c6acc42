import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, isNull, lt, ne, notExists, or } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { applyOrderEvent, type OrderRow } from "../order/order-events.ts";
import { serviceOrders } from "../order/schema.ts";
import type { PaymentMethod, PaymentProvider, VerifiedNotification } from "./payment-provider.ts";
import { paymentNotifications, paymentRefunds, payments } from "./schema.ts";

type PaymentRow = typeof payments.$inferSelect;
const system = { kind: "system" as const, id: null };

/** What a settlement leaves for after its commit: a refund through the provider, or nothing. */
type AfterSettle = { kind: "none" } | { kind: "refund-order"; order: OrderRow } | { kind: "refund-duplicate"; payment: PaymentRow };

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
  /**
   * Compares a period's settled trades with our books and heals either side: a trade the provider
   * settled that we hold as pending is settled; a succeeded payment its order never took is applied
   * to it (paid, or refunded when the order was cancelled meanwhile); a refund owed but not made is
   * asked again.
   */
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
  /** Payments we had as succeeded whose order had not taken them (any period): applied to it now. */
  healed: string[];
  /** Orders owed a refund (approved, or paid after cancelling) whose refund had not gone through: asked again. */
  refundsResumed: string[];
}

export function createPayments(
  db: Database,
  provider: PaymentProvider,
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void },
): Payments {
  const paymentById = async (id: string): Promise<PaymentRow | undefined> => (await db.select().from(payments).where(eq(payments.id, id)))[0];

  /**
   * A payment the provider says succeeded: in ONE transaction, under the order's and the payment's
   * row locks, the payment is marked succeeded and the order takes its event (logged by its key
   * `pay:<payment id>`). A crash can no longer leave a succeeded payment whose order is unpaid, and
   * a notification delivered twice, or racing the query fallback, finds the event and changes nothing.
   * What needs the provider (a refund) is returned, to run after the commit.
   */
  async function settleIn(tx: Database, paymentId: string, tradeNo: string, amountFen: number): Promise<AfterSettle> {
    const [known] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!known) return { kind: "none" };
    // The order first, then the payment: the order in which `start` takes them, so the two never deadlock.
    await tx.select({ id: serviceOrders.id }).from(serviceOrders).where(eq(serviceOrders.id, known.orderId)).for("update");
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment) return { kind: "none" };
    if (payment.status !== "succeeded") {
      await tx.update(payments).set({ status: "succeeded", providerTradeNo: tradeNo, settledAt: new Date() }).where(eq(payments.id, payment.id));
    }
    const applied = await applyOrderEvent(tx, {
      orderId: payment.orderId,
      eventKey: `pay:${payment.id}`,
      event: { type: "payment-succeeded", paymentId: payment.id, amountFen },
      actor: system,
    });
    // The buyer paid twice (two attempts both completed): the order keeps the first; this one goes back.
    if (!applied.ok && applied.code === "order.paid-by-another-payment") return { kind: "refund-duplicate", payment };
    if (!applied.ok) log.warn({ paymentId: payment.id, code: applied.code }, "payment succeeded but the order refused it");
    // Paid after the order was cancelled: the domain took the money in as owed back.
    if (applied.ok && applied.effects.includes("refund-payment")) return { kind: "refund-order", order: applied.order };
    return { kind: "none" };
  }

  /** Calls to the provider never run inside a transaction: a slow provider would hold the order's lock. */
  async function afterSettle(after: AfterSettle): Promise<void> {
    if (after.kind === "refund-duplicate") await refundPayment(after.payment, `dup-${after.payment.id}`, after.payment.amountFen, "重复支付自动退款");
    if (after.kind === "refund-order") await refundOrder(after.order, "订单取消后到账，自动退款");
  }

  async function settleSucceeded(paymentId: string, tradeNo: string, amountFen: number): Promise<void> {
    await afterSettle(await db.transaction((tx) => settleIn(tx, paymentId, tradeNo, amountFen)));
  }

  /**
   * Asks the provider for a refund (idempotent by its id), then records its answer and — for the
   * order's own payment — the order's refund event in one transaction.
   */
  async function refundPayment(payment: PaymentRow, refundId: string, amountFen: number, reason: string): Promise<"succeeded" | "failed"> {
    await db.insert(paymentRefunds).values({ id: refundId, paymentId: payment.id, amountFen, reason }).onConflictDoNothing();
    const answer = await provider.refund({ paymentId: payment.id, refundId, amountFen });
    await db.transaction(async (tx) => {
      if (answer.status === "succeeded") await settleRefundIn(tx, refundId, amountFen);
      else
        await tx
          .update(paymentRefunds)
          .set({ status: "failed", reason: answer.reason ?? reason })
          // A refund that went through stays so, whatever a later retry hears.
          .where(and(eq(paymentRefunds.id, refundId), ne(paymentRefunds.status, "succeeded")));
    });
    return answer.status;
  }

  async function refundOrder(order: OrderRow, reason: string): Promise<void> {
    if (!order.paymentId) return;
    const payment = await paymentById(order.paymentId);
    if (!payment) return;
    // One refund per order: its id is the order's, so a retry asks the provider for the same refund.
    await refundPayment(payment, `RF${order.orderNo}`, order.paidFen, reason);
  }

  /** A refund the provider made: the refund row and, when it is the order's own payment, the order's event. */
  async function settleRefundIn(tx: Database, refundId: string, amountFen: number): Promise<void> {
    const [refund] = await tx
      .update(paymentRefunds)
      .set({ status: "succeeded", settledAt: new Date() })
      .where(and(eq(paymentRefunds.id, refundId), ne(paymentRefunds.status, "succeeded")))
      .returning();
    const [known] = refund ? [refund] : await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    if (!known) return;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, known.paymentId));
    const [order] = payment ? await tx.select().from(serviceOrders).where(eq(serviceOrders.id, payment.orderId)) : [];
    // A refund of a duplicate payment is not the order's refund.
    if (!payment || !order || order.paymentId !== payment.id) return;
    await applyOrderEvent(tx, { orderId: order.id, eventKey: `refund:${refundId}`, event: { type: "refund-succeeded", amountFen }, actor: system });
  }

  /** A verified notification applied: the refusal in Chinese ("" when applied) and what follows the commit. */
  async function applyIn(tx: Database, notification: VerifiedNotification): Promise<{ refusal: string; after: AfterSettle }> {
    const none = { kind: "none" } as const;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, notification.paymentId));
    if (!payment) return { refusal: "未知的支付单", after: none };
    if (notification.kind === "refund") {
      await settleRefundIn(tx, notification.refundId, notification.amountFen);
      return { refusal: "", after: none };
    }
    if (notification.amountFen !== payment.amountFen) return { refusal: "金额与支付单不符", after: none };
    if (notification.status === "failed") {
      await tx
        .update(payments)
        .set({ status: "failed", settledAt: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, "open")));
      return { refusal: "", after: none };
    }
    return { refusal: "", after: await settleIn(tx, payment.id, notification.tradeNo, notification.amountFen) };
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
    const { notification } = check;
    // The change and its audit row commit together: a notification is in our books with its effect, or not at all (and is resent).
    const { refusal, after } = await db.transaction(async (tx) => {
      const applied = await applyIn(tx, notification);
      await tx.insert(paymentNotifications).values({
        notificationId: notification.notificationId,
        outcome: applied.refusal ? "refused" : "accepted",
        reason: applied.refusal,
        body: rawBody.slice(0, 4_000),
      });
      return applied;
    });
    await afterSettle(after);
    if (refusal) log.warn({ notificationId: notification.notificationId, reason: refusal }, "payment notification not applied");
    // One that can never apply (an unknown payment) is acknowledged too, or it would be resent for ever.
    return { acknowledged: true };
  }

  /**
   * Succeeded payments their order never took — what a crash between the two writes of the old
   * settlement left, or a duplicate whose refund never started: not the order's payment, no refund.
   */
  async function untakenSucceeded(orderId?: number): Promise<PaymentRow[]> {
    const rows = await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId))
      .where(
        and(
          eq(payments.status, "succeeded"),
          orderId === undefined ? undefined : eq(payments.orderId, orderId),
          or(isNull(serviceOrders.paymentId), ne(serviceOrders.paymentId, payments.id)),
          notExists(db.select({ id: paymentRefunds.id }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, payments.id))),
        ),
      )
      .limit(100);
    return rows.map((row) => row.payment);
  }

  async function syncOrder(orderId: number): Promise<void> {
    for (const payment of await untakenSucceeded(orderId)) await settleSucceeded(payment.id, payment.providerTradeNo ?? "", payment.amountFen);
    const candidates = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["open", "failed", "closed"])));
    for (const payment of candidates) {
      const trade = await provider.query(payment.id);
      if (trade?.status === "succeeded" && trade.amountFen === payment.amountFen) await settleSucceeded(payment.id, trade.tradeNo, trade.amountFen);
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
      // payment that made it in before (or that our books hold as succeeded) is settled instead.
      await closeOpen(order.id);
      await syncOrder(order.id);
      const applied = await db.transaction(async (tx) => {
        await tx.select({ id: serviceOrders.id }).from(serviceOrders).where(eq(serviceOrders.id, order.id)).for("update");
        // Never cancel an order with money in: a succeeded payment is settled onto it, not lost with it.
        const [paid] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")))
          .limit(1);
        if (paid) return null;
        return applyOrderEvent(tx, { orderId: order.id, eventKey: "expire", event: { type: "expire" }, actor: system, note: "超时未支付，订单自动取消" });
      });
      if (applied?.ok && applied.changed) expired += 1;
    }
    return expired;
  }

  /** Orders owed a refund (decided, or paid after cancelling) whose refund has not succeeded. */
  async function refundsOwed(): Promise<OrderRow[]> {
    return db
      .select()
      .from(serviceOrders)
      .where(
        and(
          eq(serviceOrders.state, "refunding"),
          eq(serviceOrders.refundApproved, true),
          notExists(
            db
              .select({ id: paymentRefunds.id })
              .from(paymentRefunds)
              .where(and(eq(paymentRefunds.paymentId, serviceOrders.paymentId), eq(paymentRefunds.status, "succeeded"))),
          ),
        ),
      )
      .limit(100);
  }

  async function reconcile(since: Date, until: Date): Promise<ReconciliationReport> {
    const trades = await provider.settledTrades(since, until);
    const report: ReconciliationReport = { checked: trades.length, repaired: [], unknownToProvider: [], amountMismatches: [], healed: [], refundsResumed: [] };
    const seen = new Set<string>();
    for (const trade of trades) {
      seen.add(trade.paymentId);
      const payment = await paymentById(trade.paymentId);
      if (!payment) continue;
      if (payment.amountFen !== trade.amountFen) report.amountMismatches.push(payment.id);
      else if (payment.status !== "succeeded") {
        await settleSucceeded(payment.id, trade.tradeNo, trade.amountFen);
        report.repaired.push(payment.id);
      }
    }
    const ours = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, "succeeded"), gte(payments.settledAt, since), lt(payments.settledAt, until)));
    for (const payment of ours) if (!seen.has(payment.id)) report.unknownToProvider.push(payment.id);
    // Our own books against each other, whatever the period: money in that no order took.
    for (const payment of await untakenSucceeded()) {
      await settleSucceeded(payment.id, payment.providerTradeNo ?? "", payment.amountFen);
      report.healed.push(payment.id);
    }
    for (const order of await refundsOwed()) {
      await refundOrder(order, "对账补发退款");
      report.refundsResumed.push(order.orderNo);
    }
    const differences =
      report.repaired.length + report.unknownToProvider.length + report.amountMismatches.length + report.healed.length + report.refundsResumed.length;
    if (differences > 0) log.warn({ ...report }, "payment reconciliation found differences");
    return report;
  }

  return { start, receiveNotification, syncOrder, closeOpen, refundOrder, expireUnpaid, reconcile };
}
