import { generateKeyPairSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutRequest, NotificationCheck, PaymentProvider } from "../payment-provider.ts";
import { createWeChatJsapiCheckout, WeChatJsapiRefusal } from "./wechat-jsapi-checkout.ts";
import { createWeChatOAuth, WeChatOAuthError } from "./wechat-oauth.ts";
import { WeChatPayError } from "./wechat-pay-client.ts";
import { type FakeWeChatPay, startFakeWeChatPay } from "./wechat-pay-fake-gateway.ts";
import { type JsapiPayRequest, jsapiPayMessage, jsapiPaySignValid } from "./wechat-pay-jsapi.ts";
import { outTradeNoOf } from "./wechat-pay-order-numbers.ts";
import { createWeChatPayProvider } from "./wechat-pay-provider.ts";
import { readWeChatPaySettings, type WeChatPaySettings } from "./wechat-pay-settings.ts";

// WeChat Pay inside WeChat's browser (JSAPI) against the fake: 网页授权 for the payer's openid with a
// state bound to the member's session and order, the JSAPI trade, and the cashier's parameters whose
// paySign WeChat's client (here the fake) checks with the merchant's public key.

const MCHID = "1900000109";
const APPID = "wxd678efh567hg6787";
const APP_SECRET = "0123456789abcdef0123456789ABCDEF";
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const apiV3Key = randomBytes(16).toString("hex");
const PORTAL = "https://jz.example.cn";

let fake: FakeWeChatPay;
let settings: WeChatPaySettings;
let provider: PaymentProvider;
let notifications: { server: Server; url: string; checks: NotificationCheck[] };

/** 网页授权 as the browser goes through it: the authorize address followed to the page it comes back to. */
async function authorised(authorizeUrl: string): Promise<URL> {
  const answer = await fetch(authorizeUrl.replace(/#wechat_redirect$/, ""), { redirect: "manual" });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location") ?? "");
}

const jsapiCheckout = (sessionKey = randomBytes(32)) =>
  createWeChatJsapiCheckout({
    appid: APPID,
    merchantPrivateKey: settings.merchantPrivateKey,
    jsapi:
      settings.jsapi ??
      (() => {
        throw new Error("JSAPI settings missing");
      })(),
    stateKey: sessionKey,
    returnOrigin: PORTAL,
  });

const checkout = (paymentId: string, change: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId,
  orderNo: "20261129ABCDEFGH",
  method: "wechat",
  amountFen: 1990,
  subject: "月度VIP会员",
  returnUrl: `${PORTAL}/user/pay/success?orderNo=20261129ABCDEFGH`,
  channel: "jsapi",
  clientIp: "203.0.113.7",
  payerMemberId: 7,
  payBefore: new Date(Date.now() + 30 * 60_000),
  ...change,
});
const newPaymentId = () => `P${randomUUID().replaceAll("-", "")}`;

beforeAll(async () => {
  fake = await startFakeWeChatPay({
    appid: APPID,
    mchid: MCHID,
    merchantPublicKey: merchant.publicKey,
    apiV3Key: Buffer.from(apiV3Key),
    appSecret: APP_SECRET,
  });
  const reading = readWeChatPaySettings({
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_MERCHANT_SERIAL: "3775B6A45ACD588826D15E583A95F5DD2C3B0F1A",
    WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: fake.platformPublicKeyPem,
    WECHATPAY_PLATFORM_PUBLIC_KEY_ID: fake.platformPublicKeyId,
    WECHATPAY_BASE_URL: fake.url,
    WECHATPAY_JSAPI: "1",
    WECHATPAY_APP_SECRET: APP_SECRET,
    WECHAT_OAUTH_BASE_URL: fake.url,
    WECHAT_API_BASE_URL: fake.url,
  });
  if (!reading.ok) throw new Error(reading.problems.join("\n"));
  settings = reading.settings;
  const checks: NotificationCheck[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      checks.push(provider.verifyNotification(request.headers, Buffer.concat(chunks).toString("utf8")));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  notifications = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify/wechat`, checks };
  provider = createWeChatPayProvider(settings, { notifyUrl: notifications.url });
});

afterAll(async () => {
  await fake.close();
  notifications.server.closeAllConnections();
  await new Promise((resolve) => notifications.server.close(resolve));
});

describe("网页授权 (snsapi_base)", () => {
  it("sends the browser to WeChat with the AppID, our page and a state, and back with a code", async () => {
    const url = jsapiCheckout().authorizeUrl("session-1", "20261129ABCDEFGH");
    expect(url.startsWith(`${fake.url}/connect/oauth2/authorize?appid=${APPID}&redirect_uri=`)).toBe(true);
    expect(url.endsWith("#wechat_redirect")).toBe(true);
    const query = new URL(url).searchParams;
    expect(query.get("redirect_uri")).toBe(`${PORTAL}/user/pay/wechat-jsapi?orderNo=20261129ABCDEFGH`);
    expect(query.get("response_type")).toBe("code");
    expect(query.get("scope")).toBe("snsapi_base");
    // WeChat takes a state of letters and digits, at most 128 bytes.
    expect(query.get("state")).toMatch(/^[0-9A-Za-z]{1,128}$/);
    const back = await authorised(url);
    expect(back.pathname).toBe("/user/pay/wechat-jsapi");
    expect(back.searchParams.get("state")).toBe(query.get("state"));
    expect(back.searchParams.get("code")).toMatch(/^\w+$/);
  });

  it("exchanges the code once for the payer's openid, with the AppSecret", async () => {
    const oauth = createWeChatOAuth(
      APPID,
      settings.jsapi ??
        (() => {
          throw new Error("no JSAPI");
        })(),
    );
    const code = (await authorised(oauth.authorizeUrl(`${PORTAL}/user/pay/wechat-jsapi`, "S1"))).searchParams.get("code") ?? "";
    expect(await oauth.openidOf(code)).toBe(fake.payerOpenid);
    await expect(oauth.openidOf(code)).rejects.toMatchObject({ errcode: 40163 });
    const wrongSecret = createWeChatOAuth(APPID, { ...(settings.jsapi as NonNullable<typeof settings.jsapi>), appSecret: "X".repeat(32) });
    const another = (await authorised(oauth.authorizeUrl(`${PORTAL}/user/pay/wechat-jsapi`, "S2"))).searchParams.get("code") ?? "";
    await expect(wrongSecret.openidOf(another)).rejects.toBeInstanceOf(WeChatOAuthError);
    await expect(wrongSecret.openidOf(another)).rejects.toMatchObject({ errcode: 40125 });
  });

  it("takes a code only with the state given to the same session for the same order", async () => {
    const jsapi = jsapiCheckout();
    const back = await authorised(jsapi.authorizeUrl("session-1", "20261129ABCDEFGH"));
    const code = back.searchParams.get("code") ?? "";
    const state = back.searchParams.get("state") ?? "";
    // Another member's session (a link with someone else's code and state: CSRF), another order, a made-up state.
    await expect(jsapi.openidOf(code, state, "session-2", "20261129ABCDEFGH")).rejects.toBeInstanceOf(WeChatJsapiRefusal);
    await expect(jsapi.openidOf(code, state, "session-1", "20261129ZZZZZZZZ")).rejects.toBeInstanceOf(WeChatJsapiRefusal);
    const forged = `${state.slice(0, -1)}${state.endsWith("0") ? "1" : "0"}`;
    await expect(jsapi.openidOf(code, forged, "session-1", "20261129ABCDEFGH")).rejects.toBeInstanceOf(WeChatJsapiRefusal);
    // Another deployment's key signs other states.
    await expect(jsapiCheckout().openidOf(code, state, "session-1", "20261129ABCDEFGH")).rejects.toBeInstanceOf(WeChatJsapiRefusal);
    expect(await jsapi.openidOf(code, state, "session-1", "20261129ABCDEFGH")).toBe(fake.payerOpenid);
    // A reload brings the used code again: a new authorisation is asked for, said in Chinese.
    await expect(jsapi.openidOf(code, state, "session-1", "20261129ABCDEFGH")).rejects.toThrow("微信授权已失效，请重新发起支付");
  });

  it("refuses a state once it is older than ten minutes", async () => {
    let at = new Date("2026-11-29T10:00:00Z");
    const key = randomBytes(32);
    const jsapi = createWeChatJsapiCheckout({
      appid: APPID,
      merchantPrivateKey: settings.merchantPrivateKey,
      jsapi: settings.jsapi as NonNullable<typeof settings.jsapi>,
      stateKey: key,
      returnOrigin: PORTAL,
      now: () => at,
    });
    const state = new URL(jsapi.authorizeUrl("session-1", "20261129ABCDEFGH")).searchParams.get("state") ?? "";
    at = new Date(at.getTime() + 11 * 60_000);
    await expect(jsapi.openidOf("any", state, "session-1", "20261129ABCDEFGH")).rejects.toBeInstanceOf(WeChatJsapiRefusal);
  });
});

describe("the JSAPI trade and its cashier", () => {
  it("opens a JSAPI trade for the openid, signed as Native's, and signs the cashier's parameters with the merchant key", async () => {
    const paymentId = newPaymentId();
    const answer = await provider.createCheckout(checkout(paymentId, { payerOpenid: fake.payerOpenid ?? "" }));
    expect(answer.checkoutUrl).toMatch(/^prepay_id=wx\w+$/);
    const request = [...fake.lastRequests].reverse().find((line) => line.pathWithQuery === "/v3/pay/transactions/jsapi");
    expect(request?.signatureValid).toBe(true);
    expect(JSON.parse(request?.body ?? "{}")).toMatchObject({ appid: APPID, mchid: MCHID, payer: { openid: fake.payerOpenid }, amount: { total: 1990 } });
    // The same attempt asked again (a reload) is the same trade.
    expect((await provider.createCheckout(checkout(paymentId, { payerOpenid: fake.payerOpenid ?? "" }))).checkoutUrl).toBe(answer.checkoutUrl);

    const params = jsapiCheckout().payRequest(answer.checkoutUrl);
    expect(params).toMatchObject({ appId: APPID, package: answer.checkoutUrl, signType: "RSA" });
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(params.nonceStr).toMatch(/^[0-9A-Z]{32}$/);
    // paySign: RSA-SHA256 over "appId\ntimeStamp\nnonceStr\npackage\n", base64, verified with the merchant's public key.
    const message = `${APPID}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(jsapiPayMessage(params)).toBe(message);
    expect(verify("RSA-SHA256", Buffer.from(message), merchant.publicKey, Buffer.from(params.paySign, "base64"))).toBe(true);
    expect(jsapiPaySignValid({ ...params, package: "prepay_id=wx_other" }, merchant.publicKey)).toBe(false);

    // WeChat's cashier (the fake) refuses parameters changed after signing, then pays the signed ones and notifies.
    const pay = (body: JsapiPayRequest) => fetch(`${fake.url}/__fake/jsapi/pay`, { method: "POST", body: JSON.stringify(body) });
    expect((await pay({ ...params, nonceStr: "0".repeat(32) })).status).toBe(400);
    const paid = await pay(params);
    expect(await paid.json()).toMatchObject({ paid: true });
    expect(notifications.checks.at(-1)).toMatchObject({ ok: true, notification: { kind: "payment", paymentId, status: "succeeded", amountFen: 1990 } });
    expect(await provider.query(paymentId)).toMatchObject({ status: "succeeded", amountFen: 1990 });
    expect(fake.trades.get(outTradeNoOf(paymentId))?.tradeType).toBe("JSAPI");
  });

  it("is refused by WeChat Pay for an openid its 网页授权 never gave", async () => {
    const refused = provider.createCheckout(checkout(newPaymentId(), { payerOpenid: "oSomeoneElse00000000000000000" }));
    await expect(refused).rejects.toBeInstanceOf(WeChatPayError);
    await expect(refused).rejects.toMatchObject({ status: 400, code: "PARAM_ERROR" });
    await expect(provider.createCheckout(checkout(newPaymentId()))).rejects.toThrow("openid");
  });
});
