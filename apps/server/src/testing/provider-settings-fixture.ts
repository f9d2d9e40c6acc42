import { generateKeyPairSync } from "node:crypto";
import { SMS_TEXT_PURPOSES } from "../platform/sms/sms-templates.ts";

const pem = (kind: "private" | "public") => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return kind === "private" ? privateKey.export({ type: "pkcs8", format: "pem" }).toString() : publicKey.export({ type: "spki", format: "pem" }).toString();
};

/**
 * What an operator gives the outside providers' settings for a production start — a Tencent SMS
 * carrier, WeChat Pay and Alipay with a merchant's keys (made here) — which a start checks and
 * never calls: the deploy files' and the production start's tests.
 */
export const providerSettingsFixture: Readonly<Record<string, string>> = {
  SMS_PROVIDER: "tencent",
  SMS_SIGN_NAME: "建筑产业互联网平台",
  SMS_TEMPLATES: SMS_TEXT_PURPOSES.map((purpose) => `${purpose}:1110`).join(","),
  TENCENT_SMS_SECRET_ID: "AKIDproviderSettingsFixture",
  TENCENT_SMS_SECRET_KEY: "fixture-tencent-s3cret-4f9a2b7e1d8c",
  TENCENT_SMS_SDK_APP_ID: "1400006666",
  TENCENT_SMS_REGION: "ap-guangzhou",
  PAYMENT_PROVIDERS: "wechat,alipay",
  PAYMENT_NOTIFY_ORIGIN: "https://api.example.cn",
  WECHATPAY_MCHID: "1900000109",
  WECHATPAY_APPID: "wxd678efh567hg6787",
  WECHATPAY_MERCHANT_SERIAL: "3775B6A45ACD588826D15E583A95F5DD2C3B0F1A",
  WECHATPAY_PRIVATE_KEY: pem("private"),
  WECHATPAY_APIV3_KEY: "0123456789abcdefghijABCDEFGHIJ01",
  WECHATPAY_PLATFORM_PUBLIC_KEY: pem("public"),
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: "PUB_KEY_ID_0114232134912410000000000000001",
  ALIPAY_APP_ID: "2021004100000001",
  ALIPAY_SELLER_ID: "2088102100000001",
  ALIPAY_PRIVATE_KEY: pem("private"),
  ALIPAY_PUBLIC_KEY: pem("public"),
};
