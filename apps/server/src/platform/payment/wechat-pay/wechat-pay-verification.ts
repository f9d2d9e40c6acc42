import { type KeyObject, verify } from "node:crypto";

/** The headers WeChat Pay signs its answers and notifications with (lower case, as Node gives them). */
export const WECHAT_PAY_SIGNATURE_HEADERS = {
  timestamp: "wechatpay-timestamp",
  nonce: "wechatpay-nonce",
  signature: "wechatpay-signature",
  serial: "wechatpay-serial",
} as const;

/** An answer or notification signed further from our clock than this is refused (a replay, or a clock to fix). */
export const WECHAT_PAY_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The keys WeChat Pay signs with, by the id it names in `Wechatpay-Serial`: the 微信支付公钥 by its
 * `PUB_KEY_ID_…`, or a platform certificate's public key by the certificate's serial.
 */
export type WeChatPayVerifyingKeys = ReadonlyMap<string, KeyObject>;

export type HeaderBag = Record<string, string | string[] | undefined> | Headers;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** The message WeChat Pay signs: `timestamp\nnonce\nbody\n`. */
export const answerMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** One header, whatever its case and whether it came from Node (object) or fetch (Headers). */
export function headerOf(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks that WeChat Pay signed this body: a key we know by the serial it names, a timestamp
 * within five minutes of ours, and the RSA-SHA256 signature. WeChat Pay also sends deliberately
 * wrong signatures (`WECHATPAY/SIGNTEST/…`) to see that merchants check: those fail here like any other.
 */
export function verifyWeChatPaySignature(keys: WeChatPayVerifyingKeys, headers: HeaderBag, body: string, now: Date): SignatureCheck {
  const timestamp = headerOf(headers, WECHAT_PAY_SIGNATURE_HEADERS.timestamp);
  const nonce = headerOf(headers, WECHAT_PAY_SIGNATURE_HEADERS.nonce);
  const signature = headerOf(headers, WECHAT_PAY_SIGNATURE_HEADERS.signature);
  const serial = headerOf(headers, WECHAT_PAY_SIGNATURE_HEADERS.serial);
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, reason: "缺少微信支付签名头（Wechatpay-Timestamp / Nonce / Signature / Serial）" };
  const key = keys.get(serial);
  if (!key) return { ok: false, reason: `未知的微信支付公钥或平台证书序列号：${serial.slice(0, 64)}` };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: "签名时间戳格式错误" };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WECHAT_PAY_SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: "签名时间戳与本机相差超过 5 分钟（疑似重放）" };
  let valid = false;
  try {
    valid = verify("RSA-SHA256", Buffer.from(answerMessage(timestamp, nonce, body), "utf8"), key, Buffer.from(signature, "base64"));
  } catch {
    // A signature that is not even well formed is as false as a wrong one.
  }
  return valid ? { ok: true } : { ok: false, reason: "微信支付签名校验失败" };
}
