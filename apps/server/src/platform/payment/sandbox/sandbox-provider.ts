import { randomUUID } from "node:crypto";
import { paymentProviderPaths } from "@cidp/api-client/contract";
import type { Database } from "../../../db/database.ts";
import type { CheckoutRequest, NotificationCheck, PaymentProvider, ProviderTrade } from "../payment-provider.ts";
import { createSandboxRepository, type TradeRow } from "./sandbox-repository.ts";
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

const statusOf: Record<string, ProviderTrade["status"]> = { WAIT_PAY: "waiting", SUCCESS: "succeeded", FAILED: "failed", CLOSED: "closed" };
const tradeView = (row: TradeRow): ProviderTrade => ({
  paymentId: row.merchantPaymentId,
  tradeNo: row.tradeNo,
  status: statusOf[row.status] ?? "waiting",
  amountFen: row.amountFen,
  refundedFen: row.refundedFen,
});

/**
 * The embedded payment provider: keeps its own books in the sandbox_* tables, shows a checkout
 * page where the buyer chooses pay / fail / cancel (sandbox-checkout.ts), and notifies the services
 * asynchronously with signed, retried notifications (sandbox-notifier.ts). No money moves.
 */
export function createSandboxProvider({ db, secret, notifyUrl, now = () => new Date() }: SandboxOptions): PaymentProvider {
  const books = createSandboxRepository(db);
  return {
    name: "sandbox",
    async createCheckout(request: CheckoutRequest) {
      const tradeNo = `SBX${Date.now()}${randomUUID().slice(0, 8)}`;
      await books.openTrade({
        tradeNo,
        merchantPaymentId: request.paymentId,
        method: request.method,
        subject: request.subject,
        amountFen: request.amountFen,
        cardLabel: request.cardLabel ?? "",
        payerMemberId: request.payerMemberId,
        notifyUrl,
        returnUrl: request.returnUrl,
      });
      const trade = await books.tradeOfPayment(request.paymentId);
      if (!trade) throw new Error(`sandbox trade for ${request.paymentId} missing after insert`);
      return { tradeNo: trade.tradeNo, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${trade.tradeNo}` };
    },
    async query(paymentId) {
      const trade = await books.tradeOfPayment(paymentId);
      return trade ? tradeView(trade) : null;
    },
    async close(paymentId) {
      await books.closeWaiting(paymentId);
    },
    async refund(request) {
      const refusal = await books.refund(request);
      return refusal === null ? { status: "succeeded" as const } : { status: "failed" as const, reason: refusal };
    },
    async queryRefund({ refundId }) {
      return (await books.refundDone(refundId)) ? { status: "succeeded" as const } : null;
    },
    notificationAnswer(acknowledged) {
      return { status: acknowledged ? 200 : 400, contentType: "text/plain; charset=utf-8", body: acknowledged ? "success" : "fail" };
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
            status: "succeeded",
          },
        };
      }
      return { ok: false, reason: "未知的通知类型", notificationId };
    },
    async settledTrades(since, until) {
      return { trades: (await books.settledBetween(since, until)).map(tradeView), coveredUntil: until };
    },
  };
}
