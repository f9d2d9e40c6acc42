/**
 * What the services need of a payment provider. The embedded sandbox (sandbox/) implements it by
 * default; production adapters (WeChat Pay v3, Alipay, UnionPay 快捷支付) implement the same
 * interface and are chosen by configuration (`PAYMENT_PROVIDER`), never by code change.
 */

export type PaymentMethod = "bank_card" | "wechat" | "alipay";

export interface CheckoutRequest {
  /** Our payment id: the provider's merchant order number, unique per attempt. */
  paymentId: string;
  method: PaymentMethod;
  amountFen: number;
  subject: string;
  /** For 快捷支付: the bound card's label shown on the checkout page (bank and last digits). */
  cardLabel?: string;
  /** Where the buyer's browser goes after paying (our pay/success page). */
  returnUrl: string;
  /**
   * The member who pays (the order's buyer): the checkout is bound to them, as a real provider binds
   * its checkout to the payer (WeChat Pay's payer, the Alipay account that logs in). Nobody else pays or cancels it.
   */
  payerMemberId: number;
}

/** The provider's view of a payment, for the query fallback and reconciliation. */
export interface ProviderTrade {
  paymentId: string;
  tradeNo: string;
  status: "waiting" | "succeeded" | "failed" | "closed";
  amountFen: number;
  refundedFen: number;
}

/** A notification whose signature the provider verified: what happened to which payment. */
export type VerifiedNotification =
  | { notificationId: string; kind: "payment"; paymentId: string; tradeNo: string; status: "succeeded" | "failed"; amountFen: number }
  | { notificationId: string; kind: "refund"; paymentId: string; refundId: string; amountFen: number };

export type NotificationCheck = { ok: true; notification: VerifiedNotification } | { ok: false; reason: string; notificationId: string };

export interface PaymentProvider {
  readonly name: string;
  /** Opens a trade; the buyer pays on the returned page. Idempotent by payment id. */
  createCheckout(request: CheckoutRequest): Promise<{ tradeNo: string; checkoutUrl: string }>;
  /** The trade as the provider has it; null when it never heard of the payment. */
  query(paymentId: string): Promise<ProviderTrade | null>;
  /** Closes an unpaid trade (order cancelled), so it can no longer be paid. */
  close(paymentId: string): Promise<void>;
  /** Refunds (part of) a paid trade; idempotent by refund id. */
  refund(request: { paymentId: string; refundId: string; amountFen: number }): Promise<{ status: "succeeded" | "failed"; reason?: string }>;
  /** Checks a notification's signature and freshness and reads it. */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): NotificationCheck;
  /** Every trade the provider settled in a period: the statement reconciliation compares with. */
  settledTrades(since: Date, until: Date): Promise<ProviderTrade[]>;
}
