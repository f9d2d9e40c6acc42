import { type KeyObject, randomBytes, sign } from "node:crypto";

/** The scheme of WeChat Pay API v3's `Authorization` header. */
export const WECHAT_PAY_AUTHORIZATION_SCHEMA = "WECHATPAY2-SHA256-RSA2048";

/** Who signs: the merchant, by its API certificate's serial and private key. */
export interface MerchantSigner {
  mchid: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
}

/** What a request's signature covers. `pathWithQuery` exactly as sent (already encoded); body "" for a GET. */
export interface SignedRequest {
  method: string;
  pathWithQuery: string;
  body: string;
}

/** The message WeChat Pay verifies: `METHOD\npath?query\ntimestamp\nnonce\nbody\n`. */
export const requestMessage = (request: SignedRequest, timestamp: number, nonce: string) =>
  `${request.method.toUpperCase()}\n${request.pathWithQuery}\n${timestamp}\n${nonce}\n${request.body}\n`;

/** base64 of RSA-SHA256 (PKCS#1 v1.5), the signature of both sides of API v3. */
export const rsaSha256Signature = (privateKey: KeyObject, message: string) => sign("RSA-SHA256", Buffer.from(message, "utf8"), privateKey).toString("base64");

/** 32 random characters, as WeChat Pay's examples use (any string of at most 32 will do). */
export const newNonce = () => randomBytes(16).toString("hex").toUpperCase();

/** The `Authorization` header of a request, signed now with a fresh nonce. */
export function authorizationOf(signer: MerchantSigner, request: SignedRequest, at: Date, nonce = newNonce()): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = rsaSha256Signature(signer.merchantPrivateKey, requestMessage(request, timestamp, nonce));
  return `${WECHAT_PAY_AUTHORIZATION_SCHEMA} mchid="${signer.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${signer.merchantSerial}"`;
}

/** An `Authorization` header's parts (the fake gateway checks them as WeChat Pay does); null when it is not one. */
export function parseAuthorization(header: string | undefined): { mchid: string; nonce: string; signature: string; timestamp: number; serial: string } | null {
  if (!header?.startsWith(`${WECHAT_PAY_AUTHORIZATION_SCHEMA} `)) return null;
  const parts = new Map<string, string>();
  for (const match of header.slice(WECHAT_PAY_AUTHORIZATION_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) parts.set(match[1] as string, match[2] as string);
  const [mchid, nonce, signature, timestamp, serial] = ["mchid", "nonce_str", "signature", "timestamp", "serial_no"].map((name) => parts.get(name));
  if (!mchid || !nonce || !signature || !timestamp || !serial || !/^\d{1,12}$/.test(timestamp)) return null;
  return { mchid, nonce, signature, timestamp: Number(timestamp), serial };
}
