import { createHash } from "node:crypto";
import { authorizationOf, type MerchantSigner } from "./wechat-pay-signing.ts";
import { verifyWeChatPaySignature, type WeChatPayVerifyingKeys } from "./wechat-pay-verification.ts";

/**
 * A verified error answer: WeChat Pay (its signature checked) refused the call with `code` and
 * `message`. Only verified answers become this; anything else is a `WeChatPayUntrustedAnswerError`.
 */
export class WeChatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly requestId: string,
  ) {
    super(`微信支付 ${status} ${code}：${detail}${requestId ? `（Request-ID ${requestId}）` : ""}`);
  }
}

/** An answer whose signature did not verify (or a bill whose hash did not match): never read, never trusted. */
export class WeChatPayUntrustedAnswerError extends Error {}

export interface WeChatPayClientOptions extends MerchantSigner {
  baseUrl: string;
  verifyingKeys: WeChatPayVerifyingKeys;
  fetch: typeof fetch;
  now: () => Date;
  timeoutMs: number;
}

export interface WeChatPayClient {
  /** A signed call whose answer's signature is verified (errors too); its JSON, or null for an empty answer (204). */
  call(method: "GET" | "POST", pathWithQuery: string, body?: object): Promise<unknown>;
  /** A bill file at WeChat Pay's `download_url`: signed like a call, checked by its SHA-1 (the file itself is not signed). */
  download(downloadUrl: string, sha1: string): Promise<string>;
}

/** How WeChat Pay asks us to identify the client (an absent User-Agent may be refused). */
const USER_AGENT = "cidp-server (WeChat Pay API v3 adapter; node)";

export function createWeChatPayClient(options: WeChatPayClientOptions): WeChatPayClient {
  const origin = new URL(options.baseUrl).origin;

  async function send(method: string, url: URL, body: string): Promise<Response> {
    const pathWithQuery = `${url.pathname}${url.search}`;
    const headers: Record<string, string> = {
      accept: "application/json",
      "user-agent": USER_AGENT,
      authorization: authorizationOf(options, { method, pathWithQuery, body }, options.now()),
    };
    if (body !== "") headers["content-type"] = "application/json";
    return options.fetch(url, { method, headers, ...(body !== "" ? { body } : {}), signal: AbortSignal.timeout(options.timeoutMs) });
  }

  return {
    async call(method, pathWithQuery, body) {
      const text = body === undefined ? "" : JSON.stringify(body);
      const response = await send(method, new URL(pathWithQuery, origin), text);
      const answer = await response.text();
      const requestId = response.headers.get("request-id") ?? "";
      const check = verifyWeChatPaySignature(options.verifyingKeys, response.headers, answer, options.now());
      if (!check.ok)
        throw new WeChatPayUntrustedAnswerError(
          `微信支付应答（HTTP ${response.status}，${method} ${pathWithQuery.split("?")[0]}）未通过验签，不予采信：${check.reason}${requestId ? `（Request-ID ${requestId}）` : ""}`,
        );
      if (response.ok) return answer === "" ? null : JSON.parse(answer);
      let code = "UNKNOWN";
      let detail = answer.slice(0, 200);
      try {
        const parsed = JSON.parse(answer) as { code?: unknown; message?: unknown };
        code = typeof parsed.code === "string" ? parsed.code : code;
        detail = typeof parsed.message === "string" ? parsed.message : detail;
      } catch {
        // Not JSON: the status and the text are all there is.
      }
      throw new WeChatPayError(response.status, code, detail, requestId);
    },

    async download(downloadUrl, sha1) {
      const url = new URL(downloadUrl);
      // The signed request goes to WeChat Pay only, whatever address an answer names.
      if (url.origin !== origin) throw new WeChatPayUntrustedAnswerError(`账单下载地址不在微信支付的域名下：${url.origin}`);
      const response = await send("GET", url, "");
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok)
        throw new WeChatPayError(response.status, "BILL_DOWNLOAD_FAILED", bytes.toString("utf8").slice(0, 200), response.headers.get("request-id") ?? "");
      const actual = createHash("sha1").update(bytes).digest("hex");
      if (actual !== sha1.toLowerCase()) throw new WeChatPayUntrustedAnswerError("账单文件的 SHA-1 与微信支付给出的 hash_value 不符，不予采信");
      return bytes.toString("utf8");
    },
  };
}
