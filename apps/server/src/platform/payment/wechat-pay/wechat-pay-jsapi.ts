import { type KeyObject, verify } from "node:crypto";
import { newNonce, rsaSha256Signature } from "./wechat-pay-signing.ts";

/** What the page hands to `WeixinJSBridge.invoke("getBrandWCPayRequest", …)`: WeChat's names, all strings. */
export interface JsapiPayRequest {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: "RSA";
  paySign: string;
}

/** The message of `paySign`: `appId\ntimeStamp\nnonceStr\npackage\n`. */
export const jsapiPayMessage = (request: Pick<JsapiPayRequest, "appId" | "timeStamp" | "nonceStr" | "package">) =>
  `${request.appId}\n${request.timeStamp}\n${request.nonceStr}\n${request.package}\n`;

/**
 * The parameters of WeChat's in-browser cashier for a JSAPI trade, signed with the merchant's key
 * (RSA-SHA256, base64, like the API v3 requests): WeChat checks `paySign` with the merchant's
 * certificate, so a page cannot change the trade it opens.
 */
export function jsapiPayRequest(merchant: { appid: string; merchantPrivateKey: KeyObject }, prepayId: string, at: Date, nonce = newNonce()): JsapiPayRequest {
  const unsigned = { appId: merchant.appid, timeStamp: String(Math.floor(at.getTime() / 1000)), nonceStr: nonce, package: `prepay_id=${prepayId}` };
  return { ...unsigned, signType: "RSA", paySign: rsaSha256Signature(merchant.merchantPrivateKey, jsapiPayMessage(unsigned)) };
}

/** Whether `paySign` is the merchant's signature of the rest (what WeChat's client checks; the fake and the tests do too). */
export function jsapiPaySignValid(request: JsapiPayRequest, merchantPublicKey: KeyObject): boolean {
  try {
    return verify("RSA-SHA256", Buffer.from(jsapiPayMessage(request), "utf8"), merchantPublicKey, Buffer.from(request.paySign, "base64"));
  } catch {
    return false;
  }
}
