import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readPaymentSettings } from "./payment-settings.ts";

const production = { NODE_ENV: "production" };
const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
};
const [merchant, platform, application, alipay] = [pem(), pem(), pem(), pem()];
/** A merchant's complete settings of both providers (keys made here). */
const merchants = {
  WECHATPAY_MCHID: "1900000109",
  WECHATPAY_APPID: "wxd678efh567hg6787",
  WECHATPAY_MERCHANT_SERIAL: "3775B6A45ACD588826D15E583A95F5DD2C3B0F1A",
  WECHATPAY_PRIVATE_KEY: merchant.privateKey,
  WECHATPAY_APIV3_KEY: "0123456789abcdefghijABCDEFGHIJ01",
  WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: "PUB_KEY_ID_0114232134912410000000000000001",
  ALIPAY_APP_ID: "2021004100000001",
  ALIPAY_SELLER_ID: "2088102100000001",
  ALIPAY_PRIVATE_KEY: application.privateKey,
  ALIPAY_PUBLIC_KEY: alipay.publicKey,
};

/** The platform's collection account for 对公转账. */
const transferAccount = {
  BANK_TRANSFER_ACCOUNT_NAME: "吉林省建设行业服务平台有限公司",
  BANK_TRANSFER_BANK_NAME: "中国工商银行长春南关支行",
  BANK_TRANSFER_ACCOUNT_NUMBER: "4200201109100123456",
  BANK_TRANSFER_MIN_YUAN: "5000",
};

describe("the payment settings", () => {
  it.each([
    [
      "development without settings: the sandbox and 对公转账 to a demo account, notified on the own port",
      { SERVER_PORT: "3101" },
      ["sandbox", "bank_transfer"],
      "http://127.0.0.1:3101",
    ],
    [
      "对公转账 alone, which needs no notify origin",
      { ...transferAccount, ...production, PAYMENT_PROVIDERS: "bank_transfer" },
      ["bank_transfer"],
      "http://127.0.0.1:3001",
    ],
    [
      "both providers, in the order given",
      { ...merchants, PAYMENT_PROVIDERS: "wechat, alipay", PAYMENT_NOTIFY_ORIGIN: "http://127.0.0.1:3001" },
      ["wechat", "alipay"],
      "http://127.0.0.1:3001",
    ],
    [
      "a trailing slash is the same origin",
      { ...merchants, PAYMENT_PROVIDERS: "alipay", PAYMENT_NOTIFY_ORIGIN: "http://pay.test/" },
      ["alipay"],
      "http://pay.test",
    ],
    [
      "production with https",
      { ...merchants, ...production, PAYMENT_PROVIDERS: "WeChat,alipay", PAYMENT_NOTIFY_ORIGIN: "https://api.jzpt.example.cn" },
      ["wechat", "alipay"],
      "https://api.jzpt.example.cn",
    ],
  ])("reads %s", (_, env, providers, notifyOrigin) => {
    const reading = readPaymentSettings(env);
    expect(reading.ok ? "" : reading.problems.join("\n")).toBe("");
    expect(reading).toMatchObject({ ok: true, settings: { providers, notifyOrigin, returnOrigin: "http://localhost:3000" } });
    // Each listed provider's merchant settings come along; an unlisted one's are not read.
    if (reading.ok)
      expect([reading.settings.wechat !== undefined, reading.settings.alipay !== undefined, reading.settings.bankTransfer !== undefined]).toEqual(
        ["wechat", "alipay", "bank_transfer"].map((name) => providers.includes(name)),
      );
  });

  it.each([
    ["production without providers", production, "PAYMENT_PROVIDERS is required in production"],
    [
      "the sandbox in production",
      { ...production, PAYMENT_PROVIDERS: "sandbox" },
      "the sandbox marks orders paid with no money moving and is refused in production",
    ],
    ["an unknown provider", { PAYMENT_PROVIDERS: "unionpay" }, 'PAYMENT_PROVIDERS: "unionpay" is not a provider'],
    ["a provider twice", { PAYMENT_PROVIDERS: "alipay,alipay", PAYMENT_NOTIFY_ORIGIN: "http://x.test" }, '"alipay" is listed twice'],
    ["a real provider without a notify origin", { PAYMENT_PROVIDERS: "wechat" }, "PAYMENT_NOTIFY_ORIGIN is required with WeChat Pay or Alipay"],
    [
      "a notify origin with a path",
      { PAYMENT_PROVIDERS: "wechat", PAYMENT_NOTIFY_ORIGIN: "https://x.test/notify" },
      "must be an origin (scheme, host and port, no path)",
    ],
    [
      "a notify origin that is no address",
      { PAYMENT_PROVIDERS: "wechat", PAYMENT_NOTIFY_ORIGIN: "pay host" },
      "PAYMENT_NOTIFY_ORIGIN must be an origin such as",
    ],
    ["plain http in production", { ...production, PAYMENT_PROVIDERS: "alipay", PAYMENT_NOTIFY_ORIGIN: "http://x.test" }, "must be https in production"],
    ["WeChat Pay without its merchant settings", { PAYMENT_PROVIDERS: "wechat", PAYMENT_NOTIFY_ORIGIN: "http://x.test" }, "WECHATPAY_MCHID"],
    ["Alipay without its merchant settings", { PAYMENT_PROVIDERS: "alipay", PAYMENT_NOTIFY_ORIGIN: "http://x.test" }, "ALIPAY_APP_ID"],
    ["对公转账 without its account", { ...production, PAYMENT_PROVIDERS: "bank_transfer" }, "BANK_TRANSFER_ACCOUNT_NUMBER is required"],
    [
      "对公转账 with a malformed account number",
      { ...production, ...transferAccount, PAYMENT_PROVIDERS: "bank_transfer", BANK_TRANSFER_ACCOUNT_NUMBER: "42002011x" },
      "BANK_TRANSFER_ACCOUNT_NUMBER must be the account's number",
    ],
  ])("refuses %s with a line naming the setting", (_, env, line) => {
    const reading = readPaymentSettings(env);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems.join("\n")).toContain(line);
  });
});
