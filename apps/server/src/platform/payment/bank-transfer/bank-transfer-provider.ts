import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/database.ts";
import type { PaymentProvider, ProviderTrade, RefundAnswer } from "../payment-provider.ts";
import { bankTransferCheckouts, bankTransferReceipts, bankTransferRefunds } from "../schema.ts";
import { newTransferReference } from "./bank-transfer-reference.ts";

/** The portal's page that shows the collection account and the payment's reference. */
export const BANK_TRANSFER_PAGE_PATH = "/user/pay/bank-transfer";

/** The provider's name, in PAYMENT_PROVIDERS and on its payments' rows. */
export const BANK_TRANSFER_PROVIDER = "bank_transfer";

/** A reference is random: a second draw after a collision, which at 8.5e11 codes never needs a third. */
const REFERENCE_DRAWS = 3;

/**
 * 对公转账 as a provider: the member transfers from their company's account to the platform's with
 * the payment's reference in the 附言, and finance confirms the receipt in the back office
 * (bank-transfer-books.ts) — that confirmation is this provider's "settled trade". There are no
 * notifications: the confirmation settles the payment itself, through the payments' one settlement.
 * Refunds are tasks for finance, who transfer the money back and mark them done.
 */
export function createBankTransferProvider(db: Database): PaymentProvider {
  async function trade(paymentId: string): Promise<ProviderTrade | null> {
    const [row] = await db
      .select({ checkout: bankTransferCheckouts, receipt: bankTransferReceipts })
      .from(bankTransferCheckouts)
      .leftJoin(bankTransferReceipts, eq(bankTransferReceipts.paymentId, bankTransferCheckouts.paymentId))
      .where(eq(bankTransferCheckouts.paymentId, paymentId));
    if (!row) return null;
    const [refunded] = await db
      .select({ fen: sql<string>`coalesce(sum(${bankTransferRefunds.amountFen}), 0)` })
      .from(bankTransferRefunds)
      .where(and(eq(bankTransferRefunds.paymentId, paymentId), eq(bankTransferRefunds.status, "succeeded")));
    const { checkout, receipt } = row;
    return {
      paymentId,
      tradeNo: receipt?.bankSerial ?? "",
      status: receipt ? "succeeded" : checkout.closedAt ? "closed" : "waiting",
      amountFen: receipt?.amountFen ?? checkout.amountFen,
      refundedFen: Number(refunded?.fen ?? 0),
    };
  }

  async function refundOf(refundId: string): Promise<RefundAnswer | null> {
    const [row] = await db.select({ status: bankTransferRefunds.status }).from(bankTransferRefunds).where(eq(bankTransferRefunds.refundId, refundId));
    if (!row) return null;
    return { status: row.status === "succeeded" ? "succeeded" : "processing" };
  }

  return {
    name: BANK_TRANSFER_PROVIDER,

    async createCheckout(request) {
      for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
        const [made] = await db
          .insert(bankTransferCheckouts)
          .values({
            paymentId: request.paymentId,
            reference: newTransferReference(),
            amountFen: request.amountFen,
            subject: request.subject.slice(0, 200),
            payerMemberId: request.payerMemberId,
          })
          .onConflictDoNothing()
          .returning();
        const [known] = made ? [made] : await db.select().from(bankTransferCheckouts).where(eq(bankTransferCheckouts.paymentId, request.paymentId));
        if (known) return { tradeNo: "", checkoutUrl: `${BANK_TRANSFER_PAGE_PATH}?${new URLSearchParams({ orderNo: request.orderNo }).toString()}` };
      }
      throw new Error("no free bank transfer reference after several draws");
    },

    query: trade,

    // Nothing to close at a bank: the attempt is marked, and money that still arrives is confirmed and refunded.
    async close(paymentId) {
      await db.update(bankTransferCheckouts).set({ closedAt: new Date() }).where(eq(bankTransferCheckouts.paymentId, paymentId));
    },

    // A task for finance, once per refund id; its outcome is finance's 标记已退款.
    async refund(request) {
      await db
        .insert(bankTransferRefunds)
        .values({ refundId: request.refundId, paymentId: request.paymentId, amountFen: request.amountFen, reason: request.reason.slice(0, 200) })
        .onConflictDoNothing();
      return (await refundOf(request.refundId)) ?? { status: "processing" };
    },

    queryRefund: ({ refundId }) => refundOf(refundId),

    verifyNotification: () => ({ ok: false, reason: "对公转账没有支付机构通知：到账由财务在运营后台确认", notificationId: "" }),

    notificationAnswer: (acknowledged) => ({
      status: acknowledged ? 200 : 404,
      contentType: "text/plain; charset=utf-8",
      body: acknowledged ? "ok" : "not found",
    }),

    // Our own books are the statement, complete at once: every receipt finance confirmed in the period.
    async settledTrades(since, until) {
      const rows = await db
        .select({ paymentId: bankTransferReceipts.paymentId })
        .from(bankTransferReceipts)
        .where(and(gte(bankTransferReceipts.confirmedAt, since), lt(bankTransferReceipts.confirmedAt, until)));
      const trades = await Promise.all(rows.map((row) => trade(row.paymentId)));
      return { trades: trades.filter((found): found is ProviderTrade => found !== null), coveredUntil: until };
    },
  };
}
