import { createHmac, timingSafeEqual } from "node:crypto";

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** A notification older (or newer) than this is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signSandboxBody(secret: Uint8Array, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Verifies a signature header against the body: the right key, and signed within the tolerance. */
export function verifySandboxSignature(secret: Uint8Array, header: string | undefined, body: string, now: Date): SignatureCheck {
  const match = header ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!match) return { ok: false, reason: "签名缺失或格式错误" };
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: "签名已过期（疑似重放）" };
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(match[2] as string, "hex");
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: "签名校验失败" };
}
