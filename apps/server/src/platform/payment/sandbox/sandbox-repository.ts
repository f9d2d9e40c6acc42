import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import { sandboxNotifications, sandboxRefunds, sandboxTrades } from "../schema.ts";

export type TradeRow = typeof sandboxTrades.$inferSelect;
type SandboxNotificationRow = typeof sandboxNotifications.$inferSelect;

/** The choice the payer made on the checkout page that changes the trade. */
type CheckoutOutcome = "pay" | "fail";

/** Queues a notification to the merchant in the caller's transaction: it goes out once committed. */
async function queueNotificationIn(tx: Database, notifyUrl: string, payload: Record<string, unknown>): Promise<void> {
  const id = `N${randomUUID().replaceAll("-", "")}`;
  await tx.insert(sandboxNotifications).values({ id, notifyUrl, body: JSON.stringify({ notificationId: id, ...payload }) });
}

/**
 * The embedded provider's own books (what a real provider keeps on its side): trades, refunds and
 * the notifications it owes the merchant. A change that notifies the merchant queues the
 * notification in its own transaction, so it is sent exactly when the change is made.
 */
export function createSandboxRepository(db: Database) {
  return {
    async tradeOfPayment(paymentId: string): Promise<TradeRow | undefined> {
      const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.merchantPaymentId, paymentId));
      return row;
    },

    async tradeByNo(tradeNo: string): Promise<TradeRow | undefined> {
      const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
      return row;
    },

    /** A trade for a merchant payment, once: asked again, the payment's first trade stands. */
    async openTrade(values: typeof sandboxTrades.$inferInsert): Promise<void> {
      await db.insert(sandboxTrades).values(values).onConflictDoNothing();
    },

    /** Closes the payment's trade while it still waits to be paid. */
    async closeWaiting(paymentId: string): Promise<void> {
      await db
        .update(sandboxTrades)
        .set({ status: "CLOSED" })
        .where(and(eq(sandboxTrades.merchantPaymentId, paymentId), eq(sandboxTrades.status, "WAIT_PAY")));
    },

    /** Whether a merchant refund id was refunded: the refund query. */
    async refundDone(refundId: string): Promise<boolean> {
      const [done] = await db.select({ refundNo: sandboxRefunds.refundNo }).from(sandboxRefunds).where(eq(sandboxRefunds.merchantRefundId, refundId));
      return done !== undefined;
    },

    /**
     * Refunds (part of) a paid trade once per merchant refund id, under the trade's lock, and queues
     * the refund's notification: the refusal's reason, or null when refunded (now or before).
     */
    refund({ paymentId, refundId, amountFen }: { paymentId: string; refundId: string; amountFen: number }): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [trade] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.merchantPaymentId, paymentId)).for("update");
        if (trade?.status !== "SUCCESS") return "交易未支付成功，无法退款";
        const [done] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.merchantRefundId, refundId));
        if (done) return null;
        if (trade.refundedFen + amountFen > trade.amountFen) return "退款金额超过可退金额";
        await tx
          .insert(sandboxRefunds)
          .values({ refundNo: `R${randomUUID().replaceAll("-", "").slice(0, 20)}`, merchantRefundId: refundId, tradeNo: trade.tradeNo, amountFen });
        await tx
          .update(sandboxTrades)
          .set({ refundedFen: sql`${sandboxTrades.refundedFen} + ${amountFen}` })
          .where(eq(sandboxTrades.tradeNo, trade.tradeNo));
        await queueNotificationIn(tx, trade.notifyUrl, { kind: "refund", paymentId, refundId, amountFen });
        return null;
      });
    },

    /** The trades paid in a period: the statement reconciliation reads. */
    settledBetween(since: Date, until: Date): Promise<TradeRow[]> {
      return db
        .select()
        .from(sandboxTrades)
        .where(and(eq(sandboxTrades.status, "SUCCESS"), gte(sandboxTrades.paidAt, since), lt(sandboxTrades.paidAt, until)));
    },

    /**
     * The payer's choice on the checkout, under the trade's lock: a waiting trade is paid or failed
     * and its notification queued; a second click (or one after the order was cancelled) changes nothing.
     */
    async choose(tradeNo: string, outcome: CheckoutOutcome): Promise<void> {
      await db.transaction(async (tx) => {
        const [trade] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)).for("update");
        if (trade?.status !== "WAIT_PAY") return;
        const succeeded = outcome === "pay";
        await tx
          .update(sandboxTrades)
          .set({ status: succeeded ? "SUCCESS" : "FAILED", paidAt: succeeded ? new Date() : null })
          .where(eq(sandboxTrades.tradeNo, trade.tradeNo));
        await queueNotificationIn(tx, trade.notifyUrl, {
          kind: "payment",
          paymentId: trade.merchantPaymentId,
          tradeNo: trade.tradeNo,
          status: succeeded ? "succeeded" : "failed",
          amountFen: trade.amountFen,
        });
      });
    },

    /**
     * Claims the notifications due for delivery in a short transaction (SKIP LOCKED, then leased by
     * moving their next attempt to `leasedUntil`), so no lock is held while the merchant answers.
     */
    claimDue(now: Date, leasedUntil: Date, maxAttempts: number, batch: number): Promise<SandboxNotificationRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(sandboxNotifications)
          .where(and(isNull(sandboxNotifications.acknowledgedAt), lte(sandboxNotifications.nextAttemptAt, now), lt(sandboxNotifications.attempts, maxAttempts)))
          .orderBy(asc(sandboxNotifications.nextAttemptAt))
          .limit(batch)
          .for("update", { skipLocked: true });
        if (due.length > 0) {
          await tx
            .update(sandboxNotifications)
            .set({ nextAttemptAt: leasedUntil })
            .where(
              inArray(
                sandboxNotifications.id,
                due.map((n) => n.id),
              ),
            );
        }
        return due;
      });
    },

    /** A delivery's outcome: acknowledged, or the next attempt and why this one failed. */
    async recordDelivery(id: string, result: { attempts: number; acknowledgedAt: Date } | { attempts: number; nextAttemptAt: Date; lastError: string }) {
      await db
        .update(sandboxNotifications)
        .set("acknowledgedAt" in result ? { ...result, lastError: "" } : result)
        .where(eq(sandboxNotifications.id, id));
    },
  };
}
