import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import type { OrderRow } from "../order/order-events.ts";
import type { PaymentChannel, PaymentMethod, PaymentProvider, RefundAnswer } from "./payment-provider.ts";
import type { PaymentProviders } from "./payment-providers.ts";
import { createPaymentRepository, type PaymentRow, type Settlement } from "./payment-repository.ts";

/** A method the deployment does not offer (PAYMENT_PROVIDERS), said to the member. */
export class PaymentMethodUnavailableError extends Error {
  constructor() {
    super("该支付方式暂未开通，请选择其他支付方式");
  }
}

/** The member's device and address, which the provider's checkout needs. */
export interface PayerDevice {
  channel: PaymentChannel;
  clientIp: string;
  /** WeChat Pay JSAPI's payer (channel `jsapi`). */
  payerOpenid?: string;
}

/** The merchant side of payments: starting them, settling what the provider reports, refunds. */
export interface Payments {
  /** The checkout for an unpaid order; a second click gets the same open attempt, never a second charge. */
  start(
    order: OrderRow,
    method: PaymentMethod,
    card: { id: number; label: string } | null,
    returnUrl: string,
    device: PayerDevice,
  ): Promise<{ paymentId: string; checkoutUrl: string }>;
  /**
   * A provider's notification, verified and recorded, or refused and kept for audit; the answer the
   * provider expects (acknowledged, or to be sent again).
   */
  receiveNotification(
    providerName: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<{ acknowledged: boolean; answer: { status: number; contentType: string; body: string } }>;
  /** The checkout of the order's open attempt by this method on this channel (JSAPI's `prepay_id=…`); null when there is none. */
  openCheckout(orderId: number, method: PaymentMethod, channel: PaymentChannel): Promise<string | null>;
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
  /**
   * A payment confirmed by our own staff (对公转账's receipt): settled exactly as a provider's
   * notification settles it, in one transaction with `record`, which writes the proof first and
   * answers false when it was already written (then nothing is settled again). True when this call settled it.
   */
  confirmReceived(paymentId: string, tradeNo: string, amountFen: number, record: (tx: Database) => Promise<boolean>): Promise<boolean>;
  /**
   * A refund our own staff made (对公转账 back to the payer): recorded as a provider's refund answer
   * `succeeded`, in one transaction with `record` (false: already recorded, nothing changes).
   */
  refundMade(refundId: string, record: (tx: Database) => Promise<boolean>): Promise<boolean>;
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
  providers: PaymentProviders,
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void },
): Payments {
  const books = createPaymentRepository(db);

  /** The provider that took a payment; null (logged) when the deployment no longer configures it. */
  function providerOf(payment: Pick<PaymentRow, "id" | "provider">): PaymentProvider | null {
    const provider = providers.byName(payment.provider);
    if (!provider) log.warn({ paymentId: payment.id, provider: payment.provider }, "payment's provider is not configured (PAYMENT_PROVIDERS)");
    return provider ?? null;
  }

  /** Calls to the provider never run inside a transaction: a slow provider would hold the order's lock. */
  async function afterSettle(after: Settlement): Promise<void> {
    if (after.kind === "refused-by-order") log.warn({ paymentId: after.paymentId, code: after.code }, "payment succeeded but the order refused it");
    if (after.kind === "refund-duplicate") await refundPayment(after.payment, `DUP${after.payment.id}`, after.payment.amountFen, "重复支付自动退款");
    if (after.kind === "refund-order") await refundOrder(after.order, "订单取消后到账，自动退款");
  }

  async function settleSucceeded(paymentId: string, tradeNo: string, amountFen: number): Promise<void> {
    await afterSettle(await books.settleSucceeded(paymentId, tradeNo, amountFen));
  }

  /**
   * Asks the provider for a refund (idempotent by its id), then records its answer and — for the
   * order's own payment — the order's refund event in one transaction.
   */
  async function refundPayment(payment: PaymentRow, refundId: string, amountFen: number, reason: string): Promise<RefundAnswer["status"]> {
    await books.requestRefund({ id: refundId, paymentId: payment.id, amountFen, reason });
    const provider = providerOf(payment);
    if (!provider) return "processing";
    // A refund already asked is first looked up: its outcome may have come without a notification.
    const known = await provider.queryRefund({ paymentId: payment.id, refundId });
    const answer =
      known && known.status !== "failed" ? known : await provider.refund({ paymentId: payment.id, refundId, amountFen, paidFen: payment.amountFen, reason });
    // `processing`: the provider's refund notification (or the next reconciliation) settles it.
    if (answer.status !== "processing") await books.recordRefundAnswer(refundId, { status: answer.status, reason: answer.reason ?? reason });
    return answer.status;
  }

  async function refundOrder(order: OrderRow, reason: string): Promise<void> {
    if (!order.paymentId) return;
    const payment = await books.byId(order.paymentId);
    if (!payment) return;
    // One refund per order: its id is the order's, so a retry asks the provider for the same refund.
    await refundPayment(payment, `RF${order.orderNo}`, order.paidFen, reason);
  }

  async function start(order: OrderRow, method: PaymentMethod, card: { id: number; label: string } | null, returnUrl: string, device: PayerDevice) {
    const provider = providers.forMethod(method);
    if (!provider) throw new PaymentMethodUnavailableError();
    const { attempt, replaced } = await books.openAttempt(order, {
      id: `P${randomUUID().replaceAll("-", "")}`,
      provider: provider.name,
      method,
      bankCardId: card?.id ?? null,
      // A transfer is made at the bank, not on the member's device: a phone and a PC see the one attempt (and reference).
      channel: method === "bank_transfer" ? "pc" : device.channel,
    });
    if (replaced) await providerOf(replaced)?.close(replaced.id);
    const checkout = await provider.createCheckout({
      paymentId: attempt.id,
      orderNo: order.orderNo,
      method,
      amountFen: attempt.amountFen,
      subject: order.title,
      ...(card ? { cardLabel: card.label } : {}),
      returnUrl,
      payBefore: order.payBefore,
      channel: device.channel,
      clientIp: device.clientIp,
      ...(device.payerOpenid ? { payerOpenid: device.payerOpenid } : {}),
      // Only the buyer pays an order (the pay call checks it): the checkout is theirs alone.
      payerMemberId: order.buyerMemberId,
    });
    if (attempt.checkoutUrl !== checkout.checkoutUrl) await books.setCheckout(attempt.id, checkout.checkoutUrl, checkout.tradeNo);
    return { paymentId: attempt.id, checkoutUrl: checkout.checkoutUrl };
  }

  async function receiveNotification(providerName: string, headers: Record<string, string | string[] | undefined>, rawBody: string) {
    const provider = providers.byName(providerName);
    if (!provider) throw new Error(`no payment provider ${providerName} configured`);
    const check = provider.verifyNotification(headers, rawBody);
    if (!check.ok) {
      await books.recordRefusedNotification(check.notificationId, check.reason, rawBody);
      log.warn({ provider: providerName, notificationId: check.notificationId, reason: check.reason }, "payment notification refused");
      return { acknowledged: false, answer: provider.notificationAnswer(false) };
    }
    const { notification } = check;
    const { refusal, after } = await books.recordNotification(notification, rawBody);
    await afterSettle(after);
    if (refusal) log.warn({ provider: providerName, notificationId: notification.notificationId, reason: refusal }, "payment notification not applied");
    // One that can never apply (an unknown payment) is acknowledged too, or it would be resent for ever.
    return { acknowledged: true, answer: provider.notificationAnswer(true) };
  }

  async function syncOrder(orderId: number): Promise<void> {
    for (const payment of await books.untakenSucceeded(orderId)) await settleSucceeded(payment.id, payment.providerTradeNo ?? "", payment.amountFen);
    for (const payment of await books.unsettledAttempts(orderId)) {
      const trade = await providerOf(payment)?.query(payment.id);
      if (trade?.status === "succeeded" && trade.amountFen === payment.amountFen) await settleSucceeded(payment.id, trade.tradeNo, trade.amountFen);
      else if (trade?.status === "failed" && payment.status === "open") await books.markFailed(payment.id);
    }
  }

  async function openCheckout(orderId: number, method: PaymentMethod, channel: PaymentChannel): Promise<string | null> {
    const open = (await books.openAttemptsOf(orderId)).find((payment) => payment.method === method && payment.channel === channel);
    return open?.checkoutUrl || null;
  }

  async function closeOpen(orderId: number): Promise<void> {
    const open = await books.openAttemptsOf(orderId);
    for (const payment of open) await providerOf(payment)?.close(payment.id);
    if (open.length > 0) await books.closeOpenAttempts(orderId);
  }

  async function expireUnpaid(now = new Date()): Promise<number> {
    let expired = 0;
    for (const order of await books.dueUnpaid(now)) {
      // Close the provider's trades first, so none can be paid after the order is cancelled; a
      // payment that made it in before (or that our books hold as succeeded) is settled instead.
      await closeOpen(order.id);
      await syncOrder(order.id);
      const applied = await books.expireUnlessPaid(order.id, "超时未支付，订单自动取消");
      if (applied?.ok && applied.changed) expired += 1;
    }
    return expired;
  }

  async function reconcile(since: Date, until: Date): Promise<ReconciliationReport> {
    const statements = await Promise.all(providers.all.map(async (provider) => ({ provider, ...(await provider.settledTrades(since, until)) })));
    const trades = statements.flatMap((statement) => statement.trades);
    const report: ReconciliationReport = { checked: trades.length, repaired: [], unknownToProvider: [], amountMismatches: [], healed: [], refundsResumed: [] };
    const seen = new Set<string>();
    for (const trade of trades) {
      seen.add(trade.paymentId);
      const payment = await books.byId(trade.paymentId);
      if (!payment) continue;
      if (payment.amountFen !== trade.amountFen) report.amountMismatches.push(payment.id);
      else if (payment.status !== "succeeded") {
        await settleSucceeded(payment.id, trade.tradeNo, trade.amountFen);
        report.repaired.push(payment.id);
      }
    }
    // Only what each provider's statement covers: a payment of a day whose bill is not out yet is not missing.
    for (const { provider, coveredUntil } of statements)
      if (coveredUntil > since)
        for (const id of await books.succeededBetween(since, coveredUntil, provider.name)) if (!seen.has(id)) report.unknownToProvider.push(id);
    // Our own books against each other, whatever the period: money in that no order took.
    for (const payment of await books.untakenSucceeded()) {
      await settleSucceeded(payment.id, payment.providerTradeNo ?? "", payment.amountFen);
      report.healed.push(payment.id);
    }
    for (const order of await books.refundsOwed()) {
      await refundOrder(order, "对账补发退款");
      report.refundsResumed.push(order.orderNo);
    }
    const differences =
      report.repaired.length + report.unknownToProvider.length + report.amountMismatches.length + report.healed.length + report.refundsResumed.length;
    if (differences > 0) log.warn({ ...report }, "payment reconciliation found differences");
    return report;
  }

  async function confirmReceived(paymentId: string, tradeNo: string, amountFen: number, record: (tx: Database) => Promise<boolean>): Promise<boolean> {
    let recorded = false;
    const after = await books.settleSucceeded(paymentId, tradeNo, amountFen, async (tx) => {
      recorded = await record(tx);
      return recorded;
    });
    await afterSettle(after);
    return recorded;
  }

  async function refundMade(refundId: string, record: (tx: Database) => Promise<boolean>): Promise<boolean> {
    let recorded = false;
    await books.recordRefundAnswer(refundId, { status: "succeeded", reason: "" }, async (tx) => {
      recorded = await record(tx);
      return recorded;
    });
    return recorded;
  }

  return { start, openCheckout, receiveNotification, syncOrder, closeOpen, refundOrder, expireUnpaid, reconcile, confirmReceived, refundMade };
}
