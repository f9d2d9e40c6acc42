import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";

/** WeChat Pay's API host (the 主域名; `https://api2.mch.weixin.qq.com` is the 备域名). */
export const WECHAT_PAY_DEFAULT_BASE_URL = "https://api.mch.weixin.qq.com";

/** What the adapter needs of a merchant account, read from the environment at start. */
export interface WeChatPaySettings {
  /** 商户号. */
  mchid: string;
  /** The APPID bound to the merchant account (公众号, 小程序 or 移动应用). */
  appid: string;
  /** The serial number of the merchant's API certificate (商户API证书序列号), named in every request. */
  merchantSerial: string;
  /** The merchant's API certificate private key: signs every request. */
  merchantPrivateKey: KeyObject;
  /** APIv3 密钥: decrypts the notifications' resources (AES-256-GCM). */
  apiV3Key: Buffer;
  /** 微信支付公钥: verifies every answer and notification. */
  platformPublicKey: KeyObject;
  /** Its id (`PUB_KEY_ID_…`), which WeChat Pay names in `Wechatpay-Serial`. */
  platformPublicKeyId: string;
  /** Scheme, host and port only. */
  baseUrl: string;
  /** JSAPI inside WeChat's browser (WECHATPAY_JSAPI=1); null: a phone in WeChat gets H5 like any other. */
  jsapi: WeChatJsapiSettings | null;
}

/** What JSAPI needs beyond the merchant: the 公众号's AppSecret for 网页授权 (the payer's openid), and where to ask. */
export interface WeChatJsapiSettings {
  /** The 公众号's AppSecret (of WECHATPAY_APPID): exchanges an OAuth code for the openid. */
  appSecret: string;
  /** Where the browser is sent for 网页授权 (open.weixin.qq.com). */
  oauthBaseUrl: string;
  /** Where the services exchange the code (api.weixin.qq.com). */
  apiBaseUrl: string;
}

export const WECHAT_OAUTH_DEFAULT_BASE_URL = "https://open.weixin.qq.com";
export const WECHAT_API_DEFAULT_BASE_URL = "https://api.weixin.qq.com";

export type WeChatPaySettingsReading = { ok: true; settings: WeChatPaySettings } | { ok: false; problems: string[] };

type Environment = Readonly<Record<string, string | undefined>>;
type ReadText = (path: string) => string;

const readUtf8: ReadText = (path) => readFileSync(path, "utf8");
const isLoopback = (hostname: string) => hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);

/**
 * A PEM from `NAME` (inline; `\n` escapes allowed, as env files write them) or `NAME_FILE` (a path).
 * Problems name the variable and what is wrong, never its value.
 */
function pemOf(env: Environment, name: string, readText: ReadText, problems: string[]): string | null {
  const inline = env[name]?.trim() ?? "";
  const path = env[`${name}_FILE`]?.trim() ?? "";
  if (inline !== "" && path !== "") {
    problems.push(`${name} and ${name}_FILE are both set: set one of them`);
    return null;
  }
  if (inline !== "") return inline.replaceAll("\\n", "\n");
  if (path === "") {
    problems.push(`${name} (a PEM) or ${name}_FILE (its path) is required`);
    return null;
  }
  try {
    return readText(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    problems.push(`${name}_FILE: cannot read ${path} (${code})`);
    return null;
  }
}

/** Records a problem; null stands for the key that could not be had. */
function refused(problems: string[], problem: string): null {
  problems.push(problem);
  return null;
}

function privateKeyOf(env: Environment, readText: ReadText, problems: string[]): KeyObject | null {
  const pem = pemOf(env, "WECHATPAY_PRIVATE_KEY", readText, problems);
  if (pem === null) return null;
  const what = "WECHATPAY_PRIVATE_KEY is not a PEM RSA private key (apiclient_key.pem, unencrypted)";
  if (!pem.includes("-----BEGIN")) return refused(problems, what);
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    return refused(problems, what);
  }
  if (key.asymmetricKeyType !== "rsa") return refused(problems, `${what}: it is an ${key.asymmetricKeyType ?? "unknown"} key`);
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) return refused(problems, `${what}: WeChat Pay's keys are RSA 2048, this one is shorter`);
  return key;
}

function platformPublicKeyOf(env: Environment, readText: ReadText, problems: string[]): KeyObject | null {
  const pem = pemOf(env, "WECHATPAY_PLATFORM_PUBLIC_KEY", readText, problems);
  if (pem === null) return null;
  const what = "WECHATPAY_PLATFORM_PUBLIC_KEY is not a PEM RSA public key (the 微信支付公钥 pub_key.pem)";
  // createPublicKey would also take a private key (and derive its public half): a private key here is a mix-up.
  if (!pem.includes("-----BEGIN PUBLIC KEY-----") && !pem.includes("-----BEGIN RSA PUBLIC KEY-----")) return refused(problems, what);
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    return refused(problems, what);
  }
  if (key.asymmetricKeyType !== "rsa") return refused(problems, `${what}: it is an ${key.asymmetricKeyType ?? "unknown"} key`);
  return key;
}

function required(env: Environment, name: string, pattern: RegExp, what: string, problems: string[]): string {
  const value = env[name]?.trim() ?? "";
  if (value === "") problems.push(`${name} is required (${what})`);
  else if (!pattern.test(value)) problems.push(`${name} must be ${what}`);
  return value;
}

function apiV3KeyOf(env: Environment, problems: string[]): Buffer {
  const value = env.WECHATPAY_APIV3_KEY ?? "";
  if (value === "") problems.push("WECHATPAY_APIV3_KEY is required (the APIv3 密钥 set in the merchant platform, 32 characters)");
  // Only the length is told: the key itself is a secret.
  else if (Buffer.byteLength(value, "utf8") !== 32) problems.push(`WECHATPAY_APIV3_KEY must be exactly 32 bytes, it is ${Buffer.byteLength(value, "utf8")}`);
  return Buffer.from(value, "utf8");
}

function baseUrlOf(env: Environment, problems: string[], name = "WECHATPAY_BASE_URL", fallback = WECHAT_PAY_DEFAULT_BASE_URL): string {
  const text = env[name]?.trim() ?? "";
  if (text === "") return fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`${name} must be an origin such as ${fallback}, not "${text}"`);
    return text;
  }
  if (url.origin !== text.replace(/\/$/, "")) problems.push(`${name} must be an origin (scheme, host and port, no path), not "${text}"`);
  // Plain http only to this machine (the offline fake): elsewhere the signed requests and secrets would travel in clear.
  else if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url.hostname)))
    problems.push(`${name} must be https (plain http is accepted for a loopback address only)`);
  return url.origin;
}

/** The AppSecret from WECHATPAY_APP_SECRET or its _FILE: 32 letters or digits (only its shape is told, never its value). */
function appSecretOf(env: Environment, readText: ReadText, problems: string[]): string {
  const inline = env.WECHATPAY_APP_SECRET?.trim() ?? "";
  const path = env.WECHATPAY_APP_SECRET_FILE?.trim() ?? "";
  let secret = inline;
  if (inline !== "" && path !== "") problems.push("WECHATPAY_APP_SECRET and WECHATPAY_APP_SECRET_FILE are both set: set one of them");
  else if (inline === "" && path !== "") {
    try {
      secret = readText(path).trim();
    } catch (error) {
      problems.push(`WECHATPAY_APP_SECRET_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "unreadable"})`);
      return "";
    }
  } else if (inline === "") {
    problems.push("WECHATPAY_APP_SECRET (or WECHATPAY_APP_SECRET_FILE) is required with WECHATPAY_JSAPI=1 (the 公众号's AppSecret, for 网页授权)");
    return "";
  }
  if (secret !== "" && !/^[0-9A-Za-z]{32}$/.test(secret)) problems.push("WECHATPAY_APP_SECRET must be the 公众号's AppSecret: 32 letters or digits");
  return secret;
}

/** JSAPI's settings when WECHATPAY_JSAPI is 1; null when it is unset or 0. */
function jsapiOf(env: Environment, readText: ReadText, problems: string[]): WeChatJsapiSettings | null {
  const flag = env.WECHATPAY_JSAPI?.trim() ?? "";
  if (flag === "" || flag === "0") return null;
  if (flag !== "1") problems.push(`WECHATPAY_JSAPI must be 1 (offer JSAPI inside WeChat) or 0, not "${flag}"`);
  return {
    appSecret: appSecretOf(env, readText, problems),
    oauthBaseUrl: baseUrlOf(env, problems, "WECHAT_OAUTH_BASE_URL", WECHAT_OAUTH_DEFAULT_BASE_URL),
    apiBaseUrl: baseUrlOf(env, problems, "WECHAT_API_BASE_URL", WECHAT_API_DEFAULT_BASE_URL),
  };
}

/**
 * The WeChat Pay settings of an environment, or one line per problem (naming the variable and what
 * is wrong, never a secret's value): `WECHATPAY_MCHID`, `WECHATPAY_APPID`, `WECHATPAY_MERCHANT_SERIAL`,
 * `WECHATPAY_PRIVATE_KEY` or `WECHATPAY_PRIVATE_KEY_FILE`, `WECHATPAY_APIV3_KEY`,
 * `WECHATPAY_PLATFORM_PUBLIC_KEY` or `…_FILE`, `WECHATPAY_PLATFORM_PUBLIC_KEY_ID`, and optionally
 * `WECHATPAY_BASE_URL`; with `WECHATPAY_JSAPI=1` also `WECHATPAY_APP_SECRET` or `…_FILE` and
 * optionally `WECHAT_OAUTH_BASE_URL`, `WECHAT_API_BASE_URL`.
 */
export function readWeChatPaySettings(env: Environment, readText: ReadText = readUtf8): WeChatPaySettingsReading {
  const problems: string[] = [];
  const mchid = required(env, "WECHATPAY_MCHID", /^\d{6,32}$/, "the 商户号, digits only", problems);
  const appid = required(env, "WECHATPAY_APPID", /^wx[0-9A-Za-z]{16}$/, "the APPID bound to the merchant account: wx and 16 letters or digits", problems);
  const merchantSerial = required(
    env,
    "WECHATPAY_MERCHANT_SERIAL",
    /^[0-9A-Fa-f]{8,64}$/,
    "the serial number of the merchant API certificate (商户API证书序列号): hexadecimal digits",
    problems,
  );
  const merchantPrivateKey = privateKeyOf(env, readText, problems);
  const apiV3Key = apiV3KeyOf(env, problems);
  const platformPublicKey = platformPublicKeyOf(env, readText, problems);
  const platformPublicKeyId = required(
    env,
    "WECHATPAY_PLATFORM_PUBLIC_KEY_ID",
    /^PUB_KEY_ID_[0-9A-Za-z]{1,64}$/,
    "the 微信支付公钥 id shown beside the key: PUB_KEY_ID_ and letters or digits",
    problems,
  );
  const baseUrl = baseUrlOf(env, problems);
  const jsapi = jsapiOf(env, readText, problems);
  if (problems.length > 0 || !merchantPrivateKey || !platformPublicKey) return { ok: false, problems };
  return {
    ok: true,
    settings: { mchid, appid, merchantSerial, merchantPrivateKey, apiV3Key, platformPublicKey, platformPublicKeyId, baseUrl, jsapi },
  };
}
