import { randomUUID } from "node:crypto";
import { paymentProviderPaths } from "@cidp/api-client/contract";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import type { CheckoutRequest, NotificationCheck, PaymentProvider, ProviderTrade } from "../payment-provider.ts";
import { sandboxNotifications, sandboxRefunds, sandboxTrades } from "../schema.ts";
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from "./sandbox-signature.ts";

/** Where the sandbox's checkout pages are served (through the portal's /api proxy as well). */
export const SANDBOX_CHECKOUT_PATH = paymentProviderPaths.sandboxCheckout;

export interface SandboxOptions {
  db: Database;
  /** The key both sides sign notifications with (derived from the services' secret). */
  secret: Uint8Array;
  /** Where the sandbox delivers notifications: the services' notify route. */
  notifyUrl: string;
  now?: () => Date;
}

type TradeRow = typeof sandboxTrades.$inferSelect;

const statusOf: Record<string, ProviderTrade["status"]> = { WAIT_PAY: "waiting", SUCCESS: "succeeded", FAILED: "failed", CLOSED: "closed" };
const tradeView = (row: TradeRow): ProviderTrade => ({
  paymentId: row.merchantPaymentId,
  tradeNo: row.tradeNo,
  status: statusOf[row.status] ?? "waiting",
  amountFen: row.amountFen,
  refundedFen: row.refundedFen,
});

/** Queues a notification to the merchant in the caller's transaction: it goes out once committed. */
export async function queueSandboxNotification(tx: Pick<Database, "insert">, notifyUrl: string, payload: Record<string, unknown>): Promise<void> {
  const id = `N${randomUUID().replaceAll("-", "")}`;
  await tx.insert(sandboxNotifications).values({ id, notifyUrl, body: JSON.stringify({ notificationId: id, ...payload }) });
}

/**
 * The embedded payment provider: keeps its own books in the sandbox_* tables, shows a checkout
 * page where the buyer chooses pay / fail / cancel (sandbox-checkout.ts), and notifies the services
 * asynchronously with signed, retried notifications (sandbox-notifier.ts). No money moves.
 */
export function createSandboxProvider({ db, secret, notifyUrl, now = () => new Date() }: SandboxOptions): PaymentProvider {
  const tradeOf = async (paymentId: string) => (await db.select().from(sandboxTrades).where(eq(sandboxTrades.merchantPaymentId, paymentId)))[0];
  return {
    name: "sandbox",
    async createCheckout(request: CheckoutRequest) {
      const tradeNo = `SBX${Date.now()}${randomUUID().slice(0, 8)}`;
      await db
        .insert(sandboxTrades)
        .values({
          tradeNo,
          merchantPaymentId: request.paymentId,
          method: request.method,
          subject: request.subject,
          amountFen: request.amountFen,
          cardLabel: request.cardLabel ?? "",
          payerMemberId: request.payerMemberId,
          notifyUrl,
          returnUrl: request.returnUrl,
        })
        .onConflictDoNothing();
      const trade = await tradeOf(request.paymentId);
      if (!trade) throw new Error(`sandbox trade for ${request.paymentId} missing after insert`);
      return { tradeNo: trade.tradeNo, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${trade.tradeNo}` };
    },
    async query(paymentId) {
      const trade = await tradeOf(paymentId);
      return trade ? tradeView(trade) : null;
    },
    async close(paymentId) {
      await db
        .update(sandboxTrades)
        .set({ status: "CLOSED" })
        .where(and(eq(sandboxTrades.merchantPaymentId, paymentId), eq(sandboxTrades.status, "WAIT_PAY")));
    },
    async refund({ paymentId, refundId, amountFen }) {
      return db.transaction(async (tx) => {
        const [trade] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.merchantPaymentId, paymentId)).for("update");
        if (trade?.status !== "SUCCESS") return { status: "failed" as const, reason: "交易未支付成功，无法退款" };
        const [done] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.merchantRefundId, refundId));
        if (done) return { status: "succeeded" as const };
        if (trade.refundedFen + amountFen > trade.amountFen) return { status: "failed" as const, reason: "退款金额超过可退金额" };
        await tx
          .insert(sandboxRefunds)
          .values({ refundNo: `R${randomUUID().replaceAll("-", "").slice(0, 20)}`, merchantRefundId: refundId, tradeNo: trade.tradeNo, amountFen });
        await tx
          .update(sandboxTrades)
          .set({ refundedFen: sql`${sandboxTrades.refundedFen} + ${amountFen}` })
          .where(eq(sandboxTrades.tradeNo, trade.tradeNo));
        await queueSandboxNotification(tx, trade.notifyUrl, { kind: "refund", paymentId, refundId, amountFen });
        return { status: "succeeded" as const };
      });
    },
    verifyNotification(headers, rawBody): NotificationCheck {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      let notificationId = "";
      try {
        notificationId = String((JSON.parse(rawBody) as { notificationId?: unknown }).notificationId ?? "").slice(0, 64);
      } catch {
        return { ok: false, reason: "通知内容不是 JSON", notificationId };
      }
      const signature = verifySandboxSignature(secret, Array.isArray(header) ? header[0] : header, rawBody, now());
      if (!signature.ok) return { ok: false, reason: signature.reason, notificationId };
      const body = JSON.parse(rawBody) as Record<string, unknown>;
      if (body.kind === "payment" && (body.status === "succeeded" || body.status === "failed")) {
        return {
          ok: true,
          notification: {
            notificationId,
            kind: "payment",
            paymentId: String(body.paymentId),
            tradeNo: String(body.tradeNo),
            status: body.status,
            amountFen: Number(body.amountFen),
          },
        };
      }
      if (body.kind === "refund") {
        return {
          ok: true,
          notification: {
            notificationId,
            kind: "refund",
            paymentId: String(body.paymentId),
            refundId: String(body.refundId),
            amountFen: Number(body.amountFen),
          },
        };
      }
      return { ok: false, reason: "未知的通知类型", notificationId };
    },
    async settledTrades(since, until) {
      const rows = await db
        .select()
        .from(sandboxTrades)
        .where(and(eq(sandboxTrades.status, "SUCCESS"), gte(sandboxTrades.paidAt, since), lt(sandboxTrades.paidAt, until)));
      return rows.map(tradeView);
    },
  };
}
