import { randomBytes } from "node:crypto";

/** How long a code of the fake's 网页授权 may be exchanged, as WeChat's (5 minutes). */
const CODE_LIFETIME_MS = 5 * 60_000;

/** What the fake answers a browser or a call: a status, and a redirect or a body. */
export interface FakeOAuthAnswer {
  status: number;
  location?: string;
  body?: string;
}

/**
 * The fake WeChat Pay's stand-in for the 公众号's 网页授权 (snsapi_base): the authorize page, which
 * like WeChat's for a silent scope sends the browser straight back to `redirect_uri` with a code and
 * the state, and the code's exchange for the payer's openid, which checks the AppID and AppSecret
 * and takes each code once. Its one payer is the openid JSAPI trades must name.
 */
export function createFakeWeChatOAuth(options: { appid: string; appSecret: string; now: () => Date }) {
  const payerOpenid = `oFake${randomBytes(12).toString("hex")}`;
  const codes = new Map<string, { openid: string; expiresAt: number; used: boolean }>();
  const error = (errcode: number, errmsg: string): FakeOAuthAnswer => ({ status: 200, body: JSON.stringify({ errcode, errmsg }) });

  return {
    payerOpenid,
    /** Whether an openid is one this 公众号's 网页授权 gave (JSAPI refuses any other, as WeChat Pay refuses an openid of another AppID). */
    knows: (openid: unknown) => openid === payerOpenid,

    /** `GET /connect/oauth2/authorize?appid&redirect_uri&response_type=code&scope=snsapi_base&state`. */
    authorize(query: URLSearchParams): FakeOAuthAnswer {
      const refused = (body: string) => ({ status: 400, body });
      if (query.get("appid") !== options.appid) return refused("appid 不正确（10003 redirect_uri域名与后台配置不一致或appid无效）");
      if (query.get("response_type") !== "code" || query.get("scope") !== "snsapi_base") return refused("scope 参数错误或没有 scope 权限");
      const redirect = query.get("redirect_uri") ?? "";
      if (!/^https?:\/\//.test(redirect)) return refused("redirect_uri 参数错误");
      const code = randomBytes(16).toString("hex");
      codes.set(code, { openid: payerOpenid, expiresAt: options.now().getTime() + CODE_LIFETIME_MS, used: false });
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", query.get("state") ?? "");
      return { status: 302, location: back.href };
    },

    /** `GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code`: WeChat's errcodes on refusal. */
    accessToken(query: URLSearchParams): FakeOAuthAnswer {
      if (query.get("appid") !== options.appid) return error(40013, "invalid appid");
      if (query.get("secret") !== options.appSecret) return error(40125, "invalid appsecret");
      if (query.get("grant_type") !== "authorization_code") return error(40002, "invalid grant_type");
      const known = codes.get(query.get("code") ?? "");
      if (!known || known.expiresAt < options.now().getTime()) return error(40029, "invalid code");
      if (known.used) return error(40163, "code been used");
      known.used = true;
      return {
        status: 200,
        body: JSON.stringify({
          access_token: randomBytes(24).toString("hex"),
          expires_in: 7200,
          refresh_token: randomBytes(24).toString("hex"),
          openid: known.openid,
          scope: "snsapi_base",
        }),
      };
    },
  };
}
