import { createPublicKey, createSign, createVerify, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { encodeGbk, type FakeBillLine, fakeBillDetail, fakeBillSummary, zipOf } from "./fake-alipay-bill.ts";
import { cashierPage, cashierRefusalPage } from "./fake-alipay-page.ts";

/**
 * An offline Alipay OpenAPI 2.0 gateway for the tests and the browser journeys, on node:http at
 * 127.0.0.1. It does what the real gateway does to a merchant, written from Alipay's documents and
 * not from the SDK, so it checks the adapter rather than mirrors it:
 * - checks every request's RSA2 signature with the application public key (all parameters but
 *   sign, empty ones left out, sorted by name, `name=value` joined by '&', values unencoded), the
 *   app_id, sign_type and a timestamp within 10 minutes of China time; refuses with Alipay's codes
 *   (isv.invalid-signature …);
 * - answers `{"<method>_response":{…},"sign":"…"}` signed with its own Alipay key over the
 *   response object's JSON, as the SDK verifies it;
 * - serves the page.pay / wap.pay URL as a cashier with 确认付款, which pays the trade, posts the
 *   signed asynchronous notification (form-urlencoded) to notify_url and redirects to return_url
 *   with the signed synchronous return parameters;
 * - keeps trades (query, close, refund idempotent by out_request_no, refund query) and serves each
 *   past day's trade statement as a ZIP of GBK CSVs.
 */

export interface FakeAlipayOptions {
  appId: string;
  sellerId: string;
  /** The 应用公钥 Alipay holds for the application: it checks our signatures (PEM or a key object). */
  appPublicKey: string | KeyObject;
  /** Post a trade-status notification after a refund and a close, as Alipay does (default true). */
  notifyChanges?: boolean;
  /** The gateway's clock (timestamps are checked against it); the real one by default. */
  now?: () => Date;
}

/** A call the gateway received (page openings included). */
export interface FakeAlipayRequest {
  method: string;
  /** Every parameter as received, sign included. */
  params: Record<string, string>;
  /** biz_content parsed ({} when absent or not JSON). */
  bizContent: Record<string, unknown>;
  /** The sub_code the gateway refused with; "" when it took the request. */
  refusal: string;
}

export interface FakeRefund {
  outRequestNo: string;
  amountFen: number;
  reason: string;
  at: Date;
}

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  method: "alipay.trade.page.pay" | "alipay.trade.wap.pay";
  subject: string;
  totalAmount: string;
  totalFen: number;
  status: "WAIT_BUYER_PAY" | "TRADE_SUCCESS" | "TRADE_CLOSED";
  notifyUrl: string;
  returnUrl: string;
  /** time_expire: the trade closes by itself then, unpaid. */
  expiresAt: Date | null;
  createdAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
  refunds: FakeRefund[];
}

/** A notification the gateway posted, and what the merchant answered (or the delivery's error). */
export interface FakeNotification {
  url: string;
  fields: Record<string, string>;
  body: string;
  answer: string;
}

export interface FakeAlipay {
  /** The gateway's address, for ALIPAY_GATEWAY. */
  gatewayUrl: string;
  /** 支付宝公钥 (SPKI PEM) for ALIPAY_PUBLIC_KEY. */
  alipayPublicKeyPem: string;
  readonly lastRequests: FakeAlipayRequest[];
  readonly notifications: FakeNotification[];
  trade(outTradeNo: string): FakeTrade | undefined;
  /** The buyer pays an opened trade (what 确认付款 does): notified, then the return URL (signed) to send the browser to. */
  pay(outTradeNo: string, options?: { paidAt?: Date }): Promise<{ returnUrl: string }>;
  /** The trade's current status notification's fields (unsigned), for a test to alter before signing. */
  notificationFields(outTradeNo: string, extra?: Record<string, string>): Record<string, string>;
  /** A form body signed as Alipay signs a notification (with its key, or another when `signer` is given). */
  signNotification(fields: Record<string, string>, signer?: KeyObject): string;
  /** The next call of a method is refused with this code (a system error, 余额不足 …), signed as any answer. */
  refuseNext(method: string, refusal: { code: string; msg: string; sub_code: string; sub_msg: string }): void;
  /** Signs responses with a stranger's key from now on (the SDK must then refuse them), or with Alipay's again. */
  signResponsesWith(signer: "alipay" | "stranger"): void;
  /** Waits for the notifications under way (refunds and closes notify in the background, as Alipay does). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const GATEWAY_PATH = "/gateway.do";
const PAY_PATH = "/fake-cashier/pay";
const BILL_PATH = "/fake-bill/download";
const CHINA_OFFSET_MS = 8 * 3_600_000;
const TIMESTAMP_TOLERANCE_MS = 10 * 60_000;
const BILL_LINK_LIFETIME_MS = 30_000;
const BUYER_ID = "2088102177846875";
const BUYER_LOGON_ID = "159****5620";

const chinaTime = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
const chinaMillis = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 23).replace("T", " ");
const chinaDay = (at: Date) => chinaTime(at).slice(0, 10);
/** A China "yyyy-MM-dd HH:mm:ss" as an instant; undefined when malformed. */
const chinaInstant = (text: unknown): Date | undefined => {
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  return new Date(`${text.replace(" ", "T")}+08:00`);
};
const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
/** Alipay's amount rule: up to two decimals, 0.01 to 100000000.00. */
const fenOf = (text: unknown): number | null => {
  if (typeof text !== "string" || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", cents = ""] = text.split(".");
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  return fen >= 1 && fen <= 10_000_000_000 ? fen : null;
};

/** Alipay's signing content: parameters but the excluded ones, non-empty, sorted, `name=value` joined by '&'. */
function signingContent(params: Record<string, string>, excluded: readonly string[]): string {
  return Object.keys(params)
    .filter((name) => !excluded.includes(name) && params[name] !== "")
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join("&");
}

const signRsa2 = (content: string, key: KeyObject) => createSign("RSA-SHA256").update(content, "utf8").sign(key, "base64");

function rsa2Holds(content: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify("RSA-SHA256").update(content, "utf8").verify(key, signature, "base64");
  } catch {
    return false;
  }
}

interface Refusal {
  code: string;
  msg: string;
  sub_code: string;
  sub_msg: string;
}

const refusalOf = (code: string, msg: string, subCode: string, subMsg: string): Refusal => ({ code, msg, sub_code: subCode, sub_msg: subMsg });
const missing = (subCode: string, subMsg: string) => refusalOf("40001", "Missing Required Arguments", subCode, subMsg);
const invalid = (subCode: string, subMsg: string) => refusalOf("40002", "Invalid Arguments", subCode, subMsg);
const businessRefusal = (subCode: string, subMsg: string) => refusalOf("40004", "Business Failed", subCode, subMsg);

const PAGE_METHODS = { "alipay.trade.page.pay": "FAST_INSTANT_TRADE_PAY", "alipay.trade.wap.pay": "QUICK_WAP_WAY" } as const;
type PageMethod = keyof typeof PAGE_METHODS;
const isPageMethod = (method: string): method is PageMethod => method in PAGE_METHODS;

export async function startFakeAlipay(options: FakeAlipayOptions): Promise<FakeAlipay> {
  const now = options.now ?? (() => new Date());
  const notifyChanges = options.notifyChanges ?? true;
  const appPublicKey = typeof options.appPublicKey === "string" ? createPublicKey(options.appPublicKey) : options.appPublicKey;
  const alipayKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  let responseSigner: KeyObject = alipayKeys.privateKey;
  let strangerKey: KeyObject | null = null;

  const trades = new Map<string, FakeTrade>();
  const lastRequests: FakeAlipayRequest[] = [];
  const notifications: FakeNotification[] = [];
  const bills = new Map<string, { expires: number; zip: Uint8Array }>();
  const underWay = new Set<Promise<void>>();
  const nextRefusals = new Map<string, Refusal>();
  let tradeCounter = 0;
  let origin = "";

  /** A request's parameters, checked as the gateway checks them; the refusal, or null when it stands. */
  function checkRequest(params: Record<string, string>): Refusal | null {
    if (!params.method) return missing("isv.missing-method", "缺少方法名参数");
    if (!params.app_id) return missing("isv.missing-app-id", "缺少AppID参数");
    if (params.app_id !== options.appId) return invalid("isv.invalid-app-id", "无效的AppID参数");
    if (!params.sign) return missing("isv.missing-signature", "缺少签名参数");
    if (params.sign_type !== "RSA2") return invalid("isv.invalid-signature-type", "无效的签名类型");
    if (params.charset && params.charset.toLowerCase() !== "utf-8") return invalid("isv.invalid-charset", "字符集错误");
    const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? "")
      ? Date.parse(`${params.timestamp?.replace(" ", "T")}+08:00`)
      : Number.NaN;
    if (Number.isNaN(timestamp) || Math.abs(timestamp - now().getTime()) > TIMESTAMP_TOLERANCE_MS) {
      return invalid("isv.invalid-timestamp", "非法的时间戳参数");
    }
    const content = signingContent(params, ["sign"]);
    if (!rsa2Holds(content, params.sign ?? "", appPublicKey))
      return invalid("isv.invalid-signature", `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`);
    return null;
  }

  function record(params: Record<string, string>, refusal: Refusal | null): Record<string, unknown> {
    let bizContent: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? "{}");
      if (parsed && typeof parsed === "object") bizContent = parsed as Record<string, unknown>;
    } catch {
      // Left {}: the method then finds its fields missing.
    }
    lastRequests.push({ method: params.method ?? "", params, bizContent, refusal: refusal?.sub_code ?? "" });
    return bizContent;
  }

  /** `{"<key>":<json>,"sign":"…"}`: the sign covers exactly the response object's JSON text. */
  function signedAnswer(method: string, answer: object): string {
    const key = method ? `${method.replaceAll(".", "_")}_response` : "error_response";
    const json = JSON.stringify(answer);
    return `{"${key}":${json},"sign":"${signRsa2(json, responseSigner)}"}`;
  }

  function newTradeNo(): string {
    tradeCounter += 1;
    return `${chinaDay(now()).replaceAll("-", "")}22001${String(400_000_000_000_000 + tradeCounter).slice(-15)}`;
  }

  /** The notification Alipay would send for the trade as it now stands. */
  function notificationFields(trade: FakeTrade, extra: Record<string, string> = {}): Record<string, string> {
    const fields: Record<string, string> = {
      notify_time: chinaTime(now()),
      notify_type: "trade_status_sync",
      notify_id: `${chinaDay(now()).replaceAll("-", "")}${randomBytes(14).toString("hex")}`,
      charset: "utf-8",
      version: "1.0",
      sign_type: "RSA2",
      app_id: options.appId,
      auth_app_id: options.appId,
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_id: BUYER_ID,
      buyer_logon_id: BUYER_LOGON_ID,
      seller_id: options.sellerId,
      seller_email: "merchant@example.com",
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_create: chinaTime(trade.createdAt),
    };
    if (trade.paidAt) {
      Object.assign(fields, {
        receipt_amount: trade.totalAmount,
        invoice_amount: trade.totalAmount,
        buyer_pay_amount: trade.totalAmount,
        point_amount: "0.00",
        gmt_payment: chinaTime(trade.paidAt),
        fund_bill_list: JSON.stringify([{ amount: trade.totalAmount, fundChannel: "ALIPAYACCOUNT" }]),
      });
    }
    if (trade.closedAt) fields.gmt_close = chinaTime(trade.closedAt);
    return { ...fields, ...extra };
  }

  function signNotification(fields: Record<string, string>, signer: KeyObject = alipayKeys.privateKey): string {
    const sign = signRsa2(signingContent(fields, ["sign", "sign_type"]), signer);
    return new URLSearchParams({ ...fields, sign }).toString();
  }

  async function deliver(url: string, fields: Record<string, string>): Promise<void> {
    const body = signNotification(fields);
    let answer: string;
    try {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" }, body });
      answer = await response.text();
    } catch (error) {
      answer = `delivery failed: ${(error as Error).message}`;
    }
    notifications.push({ url, fields, body, answer });
  }

  /** A delivery Alipay makes after its answer: tracked so `idle()` can wait for it. */
  function deliverLater(url: string, fields: Record<string, string>): void {
    const delivery = deliver(url, fields).finally(() => underWay.delete(delivery));
    underWay.add(delivery);
  }

  async function payTrade(outTradeNo: string, paidAt = now()): Promise<{ returnUrl: string }> {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`fake alipay: no trade ${outTradeNo} (its checkout page was never opened)`);
    expireIfDue(trade);
    if (trade.status !== "WAIT_BUYER_PAY") throw new Error(`fake alipay: trade ${outTradeNo} is ${trade.status}`);
    trade.status = "TRADE_SUCCESS";
    trade.paidAt = paidAt;
    await deliver(trade.notifyUrl, notificationFields(trade));
    const returned: Record<string, string> = {
      charset: "utf-8",
      out_trade_no: trade.outTradeNo,
      method: `${trade.method}.return`,
      total_amount: trade.totalAmount,
      trade_no: trade.tradeNo,
      auth_app_id: options.appId,
      version: "1.0",
      app_id: options.appId,
      sign_type: "RSA2",
      seller_id: options.sellerId,
      timestamp: chinaTime(now()),
    };
    const sign = signRsa2(signingContent(returned, ["sign", "sign_type"]), alipayKeys.privateKey);
    const returnUrl = new URL(trade.returnUrl);
    for (const [name, value] of Object.entries({ ...returned, sign })) returnUrl.searchParams.set(name, value);
    return { returnUrl: returnUrl.toString() };
  }

  /** Opens (or reopens) the cashier of a page method: the trade is created when the buyer first opens it. */
  function openCashier(method: PageMethod, params: Record<string, string>, biz: Record<string, unknown>): { trade: FakeTrade } | { refusal: Refusal } {
    const outTradeNo = biz.out_trade_no;
    if (typeof outTradeNo !== "string" || !/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)) return { refusal: invalid("isv.invalid-parameter", "out_trade_no 不合法") };
    const totalFen = fenOf(biz.total_amount);
    if (totalFen === null) return { refusal: invalid("isv.invalid-parameter", "total_amount 不合法") };
    const subject = biz.subject;
    if (typeof subject !== "string" || subject === "" || Array.from(subject).length > 256 || /[/=&]/.test(subject)) {
      return { refusal: invalid("isv.invalid-parameter", "subject 不合法") };
    }
    if (biz.product_code !== PAGE_METHODS[method]) return { refusal: invalid("isv.invalid-parameter", `product_code 必须是 ${PAGE_METHODS[method]}`) };
    const expiresAt = biz.time_expire === undefined ? null : chinaInstant(biz.time_expire);
    if (expiresAt === undefined) return { refusal: invalid("isv.invalid-parameter", "time_expire 不合法") };
    const existing = trades.get(outTradeNo);
    if (existing) expireIfDue(existing);
    if (!existing && expiresAt && expiresAt <= now()) return { refusal: businessRefusal("ACQ.TRADE_HAS_CLOSE", "交易已超时关闭") };
    if (existing) {
      if (existing.totalAmount !== biz.total_amount || existing.subject !== subject)
        return { refusal: businessRefusal("ACQ.TRADE_HAS_CHANGED", "交易信息被篡改") };
      if (existing.status === "TRADE_SUCCESS") return { refusal: businessRefusal("ACQ.TRADE_HAS_SUCCESS", "交易已被支付") };
      if (existing.status === "TRADE_CLOSED") return { refusal: businessRefusal("ACQ.TRADE_HAS_CLOSE", "交易已经关闭") };
      return { trade: existing };
    }
    const trade: FakeTrade = {
      outTradeNo,
      tradeNo: newTradeNo(),
      method,
      subject,
      totalAmount: String(biz.total_amount),
      totalFen,
      status: "WAIT_BUYER_PAY",
      notifyUrl: params.notify_url ?? "",
      returnUrl: params.return_url ?? "",
      expiresAt,
      createdAt: now(),
      paidAt: null,
      closedAt: null,
      refunds: [],
    };
    trades.set(outTradeNo, trade);
    return { trade };
  }

  /** An unpaid trade past its time_expire is closed (Alipay closes it then; here when next looked at). */
  function expireIfDue(trade: FakeTrade): void {
    if (trade.status === "WAIT_BUYER_PAY" && trade.expiresAt && trade.expiresAt <= now()) {
      trade.status = "TRADE_CLOSED";
      trade.closedAt = trade.expiresAt;
    }
  }

  const refundedFen = (trade: FakeTrade) => trade.refunds.reduce((sum, refund) => sum + refund.amountFen, 0);

  /** The API methods, on a request whose signature and app already stand. */
  function answerMethod(method: string, biz: Record<string, unknown>): object {
    const trade = typeof biz.out_trade_no === "string" ? trades.get(biz.out_trade_no) : undefined;
    if (trade) expireIfDue(trade);
    const notExist = businessRefusal("ACQ.TRADE_NOT_EXIST", "交易不存在");
    switch (method) {
      case "alipay.trade.query": {
        if (!biz.out_trade_no) return missing("isv.missing-parameter", "缺少 out_trade_no");
        if (!trade) return notExist;
        return {
          code: "10000",
          msg: "Success",
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          buyer_logon_id: BUYER_LOGON_ID,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          buyer_pay_amount: trade.paidAt ? trade.totalAmount : "0.00",
          point_amount: "0.00",
          invoice_amount: trade.paidAt ? trade.totalAmount : "0.00",
          receipt_amount: trade.paidAt ? trade.totalAmount : "0.00",
          ...(trade.paidAt ? { send_pay_date: chinaTime(trade.paidAt), buyer_user_id: BUYER_ID } : {}),
        };
      }
      case "alipay.trade.close": {
        if (!trade) return notExist;
        if (trade.status !== "WAIT_BUYER_PAY") return businessRefusal("ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
        trade.status = "TRADE_CLOSED";
        trade.closedAt = now();
        if (notifyChanges && trade.notifyUrl) deliverLater(trade.notifyUrl, notificationFields(trade));
        return { code: "10000", msg: "Success", trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
      }
      case "alipay.trade.refund": {
        if (!trade) return notExist;
        const amountFen = fenOf(biz.refund_amount);
        if (amountFen === null) return invalid("isv.invalid-parameter", "refund_amount 不合法");
        const outRequestNo = typeof biz.out_request_no === "string" && biz.out_request_no ? biz.out_request_no : trade.tradeNo;
        const earlier = trade.refunds.find((refund) => refund.outRequestNo === outRequestNo);
        const made = {
          code: "10000",
          msg: "Success",
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          buyer_logon_id: BUYER_LOGON_ID,
          buyer_user_id: BUYER_ID,
        };
        if (earlier) {
          if (earlier.amountFen !== amountFen) return businessRefusal("ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", "退款金额与此前同一退款请求号的金额不一致");
          // A retry of a made refund: no money moves this time.
          return { ...made, fund_change: "N", refund_fee: yuan(refundedFen(trade)), gmt_refund_pay: chinaTime(earlier.at) };
        }
        if (!trade.paidAt) return businessRefusal("ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
        if (trade.status === "TRADE_CLOSED") return businessRefusal("ACQ.TRADE_HAS_CLOSE", "交易已经关闭");
        if (refundedFen(trade) + amountFen > trade.totalFen) return businessRefusal("ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", "退款金额超限");
        const refund: FakeRefund = { outRequestNo, amountFen, reason: String(biz.refund_reason ?? ""), at: now() };
        trade.refunds.push(refund);
        if (refundedFen(trade) === trade.totalFen) {
          trade.status = "TRADE_CLOSED";
          trade.closedAt = refund.at;
        }
        if (notifyChanges && trade.notifyUrl) {
          deliverLater(
            trade.notifyUrl,
            notificationFields(trade, { refund_fee: yuan(refundedFen(trade)), gmt_refund: chinaMillis(refund.at), out_biz_no: outRequestNo }),
          );
        }
        return { ...made, fund_change: "Y", refund_fee: yuan(refundedFen(trade)), gmt_refund_pay: chinaTime(refund.at) };
      }
      case "alipay.trade.fastpay.refund.query": {
        if (!trade) return notExist;
        const refund = trade.refunds.find((each) => each.outRequestNo === biz.out_request_no);
        // Alipay answers success without refund fields when it knows no such refund.
        if (!refund) return { code: "10000", msg: "Success", trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
        return {
          code: "10000",
          msg: "Success",
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          out_request_no: refund.outRequestNo,
          total_amount: trade.totalAmount,
          refund_amount: yuan(refund.amountFen),
          refund_status: "REFUND_SUCCESS",
        };
      }
      case "alipay.data.dataservice.bill.downloadurl.query": {
        if (biz.bill_type !== "trade" && biz.bill_type !== "signcustomer") return invalid("isv.invalid-parameter", "bill_type 不合法");
        const billDate = String(biz.bill_date ?? "");
        if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate)) return invalid("isv.invalid-parameter", "bill_date 不合法");
        if (billDate >= chinaDay(now())) return businessRefusal("isp.bill_not_exist", "账单不存在");
        const token = randomBytes(12).toString("hex");
        bills.set(token, { expires: now().getTime() + BILL_LINK_LIFETIME_MS, zip: billOf(billDate) });
        const url = new URL(BILL_PATH, origin);
        url.searchParams.set("bizType", "trade");
        url.searchParams.set("bizDates", billDate.replaceAll("-", ""));
        url.searchParams.set("token", token);
        return { code: "10000", msg: "Success", bill_download_url: url.toString() };
      }
      default:
        return invalid("isv.invalid-method", "不存在的方法名");
    }
  }

  /** The day's trade statement: payments finished that China day and refunds made that day. */
  function billOf(billDate: string): Uint8Array {
    const lines: FakeBillLine[] = [];
    for (const trade of trades.values()) {
      const base = { tradeNo: trade.tradeNo, outTradeNo: trade.outTradeNo, subject: trade.subject, createdAt: chinaTime(trade.createdAt) };
      if (trade.paidAt && chinaDay(trade.paidAt) === billDate) {
        lines.push({ ...base, kind: "交易", finishedAt: chinaTime(trade.paidAt), amount: trade.totalAmount, outRequestNo: "" });
      }
      for (const refund of trade.refunds) {
        if (chinaDay(refund.at) !== billDate) continue;
        lines.push({ ...base, kind: "退款", finishedAt: chinaTime(refund.at), amount: `-${yuan(refund.amountFen)}`, outRequestNo: refund.outRequestNo });
      }
    }
    const stem = `${options.sellerId}0156_${billDate.replaceAll("-", "")}`;
    return zipOf([
      { name: `${stem}_业务明细.csv`, data: encodeGbk(fakeBillDetail(options.sellerId, billDate, lines)) },
      { name: `${stem}_业务明细(汇总).csv`, data: encodeGbk(fakeBillSummary(lines)) },
    ]);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", origin);
    const send = (status: number, type: string, body: string | Uint8Array, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": type, ...headers });
      response.end(body);
    };

    if (url.pathname === GATEWAY_PATH && request.method === "GET") {
      // A page method opened by the buyer's browser: every parameter in the query.
      const params = Object.fromEntries(url.searchParams);
      const refusal = checkRequest(params);
      const biz = record(params, refusal);
      if (refusal) return send(400, "text/html; charset=utf-8", cashierRefusalPage(refusal.sub_code, refusal.sub_msg));
      const method = params.method ?? "";
      if (!isPageMethod(method)) return send(400, "text/html; charset=utf-8", cashierRefusalPage("isv.invalid-method", "不存在的方法名"));
      const opened = openCashier(method, params, biz);
      if ("refusal" in opened) return send(400, "text/html; charset=utf-8", cashierRefusalPage(opened.refusal.sub_code, opened.refusal.sub_msg));
      const product = method === "alipay.trade.page.pay" ? "电脑网站支付" : "手机网站支付";
      return send(200, "text/html; charset=utf-8", cashierPage({ ...opened.trade, product }, PAY_PATH));
    }

    if (url.pathname === GATEWAY_PATH && request.method === "POST") {
      const body = new URLSearchParams(await readBody(request));
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      let duplicated = false;
      for (const [name, value] of body) {
        if (name in params) duplicated = true;
        params[name] = value;
      }
      const method = params.method ?? "";
      const refusal = duplicated ? invalid("isv.invalid-parameter", "参数重复") : checkRequest(params);
      const biz = record(params, refusal);
      const injected = refusal ? undefined : nextRefusals.get(method);
      nextRefusals.delete(method);
      const answer = refusal ?? injected ?? answerMethod(method, biz);
      const recorded = lastRequests.at(-1);
      if (recorded && !refusal && "sub_code" in answer) recorded.refusal = String(answer.sub_code);
      return send(200, "text/html; charset=utf-8", signedAnswer(method, answer));
    }

    if (url.pathname === PAY_PATH && request.method === "POST") {
      const outTradeNo = new URLSearchParams(await readBody(request)).get("out_trade_no") ?? "";
      const trade = trades.get(outTradeNo);
      if (trade) expireIfDue(trade);
      if (trade?.status !== "WAIT_BUYER_PAY") return send(400, "text/html; charset=utf-8", cashierRefusalPage("ACQ.TRADE_STATUS_ERROR", "交易状态不合法"));
      const { returnUrl } = await payTrade(outTradeNo);
      return send(302, "text/plain; charset=utf-8", "", { location: returnUrl });
    }

    if (url.pathname === BILL_PATH && request.method === "GET") {
      const bill = bills.get(url.searchParams.get("token") ?? "");
      if (!bill || bill.expires < now().getTime()) return send(404, "text/plain; charset=utf-8", "链接已失效");
      return send(200, "application/octet-stream", bill.zip);
    }

    return send(404, "text/plain; charset=utf-8", "not found");
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end(`fake alipay: ${(error as Error).message}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    gatewayUrl: `${origin}${GATEWAY_PATH}`,
    alipayPublicKeyPem: alipayKeys.publicKey.export({ format: "pem", type: "spki" }).toString(),
    lastRequests,
    notifications,
    trade: (outTradeNo) => trades.get(outTradeNo),
    pay: (outTradeNo, payOptions) => payTrade(outTradeNo, payOptions?.paidAt),
    notificationFields(outTradeNo, extra) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`fake alipay: no trade ${outTradeNo}`);
      return notificationFields(trade, extra);
    },
    signNotification,
    refuseNext(method, refusal) {
      nextRefusals.set(method, refusal);
    },
    signResponsesWith(signer) {
      if (signer === "stranger") strangerKey ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
      responseSigner = signer === "stranger" && strangerKey ? strangerKey : alipayKeys.privateKey;
    },
    async idle() {
      while (underWay.size > 0) await Promise.all([...underWay]);
    },
    async close() {
      await Promise.all([...underWay]);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
