import { and, eq, gte, inArray, isNull, lt, ne, notExists, or } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type AppliedEvent, applyOrderEvent, type OrderRow } from "../order/order-events.ts";
import { serviceOrders } from "../order/schema.ts";
import type { PaymentChannel, PaymentMethod, VerifiedNotification } from "./payment-provider.ts";
import { paymentNotifications, paymentRefunds, payments } from "./schema.ts";

export type PaymentRow = typeof payments.$inferSelect;

const system = { kind: "system" as const, id: null };
/** How many rows one round of the background work looks at. */
const ROUND = 100;
/** The audit copy of a notification keeps its start only. */
const AUDITED_BODY = 4_000;

/**
 * What a settlement leaves for after its commit (calls to the provider never run inside a
 * transaction): a refund through the provider, a refusal to write to the log, or nothing.
 */
export type Settlement =
  | { kind: "none" }
  | { kind: "refused-by-order"; paymentId: string; code: string }
  | { kind: "refund-order"; order: OrderRow }
  | { kind: "refund-duplicate"; payment: PaymentRow };

const NOTHING: Settlement = { kind: "none" };

/**
 * A payment the provider says succeeded: in ONE transaction, under the order's and the payment's
 * row locks, the payment is marked succeeded and the order takes its event (logged by its key
 * `pay:<payment id>`). A crash can no longer leave a succeeded payment whose order is unpaid, and
 * a notification delivered twice, or racing the query fallback, finds the event and changes nothing.
 */
async function settleIn(tx: Database, paymentId: string, tradeNo: string, amountFen: number): Promise<Settlement> {
  const [known] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (!known) return NOTHING;
  // The order first, then the payment: the order in which `openAttempt` takes them, so the two never deadlock.
  await lockOrder(tx, known.orderId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!payment) return NOTHING;
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
  if (!applied.ok) return { kind: "refused-by-order", paymentId: payment.id, code: applied.code };
  // Paid after the order was cancelled: the domain took the money in as owed back.
  if (applied.effects.includes("refund-payment")) return { kind: "refund-order", order: applied.order };
  return NOTHING;
}

/**
 * A refund the provider made: the refund row and, when it is the order's own payment, the order's
 * event — for the amount we asked, which our row keeps (Alipay's notification carries the trade's
 * refunds so far, not this refund's).
 */
async function settleRefundIn(tx: Database, refundId: string): Promise<void> {
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
  await applyOrderEvent(tx, {
    orderId: order.id,
    eventKey: `refund:${refundId}`,
    event: { type: "refund-succeeded", amountFen: known.amountFen },
    actor: system,
  });
}

/** A verified notification applied: the refusal in Chinese ("" when applied) and what follows the commit. */
async function applyNotificationIn(tx: Database, notification: VerifiedNotification): Promise<{ refusal: string; after: Settlement }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, notification.paymentId));
  if (!payment) return { refusal: "未知的支付单", after: NOTHING };
  if (notification.kind === "refund") {
    if (notification.status === "succeeded") await settleRefundIn(tx, notification.refundId);
    else
      await tx
        .update(paymentRefunds)
        .set({ status: "failed", reason: "退款未成功（支付机构通知）" })
        .where(and(eq(paymentRefunds.id, notification.refundId), ne(paymentRefunds.status, "succeeded")));
    return { refusal: "", after: NOTHING };
  }
  if (notification.amountFen !== payment.amountFen) return { refusal: "金额与支付单不符", after: NOTHING };
  if (notification.status === "failed") {
    await markFailedIn(tx, payment.id, new Date());
    return { refusal: "", after: NOTHING };
  }
  return { refusal: "", after: await settleIn(tx, payment.id, notification.tradeNo, notification.amountFen) };
}

/** Serialises the payment work of one order (attempts, settlement, expiry) on the order's row. */
async function lockOrder(tx: Database, orderId: number): Promise<void> {
  await tx.select({ id: serviceOrders.id }).from(serviceOrders).where(eq(serviceOrders.id, orderId)).for("update");
}

/** An open attempt the provider reported failed (`settledAt` when the report says so). */
async function markFailedIn(tx: Database, paymentId: string, settledAt: Date | null): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "failed", ...(settledAt ? { settledAt } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "open")));
}

/**
 * The payments' books: attempts, their settlement together with the order's event, refunds and the
 * notifications' audit. Each multi-write save is one transaction; what needs the provider is
 * returned for the caller to do after the commit.
 */
export function createPaymentRepository(db: Database) {
  return {
    async byId(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /**
     * The open attempt of an order for this method, card and device, or a new one (closing an open
     * attempt of another method, card or device, so only one can ever be paid: a provider's trade
     * number opens one kind of checkout only). Under the order's lock: two clicks
     * at once find or make one attempt.
     */
    openAttempt(
      order: OrderRow,
      attempt: { id: string; provider: string; method: PaymentMethod; bankCardId: number | null; channel: PaymentChannel },
    ): Promise<{ attempt: PaymentRow; replaced: PaymentRow | null }> {
      return db.transaction(async (tx) => {
        await lockOrder(tx, order.id);
        const [open] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, "open")));
        const sameCheckout = open && open.method === attempt.method && open.bankCardId === attempt.bankCardId && open.channel === attempt.channel;
        if (open && sameCheckout) return { attempt: open, replaced: null };
        if (open) await tx.update(payments).set({ status: "closed" }).where(eq(payments.id, open.id));
        const [created] = await tx
          .insert(payments)
          .values({ ...attempt, orderId: order.id, amountFen: order.amountFen, checkoutUrl: "" })
          .returning();
        if (!created) throw new Error("payment insert returned nothing");
        return { attempt: created, replaced: open ?? null };
      });
    },

    async setCheckout(paymentId: string, checkoutUrl: string, tradeNo: string): Promise<void> {
      await db.update(payments).set({ checkoutUrl, providerTradeNo: tradeNo }).where(eq(payments.id, paymentId));
    },

    /**
     * A succeeded payment settled. `alongside` writes the record that proves it (对公转账's receipt)
     * in the same transaction, first: when it answers false (already recorded by another), nothing
     * is settled a second time.
     */
    settleSucceeded(paymentId: string, tradeNo: string, amountFen: number, alongside?: (tx: Database) => Promise<boolean>): Promise<Settlement> {
      return db.transaction(async (tx) => {
        if (alongside && !(await alongside(tx))) return NOTHING;
        return settleIn(tx, paymentId, tradeNo, amountFen);
      });
    },

    /** A verified notification's effect and its audit row, together: in our books with its effect, or not at all (and resent). */
    recordNotification(notification: VerifiedNotification, rawBody: string): Promise<{ refusal: string; after: Settlement }> {
      return db.transaction(async (tx) => {
        const applied = await applyNotificationIn(tx, notification);
        await tx.insert(paymentNotifications).values({
          notificationId: notification.notificationId,
          outcome: applied.refusal ? "refused" : "accepted",
          reason: applied.refusal,
          body: rawBody.slice(0, AUDITED_BODY),
        });
        return applied;
      });
    },

    /** A notification whose signature or freshness failed, kept for audit. */
    async recordRefusedNotification(notificationId: string, reason: string, rawBody: string): Promise<void> {
      await db.insert(paymentNotifications).values({ notificationId: notificationId || "-", outcome: "refused", reason, body: rawBody.slice(0, AUDITED_BODY) });
    },

    /** The refund asked of the provider, once per refund id. */
    async requestRefund(refund: { id: string; paymentId: string; amountFen: number; reason: string }): Promise<void> {
      await db.insert(paymentRefunds).values(refund).onConflictDoNothing();
    },

    /**
     * The provider's answer to a refund: a made refund with the order's event in one transaction, or
     * the failure's reason. `alongside` writes the record that proves it (finance's transfer back) in
     * the same transaction, first: when it answers false, nothing is recorded.
     */
    recordRefundAnswer(
      refundId: string,
      answer: { status: "succeeded" | "failed"; reason: string },
      alongside?: (tx: Database) => Promise<boolean>,
    ): Promise<void> {
      return db.transaction(async (tx) => {
        if (alongside && !(await alongside(tx))) return;
        if (answer.status === "succeeded") await settleRefundIn(tx, refundId);
        else
          await tx
            .update(paymentRefunds)
            .set({ status: "failed", reason: answer.reason })
            // A refund that went through stays so, whatever a later retry hears.
            .where(and(eq(paymentRefunds.id, refundId), ne(paymentRefunds.status, "succeeded")));
      });
    },

    /**
     * Succeeded payments their order never took — what a crash between the two writes of the old
     * settlement left, or a duplicate whose refund never started: not the order's payment, no refund.
     */
    async untakenSucceeded(orderId?: number): Promise<PaymentRow[]> {
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
        .limit(ROUND);
      return rows.map((row) => row.payment);
    },

    /** The attempts of an order the provider may still have settled: open, or given up on by us. */
    unsettledAttempts(orderId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["open", "failed", "closed"])));
    },

    markFailed(paymentId: string): Promise<void> {
      return markFailedIn(db, paymentId, null);
    },

    openAttemptsOf(orderId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "open")));
    },

    async closeOpenAttempts(orderId: number): Promise<void> {
      await db
        .update(payments)
        .set({ status: "closed" })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "open")));
    },

    /** Orders still waiting for payment after their time to pay. */
    dueUnpaid(now: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(serviceOrders)
        .where(and(eq(serviceOrders.state, "pending_payment"), lt(serviceOrders.payBefore, now)))
        .limit(ROUND);
    },

    /**
     * Cancels an unpaid order (its `expire` event) under its lock — unless a payment of it has
     * succeeded: money in is settled onto the order, never lost with it (null then).
     */
    expireUnlessPaid(orderId: number, note: string): Promise<AppliedEvent | null> {
      return db.transaction(async (tx) => {
        await lockOrder(tx, orderId);
        const [paid] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")))
          .limit(1);
        if (paid) return null;
        return applyOrderEvent(tx, { orderId, eventKey: "expire", event: { type: "expire" }, actor: system, note });
      });
    },

    /** Orders owed a refund (decided, or paid after cancelling) whose refund has not succeeded. */
    refundsOwed(): Promise<OrderRow[]> {
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
        .limit(ROUND);
    },

    /** The payments we hold as succeeded with a settlement in a period. */
    /** The payments a provider settled in a period, by our books. */
    async succeededBetween(since: Date, until: Date, provider: string): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, "succeeded"), eq(payments.provider, provider), gte(payments.settledAt, since), lt(payments.settledAt, until)));
      return rows.map((row) => row.id);
    },
  };
}
