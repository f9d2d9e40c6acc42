import type { WeChatJsapiSettings } from "./wechat-pay-settings.ts";

/** WeChat refused the code exchange: its errcode (40029 invalid code, 40163 code used, 40125 bad AppSecret …) and message. */
export class WeChatOAuthError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`微信网页授权失败：${errcode} ${errmsg}`);
  }
}

/**
 * WeChat's 网页授权 with scope snsapi_base (silent: no consent page, only the openid), as JSAPI
 * needs the payer's openid under the 公众号's AppID: the address the browser is sent to, and the
 * exchange of the code it brings back (server to server, with the AppSecret).
 */
export function createWeChatOAuth(appid: string, settings: WeChatJsapiSettings, options: { fetch?: typeof fetch; timeoutMs?: number } = {}) {
  const fetchImpl = options.fetch ?? fetch;
  return {
    /** Where the browser goes; WeChat sends it back to `redirectUri` (on the 网页授权域名) with `code` and `state`. */
    authorizeUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({ appid, redirect_uri: redirectUri, response_type: "code", scope: "snsapi_base", state });
      // WeChat requires this parameter order and the #wechat_redirect fragment.
      return `${settings.oauthBaseUrl}/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
    },

    /** The payer's openid for a code (each code works once, for 5 minutes). */
    async openidOf(code: string): Promise<string> {
      const query = new URLSearchParams({ appid, secret: settings.appSecret, code, grant_type: "authorization_code" });
      const response = await fetchImpl(`${settings.apiBaseUrl}/sns/oauth2/access_token?${query.toString()}`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`微信网页授权接口应答 HTTP ${response.status}`);
      const answer = (await response.json()) as { openid?: unknown; errcode?: unknown; errmsg?: unknown };
      if (typeof answer.errcode === "number" && answer.errcode !== 0) throw new WeChatOAuthError(answer.errcode, String(answer.errmsg ?? ""));
      if (typeof answer.openid !== "string" || !/^[\w-]{6,64}$/.test(answer.openid)) throw new Error("微信网页授权应答缺少 openid");
      return answer.openid;
    },
  };
}

export type WeChatOAuth = ReturnType<typeof createWeChatOAuth>;
