import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Why a signature was refused; the names are the S3 error codes the store answers with. */
export type SignatureFailure = "AccessDenied" | "SignatureDoesNotMatch" | "InvalidAccessKeyId" | "ExpiredToken" | "InvalidToken" | "RequestTimeTooSkewed";

/** The parts of a request that SigV4 covers. */
export interface SignedRequest {
  method: string;
  /** The raw request target: path and query exactly as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The signature fields, read from the Authorization header or from a presigned query. */
export interface SignatureFields {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  /** ISO basic date-time of the signature (X-Amz-Date). */
  amzDate: string;
  sessionToken: string | null;
  /** Presigned URLs only: seconds of validity after amzDate. */
  expiresIn: number | null;
  presigned: boolean;
  /** The payload hash the client declared (UNSIGNED-PAYLOAD for presigned). */
  payloadHash: string;
}

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256\s+Credential=([^/,\s]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const CREDENTIAL_PATTERN = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/;

function header(headers: SignedRequest["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function splitTarget(url: string): { path: string; query: [string, string][] } {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  const query: [string, string][] = [];
  if (q >= 0) {
    for (const pair of url.slice(q + 1).split("&")) {
      if (!pair) continue;
      const eq = pair.indexOf("=");
      const key = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? "" : pair.slice(eq + 1);
      query.push([decodeURIComponent(key.replace(/\+/g, " ")), decodeURIComponent(value.replace(/\+/g, " "))]);
    }
  }
  return { path, query };
}

/** Reads the signature fields, or null when the request carries none (anonymous). */
export function readSignature(request: SignedRequest): SignatureFields | null {
  const auth = header(request.headers, "authorization");
  if (auth) {
    const m = AUTH_PATTERN.exec(auth.trim());
    if (!m) return null;
    const [, accessKeyId = "", date = "", region = "", service = "", signed = "", signature = ""] = m;
    return {
      accessKeyId,
      date,
      region,
      service,
      signedHeaders: signed.split(";"),
      signature,
      amzDate: header(request.headers, "x-amz-date") ?? "",
      sessionToken: header(request.headers, "x-amz-security-token") ?? null,
      expiresIn: null,
      presigned: false,
      payloadHash: header(request.headers, "x-amz-content-sha256") ?? "",
    };
  }
  const { query } = splitTarget(request.url);
  const params = new Map(query);
  if (params.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") return null;
  const credential = CREDENTIAL_PATTERN.exec(params.get("X-Amz-Credential") ?? "");
  const signature = params.get("X-Amz-Signature") ?? "";
  if (!credential || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const [, accessKeyId = "", date = "", region = "", service = ""] = credential;
  const expires = Number(params.get("X-Amz-Expires") ?? "");
  return {
    accessKeyId,
    date,
    region,
    service,
    signedHeaders: (params.get("X-Amz-SignedHeaders") ?? "host").split(";"),
    signature,
    amzDate: params.get("X-Amz-Date") ?? "",
    sessionToken: params.get("X-Amz-Security-Token") ?? null,
    expiresIn: Number.isInteger(expires) && expires > 0 && expires <= 604_800 ? expires : null,
    presigned: true,
    payloadHash: "UNSIGNED-PAYLOAD",
  };
}

/** Parses `20260101T000000Z` into epoch milliseconds, or NaN. */
export function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

/** The canonical request of SigV4 for S3 (path encoded once, duplicate query keys kept once). */
export function canonicalRequest(request: SignedRequest, fields: SignatureFields): string {
  const { path, query } = splitTarget(request.url);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    decodedPath = path;
  }
  const canonicalPath = encodeRfc3986(decodedPath).replace(/%2F/g, "/");
  const seen = new Set<string>();
  const canonicalQuery = query
    .filter(([key]) => key !== "" && !(fields.presigned && key === "X-Amz-Signature"))
    .filter(([key]) => {
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalHeaders = fields.signedHeaders.map((name) => `${name}:${(header(request.headers, name) ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  return [request.method.toUpperCase(), canonicalPath, canonicalQuery, canonicalHeaders, fields.signedHeaders.join(";"), fields.payloadHash].join("\n");
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** The hex signature of a request under a secret key. */
export function computeSignature(request: SignedRequest, fields: SignatureFields, secretAccessKey: string): string {
  const scope = `${fields.date}/${fields.region}/${fields.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", fields.amzDate, scope, createHash("sha256").update(canonicalRequest(request, fields), "utf8").digest("hex")].join(
    "\n",
  );
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, fields.date), fields.region), fields.service), "aws4_request");
  return createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");
}

/** Largest clock difference accepted for header-signed requests, as S3 does. */
export const MAX_CLOCK_SKEW_MS = 15 * 60_000;

/**
 * Checks the signature, the date and (for presigned URLs) the expiry. Header-signed requests must
 * sign `host` and `x-amz-date`; presigned ones must sign `host`.
 */
export function verifySignature(request: SignedRequest, fields: SignatureFields, secretAccessKey: string, now = Date.now()): SignatureFailure | null {
  if (!fields.signedHeaders.includes("host")) return "AccessDenied";
  if (!fields.presigned && !fields.signedHeaders.includes("x-amz-date")) return "AccessDenied";
  if (fields.sessionToken !== null && !fields.presigned && !fields.signedHeaders.includes("x-amz-security-token")) return "AccessDenied";
  const signedAt = parseAmzDate(fields.amzDate);
  if (Number.isNaN(signedAt) || fields.amzDate.slice(0, 8) !== fields.date) return "AccessDenied";
  if (fields.presigned) {
    if (fields.expiresIn === null) return "AccessDenied";
    if (now > signedAt + fields.expiresIn * 1000) return "AccessDenied";
    if (signedAt - now > MAX_CLOCK_SKEW_MS) return "RequestTimeTooSkewed";
  } else if (Math.abs(now - signedAt) > MAX_CLOCK_SKEW_MS) {
    return "RequestTimeTooSkewed";
  }
  const expected = Buffer.from(computeSignature(request, fields, secretAccessKey), "hex");
  const given = Buffer.from(fields.signature, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : "SignatureDoesNotMatch";
}
