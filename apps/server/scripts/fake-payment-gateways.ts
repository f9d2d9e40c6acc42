/**
 * WeChat Pay's and Alipay's fake gateways as a process of their own, for the browser journeys: both
 * speak the providers' documented protocols with keys made here (platform/payment/*), and the
 * services are pointed at them by configuration. Prints one JSON line — the services' settings
 * (PAYMENT_PROVIDERS and each provider's merchant settings, 对公转账's demo account beside them) and the fakes' addresses — then runs
 * until it is stopped. A journey "pays" a WeChat Native QR code by `POST <wechat>/__fake/pay?code_url=`,
 * a JSAPI trade by `POST <wechat>/__fake/jsapi/pay` with the cashier's signed parameters (WeChat's
 * 网页授权 is the fake too), and an Alipay trade on the fake cashier's page.
 *   tsx scripts/fake-payment-gateways.ts NOTIFY_ORIGIN
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { startFakeAlipay } from "../src/platform/payment/alipay/fake-alipay.ts";
import { DEMO_BANK_TRANSFER_SETTINGS } from "../src/platform/payment/bank-transfer/bank-transfer-settings.ts";
import { startFakeWeChatPay } from "../src/platform/payment/wechat-pay/wechat-pay-fake-gateway.ts";

const notifyOrigin = process.argv[2];
if (!notifyOrigin) {
  console.error("usage: tsx scripts/fake-payment-gateways.ts NOTIFY_ORIGIN");
  process.exit(1);
}
const rsa = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const merchant = rsa();
const application = rsa();
const apiV3Key = randomBytes(16).toString("hex");
const wechat = {
  appid: "wxd678efh567hg6787",
  mchid: "1900000109",
  serial: randomBytes(20).toString("hex").toUpperCase(),
  // The 公众号's AppSecret for 网页授权 (JSAPI inside WeChat's browser), which the fake also serves.
  appSecret: randomBytes(16).toString("hex"),
};
const alipayIds = { appId: "2021004100000001", sellerId: "2088102100000001" };
const wechatFake = await startFakeWeChatPay({
  appid: wechat.appid,
  mchid: wechat.mchid,
  merchantPublicKey: merchant.publicKey,
  merchantSerial: wechat.serial,
  apiV3Key: Buffer.from(apiV3Key),
  appSecret: wechat.appSecret,
  // A refund is PROCESSING first and notified a moment later, as WeChat Pay does.
  refundDelayMs: 500,
});
const alipayFake = await startFakeAlipay({ ...alipayIds, appPublicKey: application.publicKey });
const pem = (key: typeof merchant.privateKey) => key.export({ type: "pkcs8", format: "pem" }).toString();
console.log(
  JSON.stringify({
    wechatUrl: wechatFake.url,
    alipayUrl: alipayFake.gatewayUrl,
    settings: {
      PAYMENT_PROVIDERS: "wechat,alipay,sandbox,bank_transfer",
      // 对公转账 to the development start's demo account (confirmed by finance in the back office).
      BANK_TRANSFER_ACCOUNT_NAME: DEMO_BANK_TRANSFER_SETTINGS.accountName,
      BANK_TRANSFER_BANK_NAME: DEMO_BANK_TRANSFER_SETTINGS.bankName,
      BANK_TRANSFER_ACCOUNT_NUMBER: DEMO_BANK_TRANSFER_SETTINGS.accountNumber,
      BANK_TRANSFER_MIN_YUAN: String(DEMO_BANK_TRANSFER_SETTINGS.minFen / 100),
      PAYMENT_NOTIFY_ORIGIN: notifyOrigin,
      WECHATPAY_MCHID: wechat.mchid,
      WECHATPAY_APPID: wechat.appid,
      WECHATPAY_MERCHANT_SERIAL: wechat.serial,
      WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey),
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PLATFORM_PUBLIC_KEY: wechatFake.platformPublicKeyPem,
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: wechatFake.platformPublicKeyId,
      WECHATPAY_BASE_URL: wechatFake.url,
      WECHATPAY_JSAPI: "1",
      WECHATPAY_APP_SECRET: wechat.appSecret,
      WECHAT_OAUTH_BASE_URL: wechatFake.url,
      WECHAT_API_BASE_URL: wechatFake.url,
      ALIPAY_APP_ID: alipayIds.appId,
      ALIPAY_SELLER_ID: alipayIds.sellerId,
      ALIPAY_PRIVATE_KEY: pem(application.privateKey),
      ALIPAY_PUBLIC_KEY: alipayFake.alipayPublicKeyPem,
      ALIPAY_GATEWAY: alipayFake.gatewayUrl,
    },
  }),
);
const stop = async () => {
  await Promise.all([wechatFake.close(), alipayFake.close()]);
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
