import type { KeyObject } from "node:crypto";
import { createWeChatOAuth, type WeChatOAuth, WeChatOAuthError } from "./wechat-oauth.ts";
import { createWeChatOAuthStates } from "./wechat-oauth-state.ts";
import { type JsapiPayRequest, jsapiPayRequest } from "./wechat-pay-jsapi.ts";
import type { WeChatJsapiSettings } from "./wechat-pay-settings.ts";

/** The portal's JSAPI page: 网页授权 returns there, so its directory (/user/pay/) is the 支付授权目录 too. */
export const WECHAT_JSAPI_PAGE_PATH = "/user/pay/wechat-jsapi";

/** A step of the JSAPI checkout the member's browser cannot take: said to them as it is. */
export class WeChatJsapiRefusal extends Error {}

export interface WeChatJsapiCheckoutOptions {
  appid: string;
  merchantPrivateKey: KeyObject;
  jsapi: WeChatJsapiSettings;
  /** Signs the OAuth states (derived from the services' secret). */
  stateKey: Uint8Array;
  /** The portal's public origin, where 网页授权 sends the browser back (its domain is the 网页授权域名). */
  returnOrigin: string;
  oauth?: WeChatOAuth;
  now?: () => Date;
}

/**
 * WeChat Pay inside WeChat's browser, around the provider's JSAPI trade: sending the member to
 * 网页授权 with a state bound to their session and order, taking the code back for the openid only
 * with that state, and signing the cashier's parameters for the trade's package.
 */
export function createWeChatJsapiCheckout(options: WeChatJsapiCheckoutOptions) {
  const now = options.now ?? (() => new Date());
  const oauth = options.oauth ?? createWeChatOAuth(options.appid, options.jsapi);
  const states = createWeChatOAuthStates(options.stateKey, now);
  const pageUrl = (orderNo: string) => `${options.returnOrigin}${WECHAT_JSAPI_PAGE_PATH}?${new URLSearchParams({ orderNo }).toString()}`;

  return {
    /** Whether an error is a refusal to say to the member as it is (the order's routes do not import this module's classes). */
    isRefusal: (error: unknown): error is WeChatJsapiRefusal => error instanceof WeChatJsapiRefusal,

    /** Our JSAPI page of an order (a path), where the cashier is opened. */
    pagePath: (orderNo: string) => `${WECHAT_JSAPI_PAGE_PATH}?${new URLSearchParams({ orderNo }).toString()}`,

    /** Where the browser goes first: 网页授权 (snsapi_base), back to our JSAPI page of the order. */
    authorizeUrl: (sessionId: string, orderNo: string) => oauth.authorizeUrl(pageUrl(orderNo), states.issue(sessionId, orderNo)),

    /** The payer's openid for the code 网页授权 brought back; refused unless the state is this session's for this order. */
    async openidOf(code: string, state: string, sessionId: string, orderNo: string): Promise<string> {
      if (!states.check(state, sessionId, orderNo)) throw new WeChatJsapiRefusal("微信授权已失效或不属于当前登录，请重新发起支付");
      try {
        return await oauth.openidOf(code);
      } catch (error) {
        // A code used before or expired (a reload of the page): a new authorisation fixes it.
        if (error instanceof WeChatOAuthError) throw new WeChatJsapiRefusal("微信授权已失效，请重新发起支付");
        throw error;
      }
    },

    /** The cashier's parameters for a trade's package (`prepay_id=…`), signed now. */
    payRequest(checkoutPackage: string): JsapiPayRequest {
      const prepayId = /^prepay_id=([\w-]{1,64})$/.exec(checkoutPackage)?.[1];
      if (!prepayId) throw new Error("微信支付 JSAPI 交易缺少 prepay_id");
      return jsapiPayRequest({ appid: options.appid, merchantPrivateKey: options.merchantPrivateKey }, prepayId, now());
    },
  };
}

export type WeChatJsapiCheckout = ReturnType<typeof createWeChatJsapiCheckout>;
