import type { NotificationCheck, VerifiedNotification } from "../payment-provider.ts";
import { yuanToFen } from "./yuan-amount.ts";

/**
 * Alipay's asynchronous notification (异步通知, POST form-urlencoded to notify_url), read as its
 * documentation for 电脑网站支付 and 手机网站支付 describes it:
 * - trade_status TRADE_SUCCESS or TRADE_FINISHED: the trade is paid (TRADE_FINISHED comes later
 *   again, once it can no longer be refunded: a second, harmless notice of the same payment);
 * - a refund is told on the same notify_url with refund_fee (the total refunded so far), gmt_refund
 *   and out_biz_no (the refund's out_request_no): trade_status stays TRADE_SUCCESS after a
 *   partial refund and becomes TRADE_CLOSED after a full one;
 * - TRADE_CLOSED without a refund: the unpaid trade was closed (timeout or alipay.trade.close).
 * notify_id identifies the notification; Alipay resends the same one until it hears `success`, so
 * a replay is the books' to recognise (their changes are keyed by payment and refund), not ours.
 */

export interface NotificationExpectations {
  /** Our APPID: app_id (and auth_app_id, when present) must name it. */
  appId: string;
  /** Our PID: seller_id must name it, so a notification of another merchant's trade never counts. */
  sellerId: string;
  /** Alipay's RSA2 signature over the parameters, as the SDK checks it. */
  signatureHolds: (parameters: Record<string, string>) => boolean;
}

const PAID_STATUSES = new Set(["TRADE_SUCCESS", "TRADE_FINISHED"]);
/** What the notification log keeps of an id (payment_notification.notification_id). */
const NOTIFICATION_ID_LENGTH = 64;

export function readAlipayNotification(rawBody: string, expected: NotificationExpectations): NotificationCheck {
  const parameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawBody)) {
    // A repeated name could be read one way here and another way by the signature check.
    if (name in parameters) return refuse(`参数 ${name} 重复`, "");
    parameters[name] = value;
  }
  const notificationId = (parameters.notify_id ?? "").slice(0, NOTIFICATION_ID_LENGTH);
  const refusal = (reason: string): NotificationCheck => refuse(reason, notificationId);

  if (!parameters.sign) return refusal("通知没有签名 (sign)");
  if ((parameters.sign_type ?? "RSA2") !== "RSA2") return refusal(`签名类型 ${parameters.sign_type} 不是 RSA2`);
  if (!expected.signatureHolds(parameters)) return refusal("通知签名无效");
  if (!notificationId) return refusal("通知没有 notify_id");
  if (parameters.app_id !== expected.appId) return refusal(`通知的 app_id ${parameters.app_id ?? "(无)"} 不是本应用`);
  if (parameters.auth_app_id !== undefined && parameters.auth_app_id !== expected.appId)
    return refusal(`通知的 auth_app_id ${parameters.auth_app_id} 不是本应用`);
  if (parameters.seller_id !== expected.sellerId) return refusal(`通知的收款方 seller_id ${parameters.seller_id ?? "(无)"} 不是本商户`);
  const paymentId = parameters.out_trade_no ?? "";
  if (!paymentId) return refusal("通知没有商户订单号 (out_trade_no)");
  const totalFen = yuanToFen(parameters.total_amount ?? "");
  if (totalFen === null) return refusal(`订单金额 total_amount "${parameters.total_amount ?? ""}" 格式不正确`);
  const tradeNo = parameters.trade_no ?? "";
  const status = parameters.trade_status ?? "";

  const refundFee = parameters.refund_fee;
  if (refundFee !== undefined && refundFee !== "") {
    const refundedFen = yuanToFen(refundFee);
    if (refundedFen === null) return refusal(`退款金额 refund_fee "${refundFee}" 格式不正确`);
    const refundId = parameters.out_biz_no ?? "";
    // Our refunds always carry our refund id (out_request_no, echoed as out_biz_no); the books
    // ignore an id they never asked for. One made elsewhere (the merchant console) without it is
    // read as what it still tells: the trade was paid.
    if (refundedFen > 0 && refundId) {
      return accept({ notificationId, kind: "refund", paymentId, refundId, amountFen: refundedFen, status: "succeeded" });
    }
    if (refundedFen > 0) return accept({ notificationId, kind: "payment", paymentId, tradeNo, status: "succeeded", amountFen: totalFen });
  }

  if (PAID_STATUSES.has(status)) {
    if (!tradeNo) return refusal("通知没有支付宝交易号 (trade_no)");
    return accept({ notificationId, kind: "payment", paymentId, tradeNo, status: "succeeded", amountFen: totalFen });
  }
  if (status === "TRADE_CLOSED") return accept({ notificationId, kind: "payment", paymentId, tradeNo, status: "failed", amountFen: totalFen });
  // WAIT_BUYER_PAY is only sent to merchants who asked for it; nothing to record.
  return refusal(`交易状态 ${status || "(无)"} 无需处理`);
}

const accept = (notification: VerifiedNotification): NotificationCheck => ({ ok: true, notification });
const refuse = (reason: string, notificationId: string): NotificationCheck => ({ ok: false, reason, notificationId });
