/**
 * The open platform's scopes (issue 68): what a business's registered app may read through the
 * versioned open API, never staff calls nor another business's data. The token endpoint grants a
 * subset of the scopes the app was registered with; each open call names the one it needs.
 */
import { keysOf } from "../labelled-keys.ts";

/** What each scope lets an app read, as the developer page and the member center show it. */
export const OPEN_SCOPE_LABELS = {
  "public:read": "公开信息：招标公告等平台公开数据",
  "procurement:read": "本企业采购：发布的询价单及作为供应商的报价状态",
  "orders:read": "本企业订单：在平台购买的服务、课程与会员订单及其状态",
} as const;

/** Every scope, in the order the pages list them. */
export const OPEN_SCOPES = keysOf(OPEN_SCOPE_LABELS);
/** One scope of the open API. */
export type OpenScope = (typeof OPEN_SCOPES)[number];

/** The limits an app starts with: requests per minute and per day (its quota); staff may change them per app. */
export const OPEN_APP_DEFAULT_LIMITS = { perMinute: 60, perDay: 10_000 } as const;

/** How long an access token lives, in seconds (RFC 6749 `expires_in`). */
export const OPEN_TOKEN_LIFETIME_SECONDS = 7200;

/** The most apps one business may register. */
export const OPEN_APPS_PER_BUSINESS = 10;

/**
 * The scopes a token request asks for (RFC 6749 §3.3: space-separated): every scope the app holds
 * when the parameter is absent or empty; refused (`invalid_scope`) when it names a scope unknown or
 * not granted to the app.
 */
export function requestedScopes(
  parameter: string | undefined,
  granted: readonly OpenScope[],
): { ok: true; value: OpenScope[] } | { ok: false; code: "invalid_scope" } {
  const asked = (parameter ?? "").split(" ").filter((scope) => scope !== "");
  if (asked.length === 0) return { ok: true, value: [...granted] };
  if (!asked.every((scope) => (granted as readonly string[]).includes(scope))) return { ok: false, code: "invalid_scope" };
  return { ok: true, value: OPEN_SCOPES.filter((scope) => asked.includes(scope)) };
}
