import { createHash, generateKeyPairSync, type KeyObject, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeWeChatOAuth, type FakeOAuthAnswer } from "./wechat-oauth-fake.ts";
import { chinaDateOf } from "./wechat-pay-bill.ts";
import { type JsapiPayRequest, jsapiPaySignValid } from "./wechat-pay-jsapi.ts";
import type { WeChatPayEvent } from "./wechat-pay-notification.ts";
import { encryptResource } from "./wechat-pay-resource.ts";
import { newNonce, parseAuthorization, requestMessage, rsaSha256Signature } from "./wechat-pay-signing.ts";
import { answerMessage, WECHAT_PAY_SIGNATURE_TOLERANCE_SECONDS } from "./wechat-pay-verification.ts";

/**
 * A local stand-in for WeChat Pay API v3 (直连商户: Native, H5, JSAPI with the 公众号's 网页授权,
 * query, close, refunds, the trade bill), for the offline tests and the portal's browser journey. Like WeChat Pay it verifies the
 * merchant's request signatures (401 SIGN_ERROR otherwise), keeps trades and refunds, answers
 * with WeChat Pay's status codes and `{code,message}` errors, signs every answer with its own
 * platform key (a generated 微信支付公钥 and id), and posts encrypted, signed notifications.
 *
 * Test hooks: `pay()`, `completeRefund()`, `signedNotification()` / `notify()`, `lastRequests`,
 * `deliveries`, `corruptNextAnswer()`. For a browser: `h5_url` opens a page with a 确认支付 button
 * (then back to `redirect_url`), `POST /__fake/pay?code_url=…` pays a Native trade as a scan would,
 * and `POST /__fake/jsapi/pay` with getBrandWCPayRequest's parameters pays a JSAPI trade as WeChat's
 * cashier would, once their paySign verifies with the merchant's public key.
 * Unlike WeChat Pay it accepts a plain-http notify_url (the tests' local server).
 */

export interface FakeWeChatPayOptions {
  appid: string;
  mchid: string;
  /** Verifies the merchant's request signatures. */
  merchantPublicKey: KeyObject;
  /** When given, a request naming another certificate serial is refused like a bad signature. */
  merchantSerial?: string;
  /** The APIv3 key notifications are encrypted with (32 bytes). */
  apiV3Key: Buffer;
  /**
   * The 公众号's AppSecret: when given, the fake serves 网页授权 too (WECHAT_OAUTH_BASE_URL and
   * WECHAT_API_BASE_URL pointed at it) and takes JSAPI trades for the openid it gives.
   */
  appSecret?: string;
  /** How long a refund stays PROCESSING before it succeeds and is notified; null: only `completeRefund()` settles it. Default 100 ms. */
  refundDelayMs?: number | null;
  now?: () => Date;
}

export interface FakeTrade {
  outTradeNo: string;
  tradeType: "NATIVE" | "H5" | "JSAPI";
  tradeState: "NOTPAY" | "SUCCESS" | "CLOSED" | "REFUND" | "PAYERROR";
  totalFen: number;
  description: string;
  notifyUrl: string;
  prepayId: string;
  codeUrl: string;
  transactionId: string;
  successTime: Date | null;
  refundedFen: number;
  /** The order as first asked: a repeat with the same parameters gets the same answer, one with others is refused. */
  fingerprint: string;
}

export interface FakeRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  transactionId: string;
  refundFen: number;
  totalFen: number;
  status: "PROCESSING" | "SUCCESS" | "ABNORMAL" | "CLOSED";
  reason: string;
  notifyUrl: string;
  createTime: Date;
  successTime: Date | null;
}

export interface RecordedRequest {
  method: string;
  pathWithQuery: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** Whether the merchant's signature verified (a refused one was answered 401 SIGN_ERROR). */
  signatureValid: boolean;
  status: number;
}

export interface NotificationDelivery {
  notificationId: string;
  eventType: string;
  url: string;
  /** Our answer: WeChat Pay takes 200/204 as acknowledged. */
  status: number;
  body: string;
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

/** Ways the next answer goes wrong, to prove that the adapter never believes one it cannot verify. */
export type AnswerCorruption = "signature" | "body" | "serial" | "stale" | "unsigned" | "bill";

export interface FakeWeChatPay {
  /** The base URL (WECHATPAY_BASE_URL; with `appSecret` also WECHAT_OAUTH_BASE_URL and WECHAT_API_BASE_URL). */
  url: string;
  /** The openid its 网页授权 gives (with `appSecret`), which JSAPI trades must name. */
  payerOpenid: string | null;
  platformPublicKey: KeyObject;
  platformPublicKeyPem: string;
  platformPublicKeyId: string;
  /** Signs the fake's answers; a test may forge with another key, never needs this one. */
  platformPrivateKey: KeyObject;
  trades: Map<string, FakeTrade>;
  refunds: Map<string, FakeRefund>;
  /** Every request to the API, newest last. */
  lastRequests: RecordedRequest[];
  /** Every notification posted, newest last. */
  deliveries: NotificationDelivery[];
  /** The payer pays: the trade becomes SUCCESS (at `at`, default now) and TRANSACTION.SUCCESS is posted to its notify_url. */
  pay(outTradeNo: string, options?: { at?: Date }): Promise<NotificationDelivery>;
  /** A PROCESSING refund ends (SUCCESS by default) and REFUND.<status> is posted. */
  completeRefund(outRefundNo: string, outcome?: "SUCCESS" | "ABNORMAL" | "CLOSED"): Promise<NotificationDelivery>;
  /** A notification as WeChat Pay would post it (encrypted resource, signed), not sent. */
  signedNotification(eventType: WeChatPayEvent | string, resource: object, options?: { id?: string; at?: Date }): SignedNotification;
  /** Posts a notification to a notify URL. */
  notify(url: string, notification: SignedNotification): Promise<NotificationDelivery>;
  corruptNextAnswer(how: AnswerCorruption): void;
  close(): Promise<void>;
}

const SUCCESS_BILL_HEADER =
  "交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,商品名称,商户数据包,手续费,费率,订单金额,费率备注";
const BILL_SUMMARY_HEADER = "总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额";
const FEE_RATE = 0.006;
const PAYER_OPENID = "oFakePayer0000000000000000000";

const CHINA_OFFSET_MS = 8 * 3_600_000;
/** RFC 3339 in China time, as WeChat Pay writes times (`2024-05-01T12:34:56+08:00`). */
const chinaRfc3339 = (at: Date) => `${new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
/** `2024-05-01 12:34:56`, the bill's form. */
const chinaBillTime = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
const yuanOf = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join("");
/** WeChat Pay's trade_type of a trade (H5 is MWEB in WeChat Pay's words). */
const tradeTypeOf = (trade: FakeTrade) => (trade.tradeType === "H5" ? "MWEB" : trade.tradeType);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

function jsonOf(body: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed === "object" && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // Refused below like any body that is not a JSON object.
  }
  throw new GatewayRefusal(400, "PARAM_ERROR", "请求体不是合法的 JSON 对象");
}

const objectOf = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

export async function startFakeWeChatPay(options: FakeWeChatPayOptions): Promise<FakeWeChatPay> {
  const now = options.now ?? (() => new Date());
  const { publicKey: platformPublicKey, privateKey: platformPrivateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const platformPublicKeyId = `PUB_KEY_ID_01${digits(24)}`;
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, FakeRefund>();
  const bills = new Map<string, Buffer>();
  const lastRequests: RecordedRequest[] = [];
  const deliveries: NotificationDelivery[] = [];
  const corruptions: AnswerCorruption[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const oauth = options.appSecret ? createFakeWeChatOAuth({ appid: options.appid, appSecret: options.appSecret, now }) : null;
  let baseUrl = "";

  /** Signature headers over a body, as WeChat Pay signs answers and notifications. */
  function signatureHeaders(body: string, at: Date): Record<string, string> {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonce = newNonce();
    return {
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": nonce,
      "wechatpay-signature": rsaSha256Signature(platformPrivateKey, answerMessage(timestamp, nonce, body)),
      "wechatpay-serial": platformPublicKeyId,
    };
  }

  function answer(response: ServerResponse, status: number, payload: object | null) {
    const body = payload === null ? "" : JSON.stringify(payload);
    let headers: Record<string, string> = { ...signatureHeaders(body, now()), "request-id": randomUUID() };
    let sent = body;
    const corruption = corruptions[0] === "bill" ? undefined : corruptions.shift();
    if (corruption === "signature") headers["wechatpay-signature"] = rsaSha256Signature(platformPrivateKey, answerMessage("0", "forged", body));
    // A changed character after signing, as a meddler on the way would: a digit where there is one, else the text.
    if (corruption === "body")
      sent = body === "" ? "{}" : /\d/.test(body) ? body.replace(/\d/, (digit) => String((Number(digit) + 1) % 10)) : body.replace('":"', '":"!');
    if (corruption === "serial") headers["wechatpay-serial"] = "PUB_KEY_ID_0199999999999999999999999999";
    if (corruption === "stale") headers = { ...signatureHeaders(body, new Date(now().getTime() - 10 * 60_000)), "request-id": randomUUID() };
    if (corruption === "unsigned") headers = { "request-id": randomUUID() };
    if (sent !== "") headers["content-type"] = "application/json; charset=utf-8";
    response.writeHead(status, headers).end(sent);
  }

  async function post(url: string, notification: SignedNotification, eventType: string): Promise<NotificationDelivery> {
    const id = String((JSON.parse(notification.body) as { id?: unknown }).id ?? "");
    let delivery: NotificationDelivery;
    try {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...notification.headers }, body: notification.body });
      delivery = { notificationId: id, eventType, url, status: response.status, body: await response.text() };
    } catch (error) {
      delivery = { notificationId: id, eventType, url, status: 0, body: String(error) };
    }
    deliveries.push(delivery);
    return delivery;
  }

  function signedNotification(eventType: string, resource: object, notificationOptions: { id?: string; at?: Date } = {}): SignedNotification {
    const at = notificationOptions.at ?? now();
    const originalType = eventType.startsWith("REFUND.") ? "refund" : "transaction";
    const body = JSON.stringify({
      id: notificationOptions.id ?? randomUUID(),
      create_time: chinaRfc3339(at),
      resource_type: "encrypt-resource",
      event_type: eventType,
      summary: eventType === "TRANSACTION.SUCCESS" ? "支付成功" : eventType === "REFUND.SUCCESS" ? "退款成功" : "退款异常",
      resource: encryptResource(options.apiV3Key, JSON.stringify(resource), originalType, originalType),
    });
    return { headers: signatureHeaders(body, at), body };
  }

  const transactionView = (trade: FakeTrade) => ({
    appid: options.appid,
    mchid: options.mchid,
    out_trade_no: trade.outTradeNo,
    ...(trade.transactionId ? { transaction_id: trade.transactionId } : {}),
    trade_type: tradeTypeOf(trade),
    trade_state: trade.tradeState,
    trade_state_desc: { NOTPAY: "订单未支付", SUCCESS: "支付成功", CLOSED: "订单已关闭", REFUND: "转入退款", PAYERROR: "支付失败" }[trade.tradeState],
    ...(trade.successTime ? { bank_type: "OTHERS", success_time: chinaRfc3339(trade.successTime), payer: { openid: PAYER_OPENID } } : {}),
    attach: "",
    amount: trade.successTime
      ? { total: trade.totalFen, payer_total: trade.totalFen, currency: "CNY", payer_currency: "CNY" }
      : { total: trade.totalFen, currency: "CNY", payer_currency: "CNY" },
  });

  const refundView = (refund: FakeRefund) => ({
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: refund.transactionId,
    out_trade_no: refund.outTradeNo,
    channel: "ORIGINAL",
    user_received_account: "支付用户零钱",
    ...(refund.successTime ? { success_time: chinaRfc3339(refund.successTime) } : {}),
    create_time: chinaRfc3339(refund.createTime),
    status: refund.status,
    funds_account: "AVAILABLE",
    amount: {
      total: refund.totalFen,
      refund: refund.refundFen,
      payer_total: refund.totalFen,
      payer_refund: refund.refundFen,
      settlement_total: refund.totalFen,
      settlement_refund: refund.refundFen,
      discount_refund: 0,
      currency: "CNY",
    },
  });

  async function pay(outTradeNo: string, payOptions: { at?: Date } = {}): Promise<NotificationDelivery> {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`fake WeChat Pay: no trade ${outTradeNo}`);
    if (trade.tradeState !== "NOTPAY") throw new Error(`fake WeChat Pay: trade ${outTradeNo} is ${trade.tradeState}, not payable`);
    trade.tradeState = "SUCCESS";
    trade.successTime = payOptions.at ?? now();
    trade.transactionId = `42000${digits(23)}`;
    return post(trade.notifyUrl, signedNotification("TRANSACTION.SUCCESS", transactionView(trade)), "TRANSACTION.SUCCESS");
  }

  async function completeRefund(outRefundNo: string, outcome: "SUCCESS" | "ABNORMAL" | "CLOSED" = "SUCCESS"): Promise<NotificationDelivery> {
    const refund = refunds.get(outRefundNo);
    if (!refund) throw new Error(`fake WeChat Pay: no refund ${outRefundNo}`);
    if (refund.status !== "PROCESSING") throw new Error(`fake WeChat Pay: refund ${outRefundNo} is already ${refund.status}`);
    refund.status = outcome;
    if (outcome === "SUCCESS") refund.successTime = now();
    const trade = trades.get(refund.outTradeNo);
    if (trade && outcome === "CLOSED") trade.refundedFen -= refund.refundFen;
    const resource = {
      mchid: options.mchid,
      transaction_id: refund.transactionId,
      out_trade_no: refund.outTradeNo,
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      refund_status: outcome,
      ...(refund.successTime ? { success_time: chinaRfc3339(refund.successTime) } : {}),
      user_received_account: "支付用户零钱",
      amount: { total: refund.totalFen, refund: refund.refundFen, payer_total: refund.totalFen, payer_refund: refund.refundFen },
    };
    const eventType = `REFUND.${outcome}`;
    return post(refund.notifyUrl, signedNotification(eventType, resource), eventType);
  }

  // ---- the API -----------------------------------------------------------------------------

  function openTrade(tradeType: FakeTrade["tradeType"], body: Record<string, unknown>): object {
    if (body.appid !== options.appid || body.mchid !== options.mchid) throw new GatewayRefusal(400, "APPID_MCHID_NOT_MATCH", "appid和mchid不匹配");
    const description = typeof body.description === "string" ? body.description : "";
    if (description === "" || Buffer.byteLength(description, "utf8") > 127) throw new GatewayRefusal(400, "PARAM_ERROR", "description 长度应为 1 到 127 字节");
    const outTradeNo = typeof body.out_trade_no === "string" ? body.out_trade_no : "";
    if (!/^[0-9A-Za-z_\-|*]{6,32}$/.test(outTradeNo)) throw new GatewayRefusal(400, "PARAM_ERROR", "out_trade_no 格式错误");
    const notifyUrl = typeof body.notify_url === "string" ? body.notify_url : "";
    if (!URL.canParse(notifyUrl)) throw new GatewayRefusal(400, "PARAM_ERROR", "notify_url 格式错误");
    const amount = objectOf(body.amount);
    if (!Number.isSafeInteger(amount.total) || (amount.total as number) < 1 || (amount.currency ?? "CNY") !== "CNY")
      throw new GatewayRefusal(400, "PARAM_ERROR", "amount.total 应为正整数（分）");
    if (tradeType === "H5") {
      const scene = objectOf(body.scene_info);
      if (typeof scene.payer_client_ip !== "string" || scene.payer_client_ip === "")
        throw new GatewayRefusal(400, "PARAM_ERROR", "缺少 scene_info.payer_client_ip");
      if (!["iOS", "Android", "Wap"].includes(String(objectOf(scene.h5_info).type)))
        throw new GatewayRefusal(400, "PARAM_ERROR", "scene_info.h5_info.type 应为 iOS、Android 或 Wap");
    }
    const payer = objectOf(body.payer);
    // JSAPI names its payer: an openid of this AppID's 网页授权 (WeChat Pay refuses any other).
    if (tradeType === "JSAPI" && !oauth?.knows(payer.openid)) throw new GatewayRefusal(400, "PARAM_ERROR", "openid 与 appid 不匹配");
    const fingerprint = JSON.stringify([tradeType, options.appid, description, notifyUrl, amount.total, body.time_expire ?? null, payer.openid ?? null]);
    const known = trades.get(outTradeNo);
    if (known) {
      if (known.tradeState === "CLOSED") throw new GatewayRefusal(400, "ORDER_CLOSED", "订单已关闭");
      if (known.tradeState !== "NOTPAY") throw new GatewayRefusal(400, "ORDERPAID", "订单已支付");
      if (known.fingerprint !== fingerprint) throw new GatewayRefusal(403, "OUT_TRADE_NO_USED", "商户订单号重复");
    }
    const trade: FakeTrade = known ?? {
      outTradeNo,
      tradeType,
      tradeState: "NOTPAY",
      totalFen: amount.total as number,
      description,
      notifyUrl,
      prepayId: `wx${Date.now()}${randomBytes(8).toString("hex")}`,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString("hex")}`,
      transactionId: "",
      successTime: null,
      refundedFen: 0,
      fingerprint,
    };
    trades.set(outTradeNo, trade);
    if (tradeType === "JSAPI") return { prepay_id: trade.prepayId };
    return tradeType === "NATIVE"
      ? { code_url: trade.codeUrl }
      : { h5_url: `${baseUrl}/__fake/h5?prepay_id=${trade.prepayId}&package=${randomBytes(4).readUInt32BE()}` };
  }

  function closeTrade(outTradeNo: string, body: Record<string, unknown>): null {
    if (body.mchid !== options.mchid) throw new GatewayRefusal(400, "PARAM_ERROR", "mchid 不正确");
    const trade = trades.get(outTradeNo);
    if (!trade) throw new GatewayRefusal(404, "ORDER_NOT_EXIST", "订单不存在");
    if (trade.tradeState === "SUCCESS" || trade.tradeState === "REFUND") throw new GatewayRefusal(400, "ORDERPAID", "订单已支付");
    trade.tradeState = "CLOSED";
    return null;
  }

  function requestRefund(body: Record<string, unknown>): object {
    const outRefundNo = typeof body.out_refund_no === "string" ? body.out_refund_no : "";
    if (!/^[0-9A-Za-z_\-|*@]{1,64}$/.test(outRefundNo)) throw new GatewayRefusal(400, "PARAM_ERROR", "out_refund_no 格式错误");
    const outTradeNo = String(body.out_trade_no ?? "");
    const known = refunds.get(outRefundNo);
    // The same out_refund_no is the same refund: asked again, it is answered as it stands.
    if (known) {
      if (known.outTradeNo !== outTradeNo) throw new GatewayRefusal(400, "INVALID_REQUEST", "商户退款单号已用于另一笔订单");
      return refundView(known);
    }
    const trade = trades.get(outTradeNo);
    if (!trade) throw new GatewayRefusal(404, "RESOURCE_NOT_EXISTS", "订单不存在");
    if (trade.tradeState !== "SUCCESS" && trade.tradeState !== "REFUND") throw new GatewayRefusal(400, "INVALID_REQUEST", "订单未支付，不能退款");
    const amount = objectOf(body.amount);
    if (amount.total !== trade.totalFen) throw new GatewayRefusal(400, "INVALID_REQUEST", "订单金额与原订单不符");
    if (!Number.isSafeInteger(amount.refund) || (amount.refund as number) < 1) throw new GatewayRefusal(400, "PARAM_ERROR", "amount.refund 应为正整数（分）");
    if ((amount.refund as number) > trade.totalFen - trade.refundedFen) throw new GatewayRefusal(400, "INVALID_REQUEST", "申请退款金额超过订单可退金额");
    const notifyUrl = typeof body.notify_url === "string" && body.notify_url !== "" ? body.notify_url : trade.notifyUrl;
    const refund: FakeRefund = {
      outRefundNo,
      refundId: `50${digits(27)}`,
      outTradeNo,
      transactionId: trade.transactionId,
      refundFen: amount.refund as number,
      totalFen: trade.totalFen,
      status: "PROCESSING",
      reason: String(body.reason ?? ""),
      notifyUrl,
      createTime: now(),
      successTime: null,
    };
    refunds.set(outRefundNo, refund);
    trade.refundedFen += refund.refundFen;
    trade.tradeState = "REFUND";
    const delay = options.refundDelayMs === undefined ? 100 : options.refundDelayMs;
    if (delay !== null) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (refund.status === "PROCESSING") void completeRefund(outRefundNo);
      }, delay);
      timers.add(timer);
    }
    return refundView(refund);
  }

  function tradeBill(query: URLSearchParams): object {
    const billDate = query.get("bill_date") ?? "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate)) throw new GatewayRefusal(400, "PARAM_ERROR", "bill_date 格式应为 YYYY-MM-DD");
    if ((query.get("bill_type") ?? "ALL") !== "SUCCESS") throw new GatewayRefusal(400, "PARAM_ERROR", "本模拟网关只提供 SUCCESS 账单");
    if (billDate >= chinaDateOf(now())) throw new GatewayRefusal(400, "STATEMENT_CREATING", "账单生成中");
    const paid = [...trades.values()].filter((trade) => trade.successTime && chinaDateOf(trade.successTime) === billDate);
    if (paid.length === 0) throw new GatewayRefusal(400, "NO_STATEMENT_EXIST", "账单文件不存在");
    const fee = (trade: FakeTrade) => Math.round(trade.totalFen * FEE_RATE);
    const lines = paid.map((trade) =>
      [
        chinaBillTime(trade.successTime as Date),
        options.appid,
        options.mchid,
        "0",
        "",
        trade.transactionId,
        trade.outTradeNo,
        PAYER_OPENID,
        tradeTypeOf(trade),
        "SUCCESS",
        "OTHERS",
        "CNY",
        yuanOf(trade.totalFen),
        "0.00",
        trade.description,
        "",
        (fee(trade) / 100).toFixed(5),
        "0.60%",
        yuanOf(trade.totalFen),
        "",
      ]
        .map((value) => `\`${value}`)
        .join(","),
    );
    const total = paid.reduce((sum, trade) => sum + trade.totalFen, 0);
    const fees = paid.reduce((sum, trade) => sum + fee(trade), 0);
    const summary = [`${paid.length}.0`, yuanOf(total), "0.00", "0.00", (fees / 100).toFixed(5), yuanOf(total), "0.00"].map((value) => `\`${value}`).join(",");
    const file = Buffer.from(`\uFEFF${[SUCCESS_BILL_HEADER, ...lines, BILL_SUMMARY_HEADER, summary].join("\r\n")}\r\n`, "utf8");
    const token = randomBytes(12).toString("hex");
    bills.set(token, file);
    return { hash_type: "SHA1", hash_value: createHash("sha1").update(file).digest("hex"), download_url: `${baseUrl}/v3/billdownload/file?token=${token}` };
  }

  /** WeChat Pay's check of the merchant's signature: our key, our merchant, a fresh timestamp. */
  function signatureValid(request: IncomingMessage, pathWithQuery: string, body: string): boolean {
    const authorization = parseAuthorization(request.headers.authorization);
    if (!authorization || authorization.mchid !== options.mchid) return false;
    if (options.merchantSerial !== undefined && authorization.serial !== options.merchantSerial) return false;
    if (Math.abs(now().getTime() / 1000 - authorization.timestamp) > WECHAT_PAY_SIGNATURE_TOLERANCE_SECONDS) return false;
    const message = requestMessage({ method: request.method ?? "", pathWithQuery, body }, authorization.timestamp, authorization.nonce);
    try {
      return verify("RSA-SHA256", Buffer.from(message, "utf8"), options.merchantPublicKey, Buffer.from(authorization.signature, "base64"));
    } catch {
      return false;
    }
  }

  function route(method: string, path: string, query: URLSearchParams, body: string): { status: number; payload: object | null } {
    const ok = (payload: object | null) => ({ status: payload === null ? 204 : 200, payload });
    if (method === "POST" && path === "/v3/pay/transactions/native") return ok(openTrade("NATIVE", jsonOf(body)));
    if (method === "POST" && path === "/v3/pay/transactions/h5") return ok(openTrade("H5", jsonOf(body)));
    if (method === "POST" && path === "/v3/pay/transactions/jsapi") return ok(openTrade("JSAPI", jsonOf(body)));
    const tradePath = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (tradePath) {
      const outTradeNo = decodeURIComponent(tradePath[1] as string);
      if (method === "POST" && tradePath[2]) return ok(closeTrade(outTradeNo, jsonOf(body)));
      if (method === "GET" && !tradePath[2]) {
        if (query.get("mchid") !== options.mchid) throw new GatewayRefusal(400, "PARAM_ERROR", "mchid 不正确");
        const trade = trades.get(outTradeNo);
        if (!trade) throw new GatewayRefusal(404, "ORDER_NOT_EXIST", "订单不存在");
        return ok(transactionView(trade));
      }
    }
    if (method === "POST" && path === "/v3/refund/domestic/refunds") return ok(requestRefund(jsonOf(body)));
    const refundPath = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === "GET" && refundPath) {
      const refund = refunds.get(decodeURIComponent(refundPath[1] as string));
      if (!refund) throw new GatewayRefusal(404, "RESOURCE_NOT_EXISTS", "退款单不存在");
      return ok(refundView(refund));
    }
    if (method === "GET" && path === "/v3/bill/tradebill") return ok(tradeBill(query));
    throw new GatewayRefusal(404, "NOT_FOUND", "请求的资源不存在");
  }

  async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL, body: string) {
    const pathWithQuery = `${url.pathname}${url.search}`;
    const record: RecordedRequest = { method: request.method ?? "", pathWithQuery, headers: request.headers, body, signatureValid: false, status: 0 };
    lastRequests.push(record);
    record.signatureValid = signatureValid(request, pathWithQuery, body);
    if (!record.signatureValid) {
      record.status = 401;
      return answer(response, 401, { code: "SIGN_ERROR", message: "错误的签名，验签失败" });
    }
    // The bill file itself is not signed: its SHA-1 in the signed tradebill answer vouches for it.
    if (url.pathname === "/v3/billdownload/file") {
      const file = bills.get(url.searchParams.get("token") ?? "");
      record.status = file ? 200 : 404;
      if (!file) return answer(response, 404, { code: "RESOURCE_NOT_EXISTS", message: "账单文件不存在" });
      const corrupted = corruptions[0] === "bill" ? corruptions.shift() : undefined;
      // One yuan more on the first amount: what a tampered or damaged file would do to the books.
      const sent = corrupted
        ? Buffer.from(
            file.toString("utf8").replace(/`(\d+)\.(\d{2}),/, (_amount, yuan: string, fen: string) => `\`${Number(yuan) + 1}.${fen},`),
            "utf8",
          )
        : file;
      return response.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(sent);
    }
    try {
      const { status, payload } = route(request.method ?? "", url.pathname, url.searchParams, body);
      record.status = status;
      answer(response, status, payload);
    } catch (error) {
      if (!(error instanceof GatewayRefusal)) throw error;
      record.status = error.status;
      answer(response, error.status, { code: error.code, message: error.message });
    }
  }

  function sendOAuth(response: ServerResponse, answer: FakeOAuthAnswer) {
    if (answer.location) return response.writeHead(answer.status, { location: answer.location }).end();
    const json = answer.body?.startsWith("{");
    return response.writeHead(answer.status, { "content-type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8" }).end(answer.body ?? "");
  }

  /**
   * What WeChat's in-browser cashier does with `getBrandWCPayRequest`'s parameters: checks that the
   * merchant signed them (paySign with the merchant's key, over appId, timeStamp, nonceStr and
   * package) for this AppID and a payable JSAPI trade, then the payer pays and the notification is posted.
   */
  async function payJsapi(response: ServerResponse, body: string) {
    const refuse = (reason: string) => response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ paid: false, reason }));
    let params: JsapiPayRequest;
    try {
      params = JSON.parse(body) as JsapiPayRequest;
    } catch {
      return refuse("参数不是 JSON");
    }
    if (params.appId !== options.appid) return refuse("appId 不正确");
    if (params.signType !== "RSA" || !jsapiPaySignValid(params, options.merchantPublicKey)) return refuse("支付验证签名失败");
    if (Math.abs(now().getTime() / 1000 - Number(params.timeStamp)) > WECHAT_PAY_SIGNATURE_TOLERANCE_SECONDS) return refuse("timeStamp 已过期");
    const prepayId = /^prepay_id=(.+)$/.exec(params.package)?.[1];
    const trade = [...trades.values()].find((candidate) => candidate.tradeType === "JSAPI" && candidate.prepayId === prepayId);
    if (trade?.tradeState !== "NOTPAY") return refuse("订单不存在或不能支付");
    const delivery = await pay(trade.outTradeNo);
    return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ paid: true, notified: delivery.status }));
  }

  /** What a browser sees: the H5 cashier page, and a stand-in for scanning a Native code. */
  async function serveBrowser(request: IncomingMessage, response: ServerResponse, url: URL, body: string) {
    if (request.method === "GET" && url.pathname === "/__fake/h5") {
      const trade = [...trades.values()].find((candidate) => candidate.prepayId === url.searchParams.get("prepay_id"));
      if (!trade) return response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("订单不存在");
      const redirect = url.searchParams.get("redirect_url") ?? "";
      return response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>微信支付（模拟）</title><body><h1>微信支付（模拟）</h1>` +
            `<p>${escapeHtml(trade.description)}</p><p>￥${yuanOf(trade.totalFen)}</p><p>${escapeHtml(trade.tradeState)}</p>` +
            `<form method="post" action="/__fake/h5/pay"><input type="hidden" name="prepay_id" value="${escapeHtml(trade.prepayId)}">` +
            `<input type="hidden" name="redirect_url" value="${escapeHtml(redirect)}"><button type="submit">确认支付</button></form></body></html>`,
        );
    }
    if (request.method === "POST" && url.pathname === "/__fake/h5/pay") {
      const form = new URLSearchParams(body);
      const trade = [...trades.values()].find((candidate) => candidate.prepayId === form.get("prepay_id"));
      if (!trade) return response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("订单不存在");
      if (trade.tradeState === "NOTPAY") await pay(trade.outTradeNo);
      const redirect = form.get("redirect_url") ?? "";
      if (/^https?:\/\//.test(redirect)) return response.writeHead(303, { location: redirect }).end();
      return response.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end("支付成功");
    }
    if (request.method === "POST" && url.pathname === "/__fake/jsapi/pay") return payJsapi(response, body);
    if (request.method === "GET" && url.pathname === "/connect/oauth2/authorize" && oauth) return sendOAuth(response, oauth.authorize(url.searchParams));
    if (request.method === "GET" && url.pathname === "/sns/oauth2/access_token" && oauth) return sendOAuth(response, oauth.accessToken(url.searchParams));
    if (request.method === "POST" && url.pathname === "/__fake/pay") {
      const codeUrl = url.searchParams.get("code_url");
      const trade = codeUrl ? [...trades.values()].find((candidate) => candidate.codeUrl === codeUrl) : trades.get(url.searchParams.get("out_trade_no") ?? "");
      if (trade?.tradeState !== "NOTPAY") return response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ paid: false }));
      const delivery = await pay(trade.outTradeNo);
      return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ paid: true, notified: delivery.status }));
    }
    return response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found");
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", baseUrl);
      const body = await readBody(request);
      // 网页授权's code exchange is WeChat's other API (unsigned JSON), not WeChat Pay's.
      if (url.pathname.startsWith("/v3/")) await serveApi(request, response, url, body);
      else await serveBrowser(request, response, url, body);
    })().catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, { code: "SYSTEM_ERROR", message: `模拟网关出错：${String(error)}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    payerOpenid: oauth?.payerOpenid ?? null,
    platformPublicKey,
    platformPublicKeyPem: platformPublicKey.export({ type: "spki", format: "pem" }).toString(),
    platformPublicKeyId,
    platformPrivateKey,
    trades,
    refunds,
    lastRequests,
    deliveries,
    pay,
    completeRefund,
    signedNotification,
    notify: (url, notification) => post(url, notification, String((JSON.parse(notification.body) as { event_type?: unknown }).event_type ?? "")),
    corruptNextAnswer: (how) => void corruptions.push(how),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
