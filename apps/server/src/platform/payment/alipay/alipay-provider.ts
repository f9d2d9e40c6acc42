import type { CheckoutRequest, PaymentProvider, ProviderTrade, RefundAnswer, RefundRequest } from "../payment-provider.ts";
import { readAlipayTradeBill, settledTradesOfBill } from "./alipay-bill.ts";
import { ALIPAY_SUCCESS, AlipayGatewayError, createAlipayGateway, type GatewayAnswer, refusalText } from "./alipay-gateway.ts";
import { readAlipayNotification } from "./alipay-notification.ts";
import type { AlipaySettings } from "./alipay-settings.ts";
import { chinaDate, chinaDateTime, chinaDaysBetween } from "./china-time.ts";
import { ALIPAY_MAX_FEN, fenToYuan, yuanToFen } from "./yuan-amount.ts";

export interface AlipayProviderOptions {
  /** Where Alipay posts its notifications: the services' notify route as the internet reaches it (HTTPS in production). */
  notifyUrl: string;
  now?: () => Date;
  /** Fetches a statement from the address Alipay gives (its file server, not the gateway). */
  download?: (url: string) => Promise<Uint8Array>;
  /** Per call to the gateway. */
  timeoutMs?: number;
}

/** out_trade_no and out_request_no: "64 个字符以内，仅支持字母、数字、下划线". */
const MERCHANT_NUMBER = /^[A-Za-z0-9_]{1,64}$/;
/** subject is String(256) and "不可使用特殊字符，如 /，=，& 等". */
const SUBJECT_LENGTH = 256;
const REFUND_REASON_LENGTH = 256;
/** A day's statement exists from the morning after (about 09:00 China time); until then Alipay says it does not exist. */
const BILL_NOT_READY = new Set(["isp.bill_not_exist", "isv.bill_not_exist"]);
const TRADE_NOT_EXIST = "ACQ.TRADE_NOT_EXIST";

const tradeStatuses: Record<string, ProviderTrade["status"]> = {
  WAIT_BUYER_PAY: "waiting",
  TRADE_SUCCESS: "succeeded",
  TRADE_FINISHED: "succeeded",
  TRADE_CLOSED: "closed",
};

/** The checkout of each of the member's devices: the API and its product code. */
const checkouts = {
  pc: { method: "alipay.trade.page.pay", productCode: "FAST_INSTANT_TRADE_PAY" },
  mobile: { method: "alipay.trade.wap.pay", productCode: "QUICK_WAP_WAY" },
} as const;

/**
 * Alipay (method "alipay") through the official alipay-sdk on the OpenAPI 2.0 gateway: 电脑网站支付
 * on a PC, 手机网站支付 on a phone, the trade's query, close and refunds, notifications and the
 * daily trade statement for reconciliation.
 */
export function createAlipayProvider(settings: AlipaySettings, options: AlipayProviderOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const download = options.download ?? downloadOverHttp;
  const gateway = createAlipayGateway(settings, { now, timeoutMs: options.timeoutMs ?? 10_000 });

  /** A refusal a caller cannot take as an answer. */
  const refused = (method: string, answer: GatewayAnswer) => new AlipayGatewayError(method, refusalText(answer), { subCode: answer.sub_code ?? answer.code });

  async function queryRefund({ paymentId, refundId }: { paymentId: string; refundId: string }): Promise<RefundAnswer | null> {
    const method = "alipay.trade.fastpay.refund.query";
    const answer = await gateway.call(method, { out_trade_no: paymentId, out_request_no: refundId });
    if (answer.code !== ALIPAY_SUCCESS) {
      if (answer.sub_code === TRADE_NOT_EXIST) return null;
      throw refused(method, answer);
    }
    // Alipay: REFUND_SUCCESS is a made refund; without refund_status it never received the refund
    // or it failed, and asking again with the same out_request_no is safe.
    return answer.refund_status === "REFUND_SUCCESS" ? { status: "succeeded" } : null;
  }

  return {
    name: "alipay",

    async createCheckout(request: CheckoutRequest) {
      if (!MERCHANT_NUMBER.test(request.paymentId))
        throw new RangeError(`payment id ${request.paymentId} is not an Alipay out_trade_no (64 letters, digits or _)`);
      if (!Number.isSafeInteger(request.amountFen) || request.amountFen < 1 || request.amountFen > ALIPAY_MAX_FEN) {
        throw new RangeError(`amount ${request.amountFen} fen is outside Alipay's 0.01 to 100000000.00 yuan`);
      }
      if (request.payBefore.getTime() <= now().getTime())
        throw new RangeError(`payment ${request.paymentId}: its order was payable before ${request.payBefore.toISOString()}`);
      // Only WeChat Pay has a checkout of WeChat's own browser: anything but a PC gets the mobile page.
      const checkout = checkouts[request.channel === "pc" ? "pc" : "mobile"];
      const checkoutUrl = gateway.pageUrl(
        checkout.method,
        {
          out_trade_no: request.paymentId,
          total_amount: fenToYuan(request.amountFen),
          subject: alipaySubject(request.subject),
          product_code: checkout.productCode,
          // The order's own deadline, absolute: Alipay closes the trade when the order expires, even
          // one whose page was opened late or never (which alipay.trade.close cannot reach), and
          // the same payment asked again carries the same terms, as Alipay requires of a reopening.
          time_expire: chinaDateTime(request.payBefore),
          // 手机网站支付: where the buyer's 返回 on Alipay's page leads.
          ...(request.channel !== "pc" ? { quit_url: request.returnUrl } : {}),
        },
        { notifyUrl: options.notifyUrl, returnUrl: request.returnUrl },
      );
      // Alipay numbers the trade when the buyer opens the page, not before.
      return { tradeNo: "", checkoutUrl };
    },

    async query(paymentId) {
      const method = "alipay.trade.query";
      const answer = await gateway.call(method, { out_trade_no: paymentId });
      if (answer.code !== ALIPAY_SUCCESS) {
        // Also before the buyer opened the page: Alipay creates the trade then.
        if (answer.sub_code === TRADE_NOT_EXIST) return null;
        throw refused(method, answer);
      }
      const status = tradeStatuses[String(answer.trade_status)];
      const amountFen = yuanToFen(String(answer.total_amount ?? ""));
      if (!status || amountFen === null)
        throw new AlipayGatewayError(method, `unreadable trade: ${String(answer.trade_status)} ${String(answer.total_amount)}`);
      // alipay.trade.query does not tell what was refunded of the trade.
      return { paymentId, tradeNo: String(answer.trade_no ?? ""), status, amountFen, refundedFen: 0 };
    },

    async close(paymentId) {
      const method = "alipay.trade.close";
      const answer = await gateway.call(method, { out_trade_no: paymentId });
      if (answer.code === ALIPAY_SUCCESS) return;
      // Nothing to close: the buyer never opened the page (no trade yet), or the trade is closed
      // already or paid (TRADE_STATUS_ERROR) — a paid one is the query fallback's to settle.
      if (answer.sub_code === TRADE_NOT_EXIST || answer.sub_code === "ACQ.TRADE_STATUS_ERROR") return;
      throw refused(method, answer);
    },

    async refund(request: RefundRequest) {
      if (!MERCHANT_NUMBER.test(request.refundId))
        throw new RangeError(`refund id ${request.refundId} is not an Alipay out_request_no (64 letters, digits or _)`);
      const method = "alipay.trade.refund";
      const answer = await gateway.call(method, {
        out_trade_no: request.paymentId,
        out_request_no: request.refundId,
        refund_amount: fenToYuan(request.amountFen),
        refund_reason: Array.from(request.reason).slice(0, REFUND_REASON_LENGTH).join(""),
      });
      if (answer.code === ALIPAY_SUCCESS) {
        if (answer.fund_change === "Y") return { status: "succeeded" };
        // "N": no money moved in this call — a retry of a refund already made (same
        // out_request_no) or one still under way; the refund query tells which.
        return (await queryRefund(request)) ?? { status: "processing" };
      }
      // A system error leaves the outcome unknown; Alipay asks for the same call again.
      if (answer.code === "20000" || answer.sub_code === "ACQ.SYSTEM_ERROR") return { status: "processing", reason: refusalText(answer) };
      return { status: "failed", reason: refusalText(answer) };
    },

    queryRefund,

    verifyNotification(_headers, rawBody) {
      return readAlipayNotification(rawBody, { appId: settings.appId, sellerId: settings.sellerId, signatureHolds: gateway.signatureHolds });
    },

    notificationAnswer(acknowledged) {
      // Alipay's convention: the body `success` stops its resending; anything else makes it retry.
      return { status: 200, contentType: "text/plain; charset=utf-8", body: acknowledged ? "success" : "fail" };
    },

    async settledTrades(since, until) {
      const method = "alipay.data.dataservice.bill.downloadurl.query";
      const today = chinaDate(now());
      const yesterday = chinaDate(new Date(now().getTime() - 86_400_000));
      const trades: ProviderTrade[] = [];
      let coveredUntil = until;
      for (const billDate of chinaDaysBetween(since, until)) {
        // Today's statement does not exist yet: the statement is complete up to today's start.
        if (billDate >= today) {
          coveredUntil = chinaDayStart(billDate);
          break;
        }
        const answer = await gateway.call(method, { bill_type: "trade", bill_date: billDate });
        if (answer.code !== ALIPAY_SUCCESS) {
          if (!BILL_NOT_READY.has(answer.sub_code ?? "")) throw refused(method, answer);
          // Yesterday's may still be in the making (it comes about 09:00): not covered yet. An
          // earlier day without a statement had no trade: covered, empty.
          if (billDate === yesterday) {
            coveredUntil = chinaDayStart(billDate);
            break;
          }
          continue;
        }
        const url = String(answer.bill_download_url ?? "");
        if (!url) throw new AlipayGatewayError(method, `no bill_download_url for ${billDate}`);
        trades.push(...settledTradesOfBill(readAlipayTradeBill(await download(url)), since, until));
      }
      return { trades, coveredUntil: coveredUntil < until ? coveredUntil : until };
    },
  };
}

/** 00:00 China time of a statement date (YYYY-MM-DD). */
const chinaDayStart = (billDate: string) => new Date(`${billDate}T00:00:00+08:00`);

/** The subject Alipay takes: its special characters (/ = &) spaced out, at most 256 characters (not UTF-16 units). */
function alipaySubject(subject: string): string {
  const plain = subject.replace(/[/=&]/g, " ").replace(/\s+/g, " ").trim() || "订单";
  return Array.from(plain).slice(0, SUBJECT_LENGTH).join("");
}

/** The statement's address is valid for 30 seconds: fetched at once, with a time limit. */
async function downloadOverHttp(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new AlipayGatewayError("bill download", `HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
