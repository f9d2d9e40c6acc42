/**
 * What the services need of a payment provider. The embedded sandbox (sandbox/, development only)
 * implements it for every method; the production adapters (WeChat Pay API v3 in wechat-pay/, Alipay
 * in alipay/) implement the same interface for their own method and are chosen by configuration
 * (`PAYMENT_PROVIDERS`), never by code change.
 */

export type PaymentMethod = "bank_card" | "wechat" | "alipay" | "bank_transfer";

/**
 * The member's device: on a PC WeChat Pay shows a QR code (Native) and Alipay its 电脑网站支付 page;
 * on a phone both go to their mobile-web payment (WeChat H5, Alipay 手机网站支付). `jsapi`: WeChat
 * Pay inside WeChat's own browser, which refuses H5 (the payer known by the openid of 网页授权).
 */
export type PaymentChannel = "pc" | "mobile" | "jsapi";

export interface CheckoutRequest {
  /** Our payment id: the provider's merchant order number, unique per attempt. */
  paymentId: string;
  /** The order's number, which our own pages for the payment (对公转账's account page) are addressed by. */
  orderNo: string;
  method: PaymentMethod;
  amountFen: number;
  subject: string;
  /** For 快捷支付: the bound card's label shown on the checkout page (bank and last digits). */
  cardLabel?: string;
  /** Where the buyer's browser goes after paying (our pay/success page). */
  returnUrl: string;
  /** When the order stops being payable: the provider's trade expires then too (the same on a repeated checkout). */
  payBefore: Date;
  /** PC or phone (from the member's browser): which of the provider's checkouts to open. */
  channel: PaymentChannel;
  /** The member's address, which WeChat Pay H5 requires (scene_info.payer_client_ip). */
  clientIp: string;
  /** WeChat Pay JSAPI's payer (channel `jsapi`): the openid under the merchant's AppID, from 网页授权. */
  payerOpenid?: string;
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
  | { notificationId: string; kind: "refund"; paymentId: string; refundId: string; amountFen: number; status: "succeeded" | "failed" };

export type NotificationCheck = { ok: true; notification: VerifiedNotification } | { ok: false; reason: string; notificationId: string };

/**
 * A provider's statement of a period: the trades it settled, and up to when the statement is
 * complete — a bank's day bill exists only from the next morning (WeChat Pay about 10:00, Alipay
 * about 09:00 China time), so a payment after `coveredUntil` is not "unknown to the provider" yet.
 */
export interface SettledStatement {
  trades: ProviderTrade[];
  coveredUntil: Date;
}

/** A refund of (part of) a paid trade. */
export interface RefundRequest {
  paymentId: string;
  /** Our refund id: the provider's merchant refund number (out_refund_no / out_request_no). */
  refundId: string;
  amountFen: number;
  /** What the trade took (WeChat Pay asks for it beside the refund's amount). */
  paidFen: number;
  /** Shown to the payer by the provider. */
  reason: string;
}

/** A refund's state at the provider. */
export interface RefundAnswer {
  status: "succeeded" | "processing" | "failed";
  reason?: string;
}

export interface PaymentProvider {
  readonly name: string;
  /**
   * Opens a trade; idempotent by payment id. `checkoutUrl` is where the buyer pays: an address the
   * browser is sent to (the sandbox's page, Alipay's page, WeChat H5's page), or a `weixin://` code
   * URL (WeChat Pay Native) that the portal shows as a QR code beside a status poll. `tradeNo` is the
   * provider's trade number when it gives one before payment, else "".
   */
  createCheckout(request: CheckoutRequest): Promise<{ tradeNo: string; checkoutUrl: string }>;
  /** The trade as the provider has it; null when it never heard of the payment. */
  query(paymentId: string): Promise<ProviderTrade | null>;
  /** Closes an unpaid trade (order cancelled), so it can no longer be paid. */
  close(paymentId: string): Promise<void>;
  /**
   * Refunds (part of) a paid trade; idempotent by refund id (a retry with the same id never refunds
   * twice). `processing`: accepted, its outcome comes by a refund notification or `queryRefund`.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** A refund as the provider has it (the fallback when its notification never comes); null when unknown. */
  queryRefund(request: { paymentId: string; refundId: string }): Promise<RefundAnswer | null>;
  /**
   * Checks a notification's signature, sender and freshness and reads it (decrypting it where the
   * provider encrypts). Synchronous: a provider whose check needs the network fetches beforehand.
   */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): NotificationCheck;
  /** The answer the provider expects to a notification: acknowledged, or to be sent again later. */
  notificationAnswer(acknowledged: boolean): { status: number; contentType: string; body: string };
  /** Every trade the provider settled in a period: the statement reconciliation compares with. */
  settledTrades(since: Date, until: Date): Promise<SettledStatement>;
}
