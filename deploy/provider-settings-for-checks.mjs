// Settings of the outside providers for a production start that never reaches them: the checks of
// the image (exercise-image.sh, build-image.sh) and the deployment files start the services with
// NODE_ENV=production, which refuses the sandbox payments and the SMS outbox. Keys are made here,
// for this run only; a start checks their form and never calls WeChat Pay, Alipay or the carrier.
//   node deploy/provider-settings-for-checks.mjs DIR [MOUNTED_AS]
// writes the PEM files into DIR and prints KEY=value lines (the files named as MOUNTED_AS/..., the
// folder as the process sees it: a container's mount point), for `--env-file` or `export`.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const [dir, mountedAs = dir] = process.argv.slice(2);
if (!dir) {
  console.error("usage: node deploy/provider-settings-for-checks.mjs DIR [MOUNTED_AS]");
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const keyFile = (name, key) => {
  writeFileSync(path.join(dir, name), key.export(name.includes("private") ? { type: "pkcs8", format: "pem" } : { type: "spki", format: "pem" }));
  // The services run as another user than the one writing here.
  chmodSync(path.join(dir, name), 0o644);
  return `${mountedAs}/${name}`;
};
const rsa = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const merchant = rsa();
const platform = rsa();
const application = rsa();
const alipay = rsa();
const templates = [
  "login",
  "register",
  "register-existing",
  "reset",
  "generic",
  "apply",
  "organisation-invitation",
  "inquiry-invitation",
  "award-won",
  "award-lost",
  "quote-reminder",
].map((purpose, index) => `${purpose}:${1100 + index}`);
const settings = {
  PAYMENT_PROVIDERS: "wechat,alipay",
  PAYMENT_NOTIFY_ORIGIN: "https://pay-check.example.cn",
  WECHATPAY_MCHID: "1900000109",
  WECHATPAY_APPID: "wxd678efh567hg6787",
  WECHATPAY_MERCHANT_SERIAL: randomBytes(20).toString("hex").toUpperCase(),
  WECHATPAY_PRIVATE_KEY_FILE: keyFile("wechatpay-merchant-private.pem", merchant.privateKey),
  WECHATPAY_APIV3_KEY: randomBytes(16).toString("hex"),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: keyFile("wechatpay-platform-public.pem", platform.publicKey),
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: `PUB_KEY_ID_${randomBytes(16).toString("hex").slice(0, 30)}`,
  ALIPAY_APP_ID: "2021004100000001",
  ALIPAY_SELLER_ID: "2088102100000001",
  ALIPAY_PRIVATE_KEY_FILE: keyFile("alipay-application-private.pem", application.privateKey),
  ALIPAY_PUBLIC_KEY_FILE: keyFile("alipay-public.pem", alipay.publicKey),
  SMS_PROVIDER: "tencent",
  SMS_SIGN_NAME: "建筑平台",
  SMS_TEMPLATES: templates.join(","),
  TENCENT_SMS_SECRET_ID: `AKID${randomBytes(16).toString("hex")}`,
  TENCENT_SMS_SECRET_KEY: randomBytes(16).toString("hex"),
  TENCENT_SMS_SDK_APP_ID: "1400006666",
  TENCENT_SMS_REGION: "ap-guangzhou",
};
for (const [name, value] of Object.entries(settings)) console.log(`${name}=${value}`);
