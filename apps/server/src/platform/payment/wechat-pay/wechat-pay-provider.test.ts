import { generateKeyPairSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutRequest, NotificationCheck, PaymentProvider } from "../payment-provider.ts";
import { chinaDateOf } from "./wechat-pay-bill.ts";
import { WeChatPayError, WeChatPayUntrustedAnswerError } from "./wechat-pay-client.ts";
import { type AnswerCorruption, type FakeWeChatPay, startFakeWeChatPay } from "./wechat-pay-fake-gateway.ts";
import { outTradeNoOf } from "./wechat-pay-order-numbers.ts";
import { createWeChatPayProvider } from "./wechat-pay-provider.ts";
import { encryptResource } from "./wechat-pay-resource.ts";
import { readWeChatPaySettings, type WeChatPaySettings } from "./wechat-pay-settings.ts";
import { rsaSha256Signature } from "./wechat-pay-signing.ts";
import { answerMessage } from "./wechat-pay-verification.ts";

const MCHID = "1900000109";
const APPID = "wxd678efh567hg6787";
const MERCHANT_SERIAL = "3775B6A45ACD588826D15E583A95F5DD2C3B0F1A";
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
const apiV3Key = randomBytes(16).toString("hex");

/** The services' side of notifications: our route, reduced to the provider's check and answer. */
interface Receiver {
  url: string;
  checks: NotificationCheck[];
  server: Server;
}

let fake: FakeWeChatPay;
let receiver: Receiver;
let settings: WeChatPaySettings;
let provider: PaymentProvider;

function settingsFor(gateway: FakeWeChatPay, privateKeyPem: string): WeChatPaySettings {
  const reading = readWeChatPaySettings({
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_MERCHANT_SERIAL: MERCHANT_SERIAL,
    WECHATPAY_PRIVATE_KEY: privateKeyPem,
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: gateway.platformPublicKeyPem,
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: gateway.platformPublicKeyId,
    WECHATPAY_BASE_URL: gateway.url,
  });
  if (!reading.ok) throw new Error(reading.problems.join("\n"));
  return reading.settings;
}

async function startReceiver(): Promise<Receiver> {
  const checks: NotificationCheck[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const check = provider.verifyNotification(request.headers, Buffer.concat(chunks).toString("utf8"));
      checks.push(check);
      const answer = provider.notificationAnswer(check.ok);
      response.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify/wechat`, checks, server };
}

const newPaymentId = () => `P${randomUUID().replaceAll("-", "")}`;
const checkout = (paymentId: string, change: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId,
  orderNo: "20261129ABCDEFGH",
  method: "wechat",
  amountFen: 1990,
  subject: "法律服务包·标准版",
  returnUrl: "https://portal.example.cn/pay/result?orderNo=A1&from=wechat",
  channel: "pc",
  clientIp: "203.0.113.7",
  payerMemberId: 7,
  payBefore: new Date("2026-11-29T10:30:00Z"),
  ...change,
});
/** A trade opened and paid (at `at`, default now); its notification delivered. */
async function paidTrade(amountFen = 1990, at?: Date): Promise<string> {
  const paymentId = newPaymentId();
  await provider.createCheckout(checkout(paymentId, { amountFen }));
  await fake.pay(outTradeNoOf(paymentId), at ? { at } : {});
  return paymentId;
}
const lastRequestTo = (path: string) => [...fake.lastRequests].reverse().find((request) => request.pathWithQuery.startsWith(path));

beforeAll(async () => {
  fake = await startFakeWeChatPay({
    appid: APPID,
    mchid: MCHID,
    merchantPublicKey: merchant.publicKey,
    merchantSerial: MERCHANT_SERIAL,
    apiV3Key: Buffer.from(apiV3Key),
    refundDelayMs: null,
  });
  receiver = await startReceiver();
  settings = settingsFor(fake, merchant.privateKey.export({ type: "pkcs8", format: "pem" }).toString());
  provider = createWeChatPayProvider(settings, { notifyUrl: receiver.url });
});

afterAll(async () => {
  await fake.close();
  receiver.server.closeAllConnections();
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe("checkout", () => {
  it("opens a Native trade on a PC: its code URL is the checkout, the request signed as documented", async () => {
    const paymentId = newPaymentId();
    const before = Math.floor(Date.now() / 1000);
    const opened = await provider.createCheckout(checkout(paymentId));

    expect(opened).toEqual({ tradeNo: "", checkoutUrl: fake.trades.get(paymentId.slice(1))?.codeUrl });
    expect(opened.checkoutUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const request = lastRequestTo("/v3/pay/transactions/native");
    expect(request?.method).toBe("POST");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      appid: APPID,
      mchid: MCHID,
      description: "法律服务包·标准版",
      out_trade_no: paymentId.slice(1),
      // The order's deadline in China time, as WeChat Pay writes times.
      time_expire: "2026-11-29T18:30:00+08:00",
      notify_url: receiver.url,
      amount: { total: 1990, currency: "CNY" },
    });
    const authorization =
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="([0-9A-F]{32})",signature="([A-Za-z0-9+/=]+)",timestamp="(\d+)",serial_no="3775B6A45ACD588826D15E583A95F5DD2C3B0F1A"$/.exec(
        String(request?.headers.authorization),
      );
    expect(authorization).not.toBeNull();
    const [, nonce, signature, timestamp] = authorization as RegExpExecArray;
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(timestamp)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    // Checked here by the documented message itself, not by the fake's own code.
    const message = `POST\n/v3/pay/transactions/native\n${timestamp}\n${nonce}\n${request?.body}\n`;
    expect(verify("RSA-SHA256", Buffer.from(message), merchant.publicKey, Buffer.from(signature as string, "base64"))).toBe(true);
    expect(verify("RSA-SHA256", Buffer.from(message.replace("1990", "1")), merchant.publicKey, Buffer.from(signature as string, "base64"))).toBe(false);
  });

  it("opens an H5 trade on a phone with the payer's address, and returns to our page after paying", async () => {
    const paymentId = newPaymentId();
    const returnUrl = "https://portal.example.cn/pay/result?orderNo=A1&from=wechat";
    const opened = await provider.createCheckout(checkout(paymentId, { channel: "mobile", clientIp: "::ffff:203.0.113.9", returnUrl }));

    const body = JSON.parse(lastRequestTo("/v3/pay/transactions/h5")?.body ?? "");
    expect(body.scene_info).toEqual({ payer_client_ip: "203.0.113.9", h5_info: { type: "Wap" } });
    expect(body.out_trade_no).toBe(paymentId.slice(1));
    expect(opened.tradeNo).toBe("");
    expect(opened.checkoutUrl.startsWith(`${fake.url}/__fake/h5?prepay_id=`)).toBe(true);
    expect(opened.checkoutUrl.endsWith(`&redirect_url=${encodeURIComponent(returnUrl)}`)).toBe(true);
    expect(new URL(opened.checkoutUrl).searchParams.get("redirect_url")).toBe(returnUrl);
  });

  it("cuts a long subject to 127 bytes of UTF-8 on a character boundary", async () => {
    const paymentId = newPaymentId();
    await provider.createCheckout(checkout(paymentId, { subject: `A${"建筑法律服务".repeat(20)}` }));
    const { description } = JSON.parse(lastRequestTo("/v3/pay/transactions/native")?.body ?? "");
    // 1 + 42 × 3 = 127 bytes: the 43rd Chinese character would make 130.
    expect(Buffer.byteLength(description)).toBe(127);
    expect(description).toBe(`A${"建筑法律服务".repeat(20)}`.slice(0, 43));
  });

  it("answers a repeated checkout of the same attempt with the same code URL", async () => {
    const paymentId = newPaymentId();
    const first = await provider.createCheckout(checkout(paymentId));
    const again = await provider.createCheckout(checkout(paymentId));
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
  });

  it("takes only the method wechat", async () => {
    await expect(provider.createCheckout(checkout(newPaymentId(), { method: "alipay" }))).rejects.toThrow(/method "wechat"/);
  });
});

describe("query and close", () => {
  it("knows nothing of a payment WeChat Pay never saw", async () => {
    await expect(provider.query(newPaymentId())).resolves.toBeNull();
    expect(lastRequestTo("/v3/pay/transactions/out-trade-no/")?.status).toBe(404);
  });

  it("follows a trade from waiting to paid, with WeChat Pay's trade number", async () => {
    const paymentId = newPaymentId();
    await provider.createCheckout(checkout(paymentId, { amountFen: 4200 }));
    await expect(provider.query(paymentId)).resolves.toEqual({ paymentId, tradeNo: "", status: "waiting", amountFen: 4200, refundedFen: 0 });
    expect(lastRequestTo("/v3/pay/transactions/out-trade-no/")?.pathWithQuery).toBe(`/v3/pay/transactions/out-trade-no/${paymentId.slice(1)}?mchid=${MCHID}`);
    await fake.pay(paymentId.slice(1));
    const tradeNo = fake.trades.get(paymentId.slice(1))?.transactionId;
    expect(tradeNo).toMatch(/^42000\d{23}$/);
    await expect(provider.query(paymentId)).resolves.toEqual({ paymentId, tradeNo, status: "succeeded", amountFen: 4200, refundedFen: 0 });
  });

  it("closes an unpaid trade so it can no longer be paid, and closing again is harmless", async () => {
    const paymentId = newPaymentId();
    await provider.createCheckout(checkout(paymentId));
    await provider.close(paymentId);
    expect(lastRequestTo(`/v3/pay/transactions/out-trade-no/${paymentId.slice(1)}/close`)?.status).toBe(204);
    expect(JSON.parse(lastRequestTo(`/v3/pay/transactions/out-trade-no/${paymentId.slice(1)}/close`)?.body ?? "")).toEqual({ mchid: MCHID });
    await expect(provider.query(paymentId)).resolves.toMatchObject({ status: "closed" });
    await expect(fake.pay(paymentId.slice(1))).rejects.toThrow(/not payable/);
    await expect(provider.close(paymentId)).resolves.toBeUndefined();
  });

  it("leaves a paid trade paid when asked to close it (WeChat Pay answers ORDERPAID)", async () => {
    const paymentId = await paidTrade();
    await expect(provider.close(paymentId)).resolves.toBeUndefined();
    expect(lastRequestTo(`/v3/pay/transactions/out-trade-no/${paymentId.slice(1)}/close`)?.status).toBe(400);
    await expect(provider.query(paymentId)).resolves.toMatchObject({ status: "succeeded" });
  });

  it("closes a trade that was never opened without complaint", async () => {
    await expect(provider.close(newPaymentId())).resolves.toBeUndefined();
  });
});

describe("notifications", () => {
  const transactionOf = (paymentId: string, change: Record<string, unknown> = {}) => ({
    appid: APPID,
    mchid: MCHID,
    out_trade_no: outTradeNoOf(paymentId),
    transaction_id: "4200000000000000000000000001",
    trade_type: "NATIVE",
    trade_state: "SUCCESS",
    trade_state_desc: "支付成功",
    success_time: "2024-05-01T12:00:00+08:00",
    amount: { total: 1990, payer_total: 1990, currency: "CNY", payer_currency: "CNY" },
    ...change,
  });

  it("reads a payment notification: verified, decrypted, ours, and acknowledged with 204", async () => {
    const paymentId = newPaymentId();
    await provider.createCheckout(checkout(paymentId, { amountFen: 2500 }));
    const delivery = await fake.pay(paymentId.slice(1));

    expect(delivery).toMatchObject({ eventType: "TRANSACTION.SUCCESS", status: 204, body: "" });
    expect(receiver.checks.at(-1)).toEqual({
      ok: true,
      notification: {
        notificationId: delivery.notificationId,
        kind: "payment",
        paymentId,
        tradeNo: fake.trades.get(paymentId.slice(1))?.transactionId,
        status: "succeeded",
        amountFen: 2500,
      },
    });
  });

  it("reports a notification delivered again with the same notificationId (the books apply it once)", () => {
    const paymentId = newPaymentId();
    const notification = fake.signedNotification("TRANSACTION.SUCCESS", transactionOf(paymentId), { id: "EV-2024-0001" });
    const first = provider.verifyNotification(notification.headers, notification.body);
    const second = provider.verifyNotification(notification.headers, notification.body);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ ok: true, notification: { notificationId: "EV-2024-0001", paymentId, amountFen: 1990 } });
  });

  type Notification = { headers: Record<string, string>; body: string };
  /** A notification WeChat Pay signed, then changed as `change` says (after signing). */
  const forged = (
    change: {
      body?: (body: string) => string;
      headers?: (headers: Record<string, string>, body: string) => Record<string, string>;
      resource?: object;
      at?: Date;
    } = {},
  ): Notification => {
    const signed = fake.signedNotification("TRANSACTION.SUCCESS", change.resource ?? transactionOf(newPaymentId()), {
      id: "EV-FORGED",
      ...(change.at ? { at: change.at } : {}),
    });
    return { headers: change.headers?.(signed.headers, signed.body) ?? signed.headers, body: change.body?.(signed.body) ?? signed.body };
  };
  const refusals: Array<[string, () => Notification, RegExp]> = [
    ["a tampered body", () => forged({ body: (body) => body.replace('"summary":"支付成功"', '"summary":"支付成功!"') }), /微信支付签名校验失败/],
    [
      "a signature by another key",
      () =>
        forged({
          headers: (headers, body) => ({
            ...headers,
            "wechatpay-signature": rsaSha256Signature(
              stranger.privateKey,
              answerMessage(headers["wechatpay-timestamp"] ?? "", headers["wechatpay-nonce"] ?? "", body),
            ),
          }),
        }),
      /微信支付签名校验失败/,
    ],
    [
      "WeChat Pay's signature probe",
      () => forged({ headers: (headers) => ({ ...headers, "wechatpay-signature": "WECHATPAY/SIGNTEST/ZmFrZQ==" }) }),
      /微信支付签名校验失败/,
    ],
    [
      "a key id we do not know",
      () => forged({ headers: (headers) => ({ ...headers, "wechatpay-serial": "PUB_KEY_ID_0199999999999999999999999999" }) }),
      /未知的微信支付公钥/,
    ],
    ["no signature headers", () => forged({ headers: () => ({}) }), /缺少微信支付签名头/],
    ["a notification signed 6 minutes ago", () => forged({ at: new Date(Date.now() - 6 * 60_000) }), /超过 5 分钟/],
    ["another merchant's trade", () => forged({ resource: transactionOf(newPaymentId(), { mchid: "1900000999" }) }), /商户号不是本平台的/],
    ["another APPID's trade", () => forged({ resource: transactionOf(newPaymentId(), { appid: "wx0000000000000000" }) }), /APPID 不是本平台的/],
    ["a trade without out_trade_no", () => forged({ resource: transactionOf(newPaymentId(), { out_trade_no: undefined }) }), /缺少商户订单号/],
    [
      "a resource encrypted with another APIv3 key (signed by WeChat Pay all the same)",
      () => {
        const body = JSON.stringify({
          id: "EV-FORGED",
          event_type: "TRANSACTION.SUCCESS",
          resource: encryptResource(randomBytes(32), JSON.stringify(transactionOf(newPaymentId())), "transaction", "transaction"),
        });
        const timestamp = String(Math.floor(Date.now() / 1000));
        const headers = {
          "wechatpay-timestamp": timestamp,
          "wechatpay-nonce": "N0NCE",
          "wechatpay-serial": fake.platformPublicKeyId,
          "wechatpay-signature": rsaSha256Signature(fake.platformPrivateKey, answerMessage(timestamp, "N0NCE", body)),
        };
        return { headers, body };
      },
      /解密失败/,
    ],
  ];

  it.each(refusals)("refuses %s, naming the notification for the audit log", (_case, make, reason) => {
    const { headers, body } = make();
    const check = provider.verifyNotification(headers, body);
    expect(check).toEqual({ ok: false, reason: expect.stringMatching(reason), notificationId: "EV-FORGED" });
  });

  it("answers a refused notification with 500 and a FAIL body, so WeChat Pay sends it again", async () => {
    const tampered = forged({ body: (body) => body.replace("EV-FORGED", "EV-FORGED2") });
    const delivery = await fake.notify(receiver.url, tampered);
    expect(delivery.status).toBe(500);
    expect(JSON.parse(delivery.body)).toEqual({ code: "FAIL", message: "失败" });
    expect(provider.notificationAnswer(true)).toEqual({ status: 204, contentType: "text/plain; charset=utf-8", body: "" });
  });
});

describe("refunds", () => {
  it("asks a refund, sees it processing, then succeeded by its notification and by query", async () => {
    const paymentId = await paidTrade(3000);
    const refundId = `RF${randomUUID().slice(0, 8)}`;
    const answer = await provider.refund({ paymentId, refundId, amountFen: 1000, paidFen: 3000, reason: "买家申请退款" });

    expect(answer).toEqual({ status: "processing" });
    expect(JSON.parse(lastRequestTo("/v3/refund/domestic/refunds")?.body ?? "")).toEqual({
      out_trade_no: paymentId.slice(1),
      out_refund_no: refundId,
      reason: "买家申请退款",
      notify_url: receiver.url,
      amount: { refund: 1000, total: 3000, currency: "CNY" },
    });
    await expect(provider.queryRefund({ paymentId, refundId })).resolves.toEqual({ status: "processing" });
    expect(lastRequestTo("/v3/refund/domestic/refunds/")?.pathWithQuery).toBe(`/v3/refund/domestic/refunds/${refundId}`);

    const delivery = await fake.completeRefund(refundId);
    expect(delivery.status).toBe(204);
    expect(receiver.checks.at(-1)).toEqual({
      ok: true,
      notification: { notificationId: delivery.notificationId, kind: "refund", paymentId, refundId, amountFen: 1000, status: "succeeded" },
    });
    await expect(provider.queryRefund({ paymentId, refundId })).resolves.toEqual({ status: "succeeded" });
  });

  it("never refunds twice: asked again with the same refund id, WeChat Pay answers the refund it has", async () => {
    const paymentId = await paidTrade(3000);
    const request = { paymentId, refundId: `RF${randomUUID().slice(0, 8)}`, amountFen: 3000, paidFen: 3000, reason: "订单取消" };
    await expect(provider.refund(request)).resolves.toEqual({ status: "processing" });
    await fake.completeRefund(request.refundId);
    await expect(provider.refund(request)).resolves.toEqual({ status: "succeeded" });
    expect([...fake.refunds.values()].filter((refund) => refund.outTradeNo === paymentId.slice(1))).toHaveLength(1);
    expect(fake.trades.get(paymentId.slice(1))?.refundedFen).toBe(3000);
  });

  it("answers failed, with WeChat Pay's reason, for a refund it refuses", async () => {
    const paymentId = await paidTrade(1000);
    const answer = await provider.refund({ paymentId, refundId: `RF${randomUUID().slice(0, 8)}`, amountFen: 1001, paidFen: 1000, reason: "超额" });
    expect(answer).toEqual({ status: "failed", reason: "INVALID_REQUEST：申请退款金额超过订单可退金额" });
  });

  it.each([
    ["ABNORMAL", /退款异常/],
    ["CLOSED", /退款已关闭/],
  ] as const)("reports a refund that ends %s as failed, by notification and by query", async (outcome, reason) => {
    const paymentId = await paidTrade(500);
    const refundId = `RF${randomUUID().slice(0, 8)}`;
    await provider.refund({ paymentId, refundId, amountFen: 500, paidFen: 500, reason: "退款" });
    await fake.completeRefund(refundId, outcome);
    expect(receiver.checks.at(-1)).toMatchObject({ ok: true, notification: { kind: "refund", refundId, status: "failed" } });
    await expect(provider.queryRefund({ paymentId, refundId })).resolves.toEqual({ status: "failed", reason: expect.stringMatching(reason) });
  });

  it("cuts the reason to 80 bytes and knows nothing of a refund never asked", async () => {
    const paymentId = await paidTrade(800);
    await provider.refund({ paymentId, refundId: `RF${randomUUID().slice(0, 8)}`, amountFen: 800, paidFen: 800, reason: "退".repeat(40) });
    expect(JSON.parse(lastRequestTo("/v3/refund/domestic/refunds")?.body ?? "").reason).toBe("退".repeat(26));
    await expect(provider.queryRefund({ paymentId, refundId: "RF-never-asked" })).resolves.toBeNull();
  });
});

describe("answers are believed only when WeChat Pay's signature verifies", () => {
  it.each<AnswerCorruption>(["signature", "body", "serial", "stale", "unsigned"])(
    "a %s fault makes even a 404 an error, never “no such trade”",
    async (how) => {
      fake.corruptNextAnswer(how);
      await expect(provider.query(newPaymentId())).rejects.toThrow(WeChatPayUntrustedAnswerError);
      // The same call, answered soundly, is believed.
      await expect(provider.query(newPaymentId())).resolves.toBeNull();
    },
  );

  it("a checkout whose answer does not verify is an error", async () => {
    fake.corruptNextAnswer("signature");
    await expect(provider.createCheckout(checkout(newPaymentId()))).rejects.toThrow(/未通过验签/);
  });

  it("a request signed with a key WeChat Pay does not know is refused with 401 SIGN_ERROR", async () => {
    const impostor = createWeChatPayProvider(settingsFor(fake, stranger.privateKey.export({ type: "pkcs8", format: "pem" }).toString()), {
      notifyUrl: receiver.url,
    });
    const refusal = await impostor.createCheckout(checkout(newPaymentId())).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WeChatPayError);
    expect(refusal).toMatchObject({ status: 401, code: "SIGN_ERROR" });
    expect(fake.lastRequests.at(-1)?.signatureValid).toBe(false);
  });
});

describe("settled trades (the trade bill)", () => {
  const startOfTodayInChina = () => new Date(`${chinaDateOf(new Date())}T00:00:00+08:00`);
  const HOUR = 3_600_000;

  it("reads each day's bill, signed download checked by SHA-1, into trades in fen for the period", async () => {
    const today = startOfTodayInChina();
    const yesterdayMorning = await paidTrade(1999, new Date(today.getTime() - 20 * HOUR));
    const yesterdayEvening = await paidTrade(10, new Date(today.getTime() - 2 * HOUR));
    const dayBefore = await paidTrade(123456, new Date(today.getTime() - 30 * HOUR));
    const tradeNo = (paymentId: string) => fake.trades.get(paymentId.slice(1))?.transactionId;
    const trade = (paymentId: string, amountFen: number) => ({ paymentId, tradeNo: tradeNo(paymentId), status: "succeeded", amountFen, refundedFen: 0 });

    // Three days back (one without trades: no bill) up to now (today has no bill yet).
    const settled = await provider.settledTrades(new Date(today.getTime() - 72 * HOUR), new Date());
    expect(settled.trades.sort((a, b) => a.amountFen - b.amountFen)).toEqual([
      trade(yesterdayEvening, 10),
      trade(yesterdayMorning, 1999),
      trade(dayBefore, 123456),
    ]);
    // Complete up to today's start: today's bill is not out yet, so today's payments are not missing from it.
    expect(settled.coveredUntil).toEqual(today);
    const download = lastRequestTo("/v3/billdownload/file");
    expect(download?.signatureValid).toBe(true);
    expect(download?.status).toBe(200);

    // A period inside a day keeps to the period.
    const evening = await provider.settledTrades(new Date(today.getTime() - 4 * HOUR), today);
    expect(evening).toEqual({ trades: [trade(yesterdayEvening, 10)], coveredUntil: today });
  });

  it("refuses a bill file whose SHA-1 does not match", async () => {
    const today = startOfTodayInChina();
    await paidTrade(700, new Date(today.getTime() - 5 * HOUR));
    fake.corruptNextAnswer("bill");
    await expect(provider.settledTrades(new Date(today.getTime() - 6 * HOUR), today)).rejects.toThrow(/SHA-1/);
  });
});

describe("the fake gateway's pages for a browser journey", () => {
  it("pays an H5 trade from its cashier page and goes back to redirect_url", async () => {
    const paymentId = newPaymentId();
    const returnUrl = "https://portal.example.cn/pay/result?orderNo=A9";
    const { checkoutUrl } = await provider.createCheckout(checkout(paymentId, { channel: "mobile", returnUrl }));
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain("确认支付");
    const prepayId = new URL(checkoutUrl).searchParams.get("prepay_id") ?? "";
    const paid = await fetch(`${fake.url}/__fake/h5/pay`, {
      method: "POST",
      body: new URLSearchParams({ prepay_id: prepayId, redirect_url: returnUrl }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(returnUrl);
    await expect(provider.query(paymentId)).resolves.toMatchObject({ status: "succeeded" });
  });

  it("settles a refund by itself after a while when asked to, and notifies it", async () => {
    const gateway = await startFakeWeChatPay({
      appid: APPID,
      mchid: MCHID,
      merchantPublicKey: merchant.publicKey,
      apiV3Key: Buffer.from(apiV3Key),
      refundDelayMs: 20,
    });
    try {
      const own = createWeChatPayProvider(settingsFor(gateway, merchant.privateKey.export({ type: "pkcs8", format: "pem" }).toString()), {
        notifyUrl: receiver.url,
      });
      const paymentId = newPaymentId();
      await own.createCheckout(checkout(paymentId));
      await gateway.pay(paymentId.slice(1));
      const refundId = `RF${randomUUID().slice(0, 8)}`;
      await expect(own.refund({ paymentId, refundId, amountFen: 1990, paidFen: 1990, reason: "退款" })).resolves.toEqual({ status: "processing" });
      // Posted to the shared receiver, whose provider trusts another gateway's key: only the posting is looked at here.
      await vi.waitFor(() => expect(gateway.deliveries.at(-1)).toMatchObject({ eventType: "REFUND.SUCCESS" }), { timeout: 5_000 });
      await expect(own.queryRefund({ paymentId, refundId })).resolves.toEqual({ status: "succeeded" });
    } finally {
      await gateway.close();
    }
  });
});
