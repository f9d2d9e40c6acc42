import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Short-lived credentials for one object key, as the register call hands them to the browser. */
export interface TemporaryCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** Epoch milliseconds after which the store refuses them with ExpiredToken. */
  expiresAt: number;
}

/** What a session token grants: one key of one bucket until an instant, at most `maxBytes` of it (null: no bound). */
export interface CredentialGrant {
  accessKeyId: string;
  bucket: string;
  key: string;
  expiresAt: number;
  maxBytes: number | null;
}

/** Why a session token is refused. */
export type GrantFailure = "InvalidToken" | "ExpiredToken" | "InvalidAccessKeyId";

const TOKEN_PREFIX = "cidp1.";

function mac(rootSecret: string, label: string, data: string): Buffer {
  return createHmac("sha256", rootSecret).update(`${label}\n${data}`, "utf8").digest();
}

/**
 * Issues credentials scoped to `bucket/key` and, given `maxBytes`, to an object of at most that
 * many bytes (the size the upload was registered with). They are stateless: the session token carries the
 * grant with a MAC under the root secret, and the secret key is derived from the token, so any
 * store instance holding the root secret verifies them without a lookup.
 */
export function issueTemporaryCredentials(
  rootSecret: string,
  grant: { bucket: string; key: string; ttlSeconds: number; maxBytes?: number },
  now = Date.now(),
): TemporaryCredentials {
  const accessKeyId = `STS${randomBytes(10).toString("hex").toUpperCase()}`;
  const expiresAt = now + grant.ttlSeconds * 1000;
  const claims = { a: accessKeyId, b: grant.bucket, k: grant.key, e: expiresAt, ...(grant.maxBytes === undefined ? {} : { s: grant.maxBytes }) };
  const payload = Buffer.from(JSON.stringify(claims), "utf8").toString("base64url");
  const sessionToken = `${TOKEN_PREFIX}${payload}.${mac(rootSecret, "token", payload).toString("base64url")}`;
  return { accessKeyId, secretAccessKey: mac(rootSecret, "secret", sessionToken).toString("base64url"), sessionToken, expiresAt };
}

/** Reads and checks a session token presented with `accessKeyId`; returns the grant and the derived secret. */
export function verifySessionToken(
  rootSecret: string,
  accessKeyId: string,
  sessionToken: string,
  now = Date.now(),
): { ok: true; grant: CredentialGrant; secretAccessKey: string } | { ok: false; failure: GrantFailure } {
  if (!sessionToken.startsWith(TOKEN_PREFIX)) return { ok: false, failure: "InvalidToken" };
  const [payload = "", signature = ""] = sessionToken.slice(TOKEN_PREFIX.length).split(".");
  const expected = mac(rootSecret, "token", payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, failure: "InvalidToken" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, failure: "InvalidToken" };
  }
  const p = parsed as { a?: unknown; b?: unknown; k?: unknown; e?: unknown; s?: unknown };
  if (typeof p.a !== "string" || typeof p.b !== "string" || typeof p.k !== "string" || typeof p.e !== "number") return { ok: false, failure: "InvalidToken" };
  if (p.s !== undefined && (typeof p.s !== "number" || !Number.isSafeInteger(p.s) || p.s < 0)) return { ok: false, failure: "InvalidToken" };
  if (p.a !== accessKeyId) return { ok: false, failure: "InvalidAccessKeyId" };
  if (now >= p.e) return { ok: false, failure: "ExpiredToken" };
  return {
    ok: true,
    grant: { accessKeyId: p.a, bucket: p.b, key: p.k, expiresAt: p.e, maxBytes: typeof p.s === "number" ? p.s : null },
    secretAccessKey: mac(rootSecret, "secret", sessionToken).toString("base64url"),
  };
}
