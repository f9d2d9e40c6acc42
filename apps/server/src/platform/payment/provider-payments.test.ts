import { generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { orderCalls, paymentProviderPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, contractCalls, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createRefundReview } from "../order/refund-review.ts";
import { serviceOrders } from "../order/schema.ts";
import { type FakeAlipay, startFakeAlipay } from "./alipay/fake-alipay.ts";
import { createPaymentServices } from "./payment-services.ts";
import { type PaymentSettings, readPaymentSettings } from "./payment-settings.ts";
import { paymentNotifications, payments } from "./schema.ts";
import { type FakeWeChatPay, startFakeWeChatPay } from "./wechat-pay/wechat-pay-fake-gateway.ts";
import { jsapiPaySignValid } from "./wechat-pay/wechat-pay-jsapi.ts";

// The services paying through WeChat Pay (API v3) and Alipay as a deployment configures them
// (PAYMENT_PROVIDERS=wechat,alipay,sandbox), against fake gateways that speak each provider's
// documented protocol with keys made here: the checkout, the provider's signed notification to the
// services' own notify route over HTTP, and a refund that arrives by the provider's notification.

const secret = randomBytes(32);
const quiet = { warn: () => undefined, info: () => undefined };
let t: TestApp;
let wechat: FakeWeChatPay;
let alipay: FakeAlipay;
let settings: PaymentSettings;
let zhang: LoggedIn;
let review: ReturnType<typeof createRefundReview>;
let origin = "";
const { answer, data } = contractCalls(() => t);
const APP_SECRET = "0123456789abcdef0123456789ABCDEF";
let merchantPublicKey: KeyObject;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const rsaPem = () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
};

async function orderState(orderNo: string): Promise<string> {
  const [row] = await t.database.db.select({ state: serviceOrders.state }).from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
  return row?.state ?? "";
}

/** The member's order of a VIP plan or a legal package, paid with `method` on `channel`: the checkout the page gets. */
async function startPaying(itemKind: "vip_plan" | "service_package", itemId: number, method: "wechat" | "alipay", channel: "pc" | "mobile") {
  const order = await data<{ orderNo: string }>(orderCalls.create, zhang, { itemKind, itemId });
  const { checkoutUrl } = await data<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo: order.orderNo, method, channel });
  const [attempt] = await t.database.db.select().from(payments).where(eq(payments.checkoutUrl, checkoutUrl));
  return { orderNo: order.orderNo, checkoutUrl, paymentId: attempt?.id ?? "" };
}

/** The buyer asks for a refund and the platform approves it: the provider is asked. */
async function refundApproved(orderNo: string) {
  await data(orderCalls.requestRefund, zhang, { orderNo, reason: "重复购买，申请退款" });
  const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
  expect(await review.decide("refund", row?.id ?? 0, 1, { approve: true })).toBe(true);
}

beforeAll(async () => {
  const merchant = rsaPem();
  merchantPublicKey = merchant.publicKey;
  const application = rsaPem();
  const apiV3Key = randomBytes(16).toString("hex");
  wechat = await startFakeWeChatPay({
    appid: "wxd678efh567hg6787",
    mchid: "1900000109",
    merchantPublicKey: merchant.publicKey,
    merchantSerial: "3775B6A45ACD588826D15E583A95F5DD2C3B0F1A",
    apiV3Key: Buffer.from(apiV3Key),
    appSecret: APP_SECRET,
    refundDelayMs: null,
  });
  alipay = await startFakeAlipay({ appId: "2021004100000001", sellerId: "2088102100000001", appPublicKey: application.publicPem });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const reading = readPaymentSettings({
    PAYMENT_PROVIDERS: "wechat,alipay,sandbox",
    PAYMENT_NOTIFY_ORIGIN: origin,
    WECHATPAY_MCHID: "1900000109",
    WECHATPAY_APPID: "wxd678efh567hg6787",
    WECHATPAY_MERCHANT_SERIAL: "3775B6A45ACD588826D15E583A95F5DD2C3B0F1A",
    WECHATPAY_PRIVATE_KEY: merchant.privatePem,
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKeyPem,
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: wechat.platformPublicKeyId,
    WECHATPAY_BASE_URL: wechat.url,
    WECHATPAY_JSAPI: "1",
    WECHATPAY_APP_SECRET: APP_SECRET,
    WECHAT_OAUTH_BASE_URL: wechat.url,
    WECHAT_API_BASE_URL: wechat.url,
    ALIPAY_APP_ID: "2021004100000001",
    ALIPAY_SELLER_ID: "2088102100000001",
    ALIPAY_PRIVATE_KEY: application.privatePem,
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKeyPem,
    ALIPAY_GATEWAY: alipay.gatewayUrl,
  });
  if (!reading.ok) throw new Error(reading.problems.join("\n"));
  settings = reading.settings;
  t = await createTestApp({ memory: true }, { tokenSecret: secret, paymentSettings: settings });
  await t.app.listen({ port, host: "127.0.0.1" });
  review = createRefundReview(t.database.db, createPaymentServices(t.database.db, secret, quiet, { settings }).payments);
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
}, 90_000);

afterAll(async () => {
  await t?.close();
  await wechat?.close();
  await alipay?.close();
});

describe("the methods a deployment offers", () => {
  it("each method goes to its first listed provider: WeChat Pay, Alipay, and the sandbox's 快捷支付", async () => {
    expect(await data(orderCalls.methods, zhang)).toEqual({ methods: ["wechat", "alipay", "bank_card"], bankTransferFromFen: null });
  });
});

describe("WeChat Pay", () => {
  it("on a PC: a Native QR code; the payment arrives by WeChat Pay's notification; a refund by its refund notification", async () => {
    const { orderNo, checkoutUrl, paymentId } = await startPaying("vip_plan", 2, "wechat", "pc");
    expect(checkoutUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const trade = [...wechat.trades.values()].find((candidate) => candidate.codeUrl === checkoutUrl);
    expect(trade?.tradeType).toBe("NATIVE");
    expect(await orderState(orderNo)).toBe("pending_payment");

    // The payer scans and pays: WeChat Pay posts the encrypted, signed notification to our route.
    const delivery = await wechat.pay(trade?.outTradeNo ?? "");
    expect(delivery.url).toBe(`${origin}${paymentProviderPaths.notify}/wechat`);
    expect([200, 204]).toContain(delivery.status);
    expect(await orderState(orderNo)).toBe("paid");
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(paid).toMatchObject({ provider: "wechat", status: "succeeded", providerTradeNo: trade?.transactionId });

    // The refund is accepted (PROCESSING) and made when WeChat Pay says so.
    await refundApproved(orderNo);
    expect(await orderState(orderNo)).toBe("refunding");
    const refund = [...wechat.refunds.values()].find((candidate) => candidate.outTradeNo === trade?.outTradeNo);
    expect(refund).toMatchObject({ status: "PROCESSING", refundFen: trade?.totalFen, totalFen: trade?.totalFen });
    const refunded = await wechat.completeRefund(refund?.outRefundNo ?? "");
    expect([200, 204]).toContain(refunded.status);
    expect(await orderState(orderNo)).toBe("refunded");
  });

  it("on a phone: the H5 page; paying on a PC afterwards opens a new trade and closes the phone's", async () => {
    const { orderNo, checkoutUrl, paymentId } = await startPaying("service_package", 1, "wechat", "mobile");
    expect(checkoutUrl).toMatch(/^https?:\/\//);
    expect(new URL(checkoutUrl).searchParams.get("redirect_url")).toContain(`orderNo=${orderNo}`);
    const again = await data<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo, method: "wechat", channel: "pc" });
    expect(again.checkoutUrl).toMatch(/^weixin:\/\//);
    const [phone] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(phone?.status).toBe("closed");
    const closed = [...wechat.trades.values()].find(
      (candidate) => candidate.tradeType === "H5" && candidate.notifyUrl.startsWith(origin) && candidate.tradeState === "CLOSED",
    );
    expect(closed).toBeDefined();
  });

  it("a forged notification is refused with WeChat Pay's FAIL answer, kept for audit, and changes nothing", async () => {
    const { orderNo, paymentId } = await startPaying("service_package", 1, "wechat", "pc");
    const forged = wechat.signedNotification("TRANSACTION.SUCCESS", {
      appid: "wxd678efh567hg6787",
      mchid: "1900000109",
      out_trade_no: paymentId.slice(1),
      transaction_id: "4200000000000000000000000001",
      trade_state: "SUCCESS",
      amount: { total: 1, payer_total: 1, currency: "CNY", payer_currency: "CNY" },
    });
    const tampered = { ...forged, body: forged.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    const answer = await wechat.notify(`${origin}${paymentProviderPaths.notify}/wechat`, tampered);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "FAIL" });
    expect(await orderState(orderNo)).toBe("pending_payment");
    const audit = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.outcome, "refused"));
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe("Alipay", () => {
  it("on a phone: 手机网站支付 at the gateway, paid by Alipay's notification, refunded at once", async () => {
    const { orderNo, checkoutUrl, paymentId } = await startPaying("service_package", 1, "alipay", "mobile");
    const page = new URL(checkoutUrl);
    expect(`${page.origin}${page.pathname}`).toBe(alipay.gatewayUrl);
    expect(page.searchParams.get("method")).toBe("alipay.trade.wap.pay");
    expect(page.searchParams.get("notify_url")).toBe(`${origin}${paymentProviderPaths.notify}/alipay`);

    // The member's browser opens the gateway's page (the fake's cashier), then pays there.
    expect((await fetch(checkoutUrl)).status).toBe(200);
    const { returnUrl } = await alipay.pay(paymentId);
    await alipay.idle();
    expect(returnUrl).toContain(`orderNo=${orderNo}`);
    expect(await orderState(orderNo)).toBe("paid");
    expect(alipay.notifications.at(-1)).toMatchObject({ answer: "success" });

    await refundApproved(orderNo);
    await alipay.idle();
    expect(await orderState(orderNo)).toBe("refunded");
    const trade = alipay.trade(paymentId);
    expect(trade?.refunds.reduce((sum, refund) => sum + refund.amountFen, 0)).toBe(trade?.totalFen);
  });

  it("on a PC: 电脑网站支付", async () => {
    const { checkoutUrl } = await startPaying("vip_plan", 1, "alipay", "pc");
    expect(new URL(checkoutUrl).searchParams.get("method")).toBe("alipay.trade.page.pay");
  });
});

describe("WeChat Pay inside WeChat's browser (JSAPI)", () => {
  it("asks 网页授权 first, takes its code only in the session it was sent from, and is paid by WeChat Pay's notification", async () => {
    const { orderNo } = await data<{ orderNo: string }>(orderCalls.create, zhang, { itemKind: "vip_plan", itemId: 1 });
    const inWeChat = { orderNo, method: "wechat", channel: "wechat" } as const;
    const { checkoutUrl: authorize } = await data<{ checkoutUrl: string }>(orderCalls.pay, zhang, inWeChat);
    expect(authorize.startsWith(`${wechat.url}/connect/oauth2/authorize?appid=wxd678efh567hg6787&redirect_uri=`)).toBe(true);
    expect(new URL(authorize).searchParams.get("redirect_uri")).toBe(`${settings.returnOrigin}/user/pay/wechat-jsapi?orderNo=${orderNo}`);
    // No trade yet: the payer is not known before 网页授权.
    expect(await t.database.db.select().from(payments).where(eq(payments.method, "wechat"))).not.toContainEqual(expect.objectContaining({ channel: "jsapi" }));

    const back = new URL((await fetch(authorize.replace(/#wechat_redirect$/, ""), { redirect: "manual" })).headers.get("location") ?? "");
    const returned = { wechatCode: back.searchParams.get("code") ?? "", wechatState: back.searchParams.get("state") ?? "" };
    // The same member's other session (a link carrying this code and state): refused, the code left unused.
    const elsewhere = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
    const refused = await answer(orderCalls.pay, elsewhere, { ...inWeChat, ...returned });
    expect(refused).toMatchObject({ code: 400, msg: "微信授权已失效或不属于当前登录，请重新发起支付" });

    type PayRequest = { appId: string; timeStamp: string; nonceStr: string; package: string; signType: "RSA"; paySign: string };
    const opened = await data<{ checkoutUrl: string; wechatPayRequest: PayRequest }>(orderCalls.pay, zhang, { ...inWeChat, ...returned });
    expect(opened.checkoutUrl).toBe(`/user/pay/wechat-jsapi?orderNo=${orderNo}`);
    const params = opened.wechatPayRequest;
    expect(params).toMatchObject({ appId: "wxd678efh567hg6787", signType: "RSA", package: expect.stringMatching(/^prepay_id=wx/) });
    expect(jsapiPaySignValid(params, merchantPublicKey)).toBe(true);
    // The page reloaded: the same trade's parameters, signed anew, without another 网页授权.
    const again = await data<{ checkoutUrl: string; wechatPayRequest: PayRequest }>(orderCalls.pay, zhang, inWeChat);
    expect(again.checkoutUrl).toBe(opened.checkoutUrl);
    expect(again.wechatPayRequest.package).toBe(params.package);
    expect(jsapiPaySignValid(again.wechatPayRequest, merchantPublicKey)).toBe(true);
    // Another business's member never gets them.
    expect((await answer(orderCalls.pay, await login(t, "13800000002"), inWeChat)).code).toBe(404);

    const paid = await fetch(`${wechat.url}/__fake/jsapi/pay`, { method: "POST", body: JSON.stringify(params) });
    expect(await paid.json()).toMatchObject({ paid: true, notified: 204 });
    expect(await orderState(orderNo)).toBe("paid");
    const [attempt] = await t.database.db.select().from(payments).where(eq(payments.checkoutUrl, params.package));
    expect(attempt).toMatchObject({ provider: "wechat", channel: "jsapi", status: "succeeded" });
  });

  it("leaves Alipay inside WeChat's browser on its mobile page", async () => {
    const { orderNo } = await data<{ orderNo: string }>(orderCalls.create, zhang, { itemKind: "vip_plan", itemId: 1 });
    const { checkoutUrl } = await data<{ checkoutUrl: string }>(orderCalls.pay, zhang, { orderNo, method: "alipay", channel: "wechat" });
    expect(checkoutUrl).toContain("alipay.trade.wap.pay");
  });
});
