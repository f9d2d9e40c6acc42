import type { CheckoutRequest, PaymentProvider, ProviderTrade, RefundAnswer } from "../payment-provider.ts";
import { chinaDateOf, chinaDatesOf, parseTradeBill } from "./wechat-pay-bill.ts";
import { createWeChatPayClient, WeChatPayError } from "./wechat-pay-client.ts";
import { readWeChatPayNotification } from "./wechat-pay-notification.ts";
import { outRefundNoOf, outTradeNoOf, paymentIdOf } from "./wechat-pay-order-numbers.ts";
import type { WeChatPaySettings } from "./wechat-pay-settings.ts";

/** The provider's name: the payments' `provider` column and the notify address's last segment. */
export const WECHAT_PAY_PROVIDER_NAME = "wechat";

/** WeChat Pay's limits, in UTF-8 bytes (counting bytes is the safe reading for Chinese text). */
const DESCRIPTION_MAX_BYTES = 127;
const REFUND_REASON_MAX_BYTES = 80;

export interface WeChatPayOptions {
  /** Where WeChat Pay posts notifications: our notify route for this provider, public and https in production. */
  notifyUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Per call; a call that times out is an error the caller retries (every call here is idempotent). */
  requestTimeoutMs?: number;
}

/** Text cut to at most `maxBytes` of UTF-8 on a character boundary (never half a character). */
export function cutToBytes(text: string, maxBytes: number): string {
  let cut = "";
  let bytes = 0;
  for (const character of text) {
    const size = Buffer.byteLength(character, "utf8");
    if (bytes + size > maxBytes) break;
    cut += character;
    bytes += size;
  }
  return cut;
}

/** `::ffff:1.2.3.4` (IPv4 seen through an IPv6 socket) as the IPv4 address WeChat Pay expects. */
const payerIpOf = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** trade_state → the port's status. REFUND: it was paid (its refunds are followed by their own ids). */
const TRADE_STATUS: Record<string, ProviderTrade["status"]> = {
  SUCCESS: "succeeded",
  REFUND: "succeeded",
  NOTPAY: "waiting",
  USERPAYING: "waiting",
  PAYERROR: "failed",
  CLOSED: "closed",
  REVOKED: "closed",
};

/** A refund's status → the port's answer. ABNORMAL: the payer's card can no longer take it; a person settles it in the merchant platform. */
function refundAnswerOf(refund: { status?: unknown }): RefundAnswer {
  switch (refund.status) {
    case "SUCCESS":
      return { status: "succeeded" };
    case "PROCESSING":
      return { status: "processing" };
    case "ABNORMAL":
      return { status: "failed", reason: "退款异常：用户的银行卡已作废或冻结，需在微信支付商户平台处理" };
    case "CLOSED":
      return { status: "failed", reason: "退款已关闭" };
    default:
      throw new Error(`微信支付退款状态未知：${String(refund.status).slice(0, 32)}`);
  }
}

interface TransactionAnswer {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

interface RefundAnswerBody {
  out_trade_no?: string;
  out_refund_no?: string;
  status?: string;
}

const isVerifiedError = (error: unknown, status: number, code?: string): error is WeChatPayError =>
  error instanceof WeChatPayError && error.status === status && (code === undefined || error.code === code);

/**
 * WeChat Pay API v3 (直连商户) as a `PaymentProvider` for the method "wechat": Native (a
 * `weixin://` code URL the portal shows as a QR code) on a PC, H5 on a phone, JSAPI inside WeChat's
 * browser (the payer's openid from 网页授权; the checkout is the `prepay_id=…` package). Every call is signed
 * with the merchant's key; every answer is verified with the 微信支付公钥 before a word of it is
 * believed, errors included (a forged "order does not exist" must not read as one).
 */
export function createWeChatPayProvider(settings: WeChatPaySettings, options: WeChatPayOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const verifyingKeys = new Map([[settings.platformPublicKeyId, settings.platformPublicKey]]);
  const client = createWeChatPayClient({
    mchid: settings.mchid,
    merchantSerial: settings.merchantSerial,
    merchantPrivateKey: settings.merchantPrivateKey,
    baseUrl: settings.baseUrl,
    verifyingKeys,
    fetch: options.fetch ?? fetch,
    now,
    timeoutMs: options.requestTimeoutMs ?? 10_000,
  });
  const notifyUrl = new URL(options.notifyUrl).href;
  const mchidQuery = `mchid=${encodeURIComponent(settings.mchid)}`;
  const transactionPath = (paymentId: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNoOf(paymentId))}`;

  async function query(paymentId: string): Promise<ProviderTrade | null> {
    let answer: TransactionAnswer;
    try {
      answer = (await client.call("GET", `${transactionPath(paymentId)}?${mchidQuery}`)) as TransactionAnswer;
    } catch (error) {
      if (isVerifiedError(error, 404, "ORDER_NOT_EXIST")) return null;
      throw error;
    }
    const status = TRADE_STATUS[answer.trade_state ?? ""];
    if (!status) throw new Error(`微信支付交易状态未知：${String(answer.trade_state).slice(0, 32)}`);
    return { paymentId, tradeNo: answer.transaction_id ?? "", status, amountFen: answer.amount?.total ?? 0, refundedFen: 0 };
  }

  return {
    name: WECHAT_PAY_PROVIDER_NAME,

    async createCheckout(request: CheckoutRequest) {
      if (request.method !== "wechat") throw new Error(`WeChat Pay takes the method "wechat", not "${request.method}"`);
      // time_expire is the order's own deadline, the same on a repeated checkout of the attempt
      // (WeChat Pay refuses a reused out_trade_no with other parameters); the expiry job closes the
      // trade then as well.
      const order = {
        appid: settings.appid,
        mchid: settings.mchid,
        description: cutToBytes(request.subject, DESCRIPTION_MAX_BYTES),
        out_trade_no: outTradeNoOf(request.paymentId),
        time_expire: chinaTimestamp(request.payBefore),
        notify_url: notifyUrl,
        amount: { total: request.amountFen, currency: "CNY" },
      };
      if (request.channel === "jsapi") {
        if (!request.payerOpenid) throw new Error("微信支付 JSAPI 下单需要付款人的 openid");
        const answer = (await client.call("POST", "/v3/pay/transactions/jsapi", { ...order, payer: { openid: request.payerOpenid } })) as {
          prepay_id?: unknown;
        };
        if (typeof answer?.prepay_id !== "string" || answer.prepay_id === "") throw new Error("微信支付 JSAPI 下单应答缺少 prepay_id");
        // The checkout is the package WeChat's in-browser cashier opens; its parameters are signed when the page asks (wechat-pay-jsapi.ts).
        return { tradeNo: "", checkoutUrl: `prepay_id=${answer.prepay_id}` };
      }
      if (request.channel === "pc") {
        const answer = (await client.call("POST", "/v3/pay/transactions/native", order)) as { code_url?: unknown };
        if (typeof answer?.code_url !== "string" || answer.code_url === "") throw new Error("微信支付 Native 下单应答缺少 code_url");
        return { tradeNo: "", checkoutUrl: answer.code_url };
      }
      const answer = (await client.call("POST", "/v3/pay/transactions/h5", {
        ...order,
        scene_info: { payer_client_ip: payerIpOf(request.clientIp), h5_info: { type: "Wap" } },
      })) as { h5_url?: unknown };
      if (typeof answer?.h5_url !== "string" || answer.h5_url === "") throw new Error("微信支付 H5 下单应答缺少 h5_url");
      // WeChat Pay sends the browser back to redirect_url after paying (its domain must be the H5 domain registered with it).
      const separator = answer.h5_url.includes("?") ? "&" : "?";
      return { tradeNo: "", checkoutUrl: `${answer.h5_url}${separator}redirect_url=${encodeURIComponent(request.returnUrl)}` };
    },

    query,

    async close(paymentId) {
      try {
        await client.call("POST", `${transactionPath(paymentId)}/close`, { mchid: settings.mchid });
      } catch (error) {
        if (!(error instanceof WeChatPayError)) throw error;
        // Whatever WeChat Pay answers for a trade that is already paid, closed or was never
        // opened, the trade's state says whether there is anything left to close: only a trade
        // still payable makes a refused close an error.
        const trade = await query(paymentId);
        if (trade === null || trade.status !== "waiting") return;
        throw error;
      }
    },

    async refund(request) {
      let answer: RefundAnswerBody;
      try {
        answer = (await client.call("POST", "/v3/refund/domestic/refunds", {
          out_trade_no: outTradeNoOf(request.paymentId),
          out_refund_no: outRefundNoOf(request.refundId),
          reason: cutToBytes(request.reason, REFUND_REASON_MAX_BYTES),
          notify_url: notifyUrl,
          amount: { refund: request.amountFen, total: request.paidFen, currency: "CNY" },
        })) as RefundAnswerBody;
      } catch (error) {
        // A verified refusal of this refund (余额不足, amount above what is left, trade not
        // refundable …) is its answer; a busy gateway, rate limit or bad signature is an error
        // to retry with the same out_refund_no, which never refunds twice.
        if (error instanceof WeChatPayError && (error.status === 400 || error.status === 403 || error.status === 404))
          return { status: "failed", reason: `${error.code}：${error.detail}` };
        throw error;
      }
      return refundAnswerOf(answer);
    },

    async queryRefund({ paymentId, refundId }) {
      let answer: RefundAnswerBody;
      try {
        answer = (await client.call("GET", `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNoOf(refundId))}`)) as RefundAnswerBody;
      } catch (error) {
        if (isVerifiedError(error, 404)) return null;
        throw error;
      }
      if (answer.out_trade_no !== outTradeNoOf(paymentId)) throw new Error(`微信支付退款单 ${refundId} 属于另一笔交易`);
      return refundAnswerOf(answer);
    },

    verifyNotification(headers, rawBody) {
      return readWeChatPayNotification({ mchid: settings.mchid, appid: settings.appid, apiV3Key: settings.apiV3Key, verifyingKeys }, headers, rawBody, now());
    },

    notificationAnswer(acknowledged) {
      // WeChat Pay's convention: 200/204 with no body acknowledges; 4xx/5xx with a FAIL body asks for the notification again later.
      return acknowledged
        ? { status: 204, contentType: "text/plain; charset=utf-8", body: "" }
        : { status: 500, contentType: "application/json; charset=utf-8", body: JSON.stringify({ code: "FAIL", message: "失败" }) };
    },

    async settledTrades(since, until) {
      const today = chinaDateOf(now());
      const trades: ProviderTrade[] = [];
      let coveredUntil = until;
      // One bill per China day, asked one after the other (the bill calls are rate limited).
      for (const billDate of chinaDatesOf(since, until)) {
        // A day's bill exists from about 10:00 the next day: today's cannot be asked for yet, and
        // the statement is complete only up to the first day whose bill is not out.
        if (billDate >= today) {
          coveredUntil = chinaDayStart(billDate);
          break;
        }
        let bill: { hash_type?: string; hash_value?: string; download_url?: string };
        try {
          bill = (await client.call("GET", `/v3/bill/tradebill?bill_date=${billDate}&bill_type=SUCCESS`)) as typeof bill;
        } catch (error) {
          // No trade that day: the day is covered, empty.
          if (error instanceof WeChatPayError && error.status === 400 && error.code === "NO_STATEMENT_EXIST") continue;
          // The bill is still being made: covered once it is.
          if (error instanceof WeChatPayError && error.status === 400 && error.code === "STATEMENT_CREATING") {
            coveredUntil = chinaDayStart(billDate);
            break;
          }
          throw error;
        }
        if (bill.hash_type !== "SHA1" || !bill.hash_value || !bill.download_url) throw new Error(`微信支付交易账单（${billDate}）应答缺少下载地址或 SHA1 摘要`);
        const { lines } = parseTradeBill(await client.download(bill.download_url, bill.hash_value));
        for (const line of lines) {
          // The bill lists every trade of the merchant account: only this APPID's, in the period, are ours.
          if (line.appid !== settings.appid || line.mchid !== settings.mchid || line.tradeState !== "SUCCESS") continue;
          if (line.tradeTime < since || line.tradeTime >= until) continue;
          trades.push({
            paymentId: paymentIdOf(line.outTradeNo),
            tradeNo: line.transactionId,
            status: "succeeded",
            amountFen: line.orderAmountFen,
            refundedFen: 0,
          });
        }
      }
      return { trades, coveredUntil: coveredUntil < until ? coveredUntil : until };
    },
  };
}

/** 00:00 China time of a bill date (YYYY-MM-DD). */
const chinaDayStart = (billDate: string) => new Date(`${billDate}T00:00:00+08:00`);

/** A moment as WeChat Pay writes times: RFC 3339 in China time, `2026-11-29T18:30:00+08:00`. */
function chinaTimestamp(moment: Date): string {
  const china = new Date(moment.getTime() + 8 * 3_600_000);
  return `${china.toISOString().slice(0, 19)}+08:00`;
}
