import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long the member has between leaving for 网页授权 and coming back with the code. */
const STATE_LIFETIME_SECONDS = 10 * 60;

/**
 * The `state` of WeChat's 网页授权, bound to the member's session and the order: WeChat hands it
 * back beside the code, and a code is taken only with a state this session was given for this
 * order, so nobody can make a member pay with a code (an openid) someone else obtained (CSRF).
 * Stateless: an HMAC under the services' key over the session, the order, the expiry and a nonce.
 * WeChat allows only letters and digits, at most 128 bytes: `T<expiry>N<nonce>S<mac>`.
 */
export function createWeChatOAuthStates(key: Uint8Array, now: () => Date = () => new Date()) {
  const macOf = (sessionId: string, orderNo: string, expiry: string, nonce: string) =>
    createHmac("sha256", key).update(`${sessionId}\n${orderNo}\n${expiry}\n${nonce}`).digest("hex").slice(0, 48);
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    issue(sessionId: string, orderNo: string): string {
      const expiry = String(seconds() + STATE_LIFETIME_SECONDS);
      const nonce = randomBytes(8).toString("hex");
      return `T${expiry}N${nonce}S${macOf(sessionId, orderNo, expiry, nonce)}`;
    },

    /** Whether the state was issued to this session for this order and is still fresh. */
    check(state: string, sessionId: string, orderNo: string): boolean {
      const parts = /^T(\d{10})N([0-9a-f]{16})S([0-9a-f]{48})$/.exec(state);
      if (!parts) return false;
      const [, expiry = "", nonce = "", mac = ""] = parts;
      if (Number(expiry) < seconds()) return false;
      return timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(sessionId, orderNo, expiry, nonce)));
    },
  };
}
