import type { NotificationCheck } from "../payment-provider.ts";
import { paymentIdOf } from "./wechat-pay-order-numbers.ts";
import { decryptResource, type EncryptedResource, ResourceDecryptionError } from "./wechat-pay-resource.ts";
import { type HeaderBag, verifyWeChatPaySignature, type WeChatPayVerifyingKeys } from "./wechat-pay-verification.ts";

/** Whose notifications we take: our merchant account and APPID, and the keys to check and open them. */
export interface NotificationReader {
  mchid: string;
  appid: string;
  apiV3Key: Buffer;
  verifyingKeys: WeChatPayVerifyingKeys;
}

/** The events this adapter reads; WeChat Pay sends no notification of an unpaid or failed payment. */
export const WECHAT_PAY_EVENTS = ["TRANSACTION.SUCCESS", "REFUND.SUCCESS", "REFUND.ABNORMAL", "REFUND.CLOSED"] as const;
export type WeChatPayEvent = (typeof WECHAT_PAY_EVENTS)[number];

const isEvent = (value: unknown): value is WeChatPayEvent => (WECHAT_PAY_EVENTS as readonly unknown[]).includes(value);
const isFen = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

interface DecryptedTransaction {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown; payer_total?: unknown };
}

interface DecryptedRefund {
  mchid?: unknown;
  out_trade_no?: unknown;
  out_refund_no?: unknown;
  refund_status?: unknown;
  amount?: { refund?: unknown; total?: unknown };
}

function readTransaction(reader: NotificationReader, notificationId: string, transaction: DecryptedTransaction): NotificationCheck {
  const refuse = (reason: string): NotificationCheck => ({ ok: false, reason, notificationId });
  if (transaction.mchid !== reader.mchid) return refuse("通知的商户号不是本平台的");
  if (transaction.appid !== reader.appid) return refuse("通知的 APPID 不是本平台的");
  const outTradeNo = textOf(transaction.out_trade_no);
  if (outTradeNo === "") return refuse("通知缺少商户订单号");
  if (transaction.trade_state !== "SUCCESS") return refuse(`支付通知的交易状态不是 SUCCESS：${textOf(transaction.trade_state).slice(0, 32)}`);
  // `total` is the order's amount as we asked it (what our books compare); `payer_total` is less
  // only when a WeChat Pay coupon paid part, which the merchant still receives.
  const amountFen = transaction.amount?.total;
  if (!isFen(amountFen)) return refuse("通知缺少订单金额");
  return {
    ok: true,
    notification: {
      notificationId,
      kind: "payment",
      paymentId: paymentIdOf(outTradeNo),
      tradeNo: textOf(transaction.transaction_id),
      status: "succeeded",
      amountFen,
    },
  };
}

function readRefund(reader: NotificationReader, notificationId: string, event: WeChatPayEvent, refund: DecryptedRefund): NotificationCheck {
  const refuse = (reason: string): NotificationCheck => ({ ok: false, reason, notificationId });
  // A refund's resource names the merchant only (no APPID).
  if (refund.mchid !== reader.mchid) return refuse("通知的商户号不是本平台的");
  const outTradeNo = textOf(refund.out_trade_no);
  const outRefundNo = textOf(refund.out_refund_no);
  if (outTradeNo === "" || outRefundNo === "") return refuse("退款通知缺少商户订单号或商户退款单号");
  const expectedStatus = event.slice("REFUND.".length);
  if (refund.refund_status !== expectedStatus) return refuse(`退款通知的状态与事件不符：${textOf(refund.refund_status).slice(0, 32)}`);
  const amountFen = refund.amount?.refund;
  if (!isFen(amountFen)) return refuse("退款通知缺少退款金额");
  return {
    ok: true,
    notification: {
      notificationId,
      kind: "refund",
      paymentId: paymentIdOf(outTradeNo),
      refundId: outRefundNo,
      amountFen,
      status: event === "REFUND.SUCCESS" ? "succeeded" : "failed",
    },
  };
}

/**
 * Reads a WeChat Pay notification: the platform's signature over the exact body, the resource
 * decrypted with the APIv3 key, then what it says checked to be ours. A notification delivered
 * again carries the same `id`, which becomes `notificationId`: the books apply it once.
 */
export function readWeChatPayNotification(reader: NotificationReader, headers: HeaderBag, rawBody: string, now: Date): NotificationCheck {
  let envelope: { id?: unknown; event_type?: unknown; resource?: EncryptedResource };
  try {
    envelope = JSON.parse(rawBody) as typeof envelope;
  } catch {
    return { ok: false, reason: "通知内容不是 JSON", notificationId: "" };
  }
  if (typeof envelope !== "object" || envelope === null) return { ok: false, reason: "通知内容不是 JSON 对象", notificationId: "" };
  const notificationId = textOf(envelope.id).slice(0, 64);
  const refuse = (reason: string): NotificationCheck => ({ ok: false, reason, notificationId });
  const signature = verifyWeChatPaySignature(reader.verifyingKeys, headers, rawBody, now);
  if (!signature.ok) return refuse(signature.reason);
  if (notificationId === "") return refuse("通知缺少 id");
  if (!isEvent(envelope.event_type)) return refuse(`未知的通知类型：${textOf(envelope.event_type).slice(0, 40)}`);
  const resource = envelope.resource;
  if (!resource || typeof resource.ciphertext !== "string" || typeof resource.nonce !== "string") return refuse("通知缺少加密的 resource");
  let plaintext: unknown;
  try {
    plaintext = JSON.parse(decryptResource(reader.apiV3Key, resource));
  } catch (error) {
    return refuse(error instanceof ResourceDecryptionError ? error.message : "通知解密后的内容不是 JSON");
  }
  if (typeof plaintext !== "object" || plaintext === null) return refuse("通知解密后的内容不是对象");
  return envelope.event_type === "TRANSACTION.SUCCESS"
    ? readTransaction(reader, notificationId, plaintext as DecryptedTransaction)
    : readRefund(reader, notificationId, envelope.event_type, plaintext as DecryptedRefund);
}
