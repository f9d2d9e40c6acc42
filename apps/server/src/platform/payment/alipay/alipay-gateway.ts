import { AlipaySdk } from "alipay-sdk";
import type { AlipaySettings } from "./alipay-settings.ts";
import { chinaDateTime } from "./china-time.ts";

/** Alipay's answer to a call: `code` "10000" for success, else `sub_code` says why (ACQ.TRADE_NOT_EXIST …). */
export interface GatewayAnswer {
  code: string;
  msg: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

export const ALIPAY_SUCCESS = "10000";

/** No answer we can trust: unreachable, not Alipay's format, unsigned or wrongly signed, or a refusal the caller cannot take. */
export class AlipayGatewayError extends Error {
  readonly method: string;
  readonly subCode: string;
  constructor(method: string, message: string, options: { subCode?: string; cause?: unknown } = {}) {
    super(`alipay ${method}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AlipayGatewayError";
    this.method = method;
    this.subCode = options.subCode ?? "";
  }
}

/** A refusal's code, sub code and Chinese message on one line, for logs and refund reasons. */
export const refusalText = (answer: GatewayAnswer): string => `${answer.sub_msg || answer.msg} (${answer.sub_code || answer.code})`;

/**
 * The official `alipay-sdk` set up for one merchant on Alipay's OpenAPI 2.0 gateway (public-key
 * mode, RSA2): it signs our calls with the application private key and checks every answer's
 * `sign` with Alipay's public key. Two things are done around it:
 * - `timestamp` is given in China time: the SDK writes the server's local time, which on a UTC
 *   host is eight hours off and refused by the gateway.
 * - answers are checked (`validateSign`, off by default in `exec`) and kept in Alipay's own
 *   snake_case (`camelcase: false`), so the fields read as Alipay documents them.
 */
export function createAlipayGateway(settings: AlipaySettings, { now, timeoutMs }: { now: () => Date; timeoutMs: number }) {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKeyPem,
    keyType: "PKCS8",
    alipayPublicKey: settings.alipayPublicKeyPem,
    gateway: settings.gateway,
    signType: "RSA2",
    camelcase: false,
    timeout: timeoutMs,
  });

  return {
    /** Calls a method and returns Alipay's verified answer, a refusal included; throws when no trustworthy answer came. */
    async call(method: string, bizContent: Record<string, unknown>): Promise<GatewayAnswer> {
      let answer: GatewayAnswer;
      try {
        answer = (await sdk.exec(method, { bizContent, timestamp: chinaDateTime(now()) }, { validateSign: true })) as GatewayAnswer;
      } catch (error) {
        // The SDK throws for a transport failure, a non-200, a body not in Alipay's format and a
        // `sign` that does not verify (or is missing: node's verify refuses an absent signature).
        throw new AlipayGatewayError(method, (error as Error).message, { cause: error });
      }
      if (typeof answer?.code !== "string") throw new AlipayGatewayError(method, "the answer has no code");
      return answer;
    },

    /**
     * A page method's signed URL: the gateway's address with every parameter in its query, which
     * the buyer's browser opens (GET), so our pages need no auto-submitting form.
     */
    pageUrl(method: string, bizContent: Record<string, unknown>, urls: { notifyUrl: string; returnUrl: string }): string {
      return sdk.pageExecute(method, "GET", { bizContent, notifyUrl: urls.notifyUrl, returnUrl: urls.returnUrl, timestamp: chinaDateTime(now()) });
    },

    /**
     * Alipay's signature over a notification's parameters (every one but sign and sign_type,
     * sorted). V2 takes the values as given: ours are already decoded from the form body, and
     * decoding them again (V1) breaks on a value holding '%'.
     */
    signatureHolds(parameters: Record<string, string>): boolean {
      try {
        return sdk.checkNotifySignV2(parameters);
      } catch {
        return false;
      }
    },
  };
}
