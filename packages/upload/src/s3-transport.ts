import { type RetryPolicy, retryDelay, STORAGE_RETRY_POLICY } from "@cidp/domain";
import { AwsV4Signer } from "aws4fetch";
import type { CredentialSource, StorageCredentials } from "./credential-source.ts";
import { hexToBase64 } from "./internal/md5-encoding.ts";
import { completeBody, type ListedPart, parseListParts, xmlValue } from "./internal/s3-xml.ts";
import { parseRetryAfter, sleep, whenOnline } from "./retry-policy.ts";
import { IntegrityError, StorageRequestError } from "./storage-error.ts";

/** Where one object goes: the endpoint, bucket and key of the registration. */
export interface StorageTarget {
  /** Base URL of the S3-compatible endpoint, e.g. `https://oss.example.com`. */
  endpoint: string;
  region: string;
  bucket: string;
  key: string;
  /** `bucket.host/key` (Alibaba OSS, …) instead of the path style `endpoint/bucket/key`. */
  virtualHosted?: boolean;
}

/** Settings of the transport. */
export interface S3TransportOptions {
  retry?: RetryPolicy;
  fetch?: typeof fetch;
  random?: () => number;
  /** Called before each retry wait (for logs and tests). */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

interface SendInit {
  method: string;
  query?: string;
  body?: Blob | ArrayBuffer | string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** Refreshing after ExpiredToken is not an attempt, but a loop of refusals must end. */
const MAX_CREDENTIAL_REFRESHES = 3;

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && /fetch failed|network|socket|ECONNRESET|terminated/i.test(error.message));
}

function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

/**
 * The S3 calls of a direct upload, signed in the browser with SigV4 (aws4fetch). Every call
 * retries transient failures with jittered back-off (honouring Retry-After, waiting while
 * offline) and renews the credentials once they expire, without repeating finished work.
 */
export class S3Transport {
  private readonly retry: RetryPolicy;
  private readonly fetchImpl: typeof fetch;
  private readonly signingCache = new Map<string, ArrayBuffer>();

  constructor(
    readonly target: StorageTarget,
    private readonly credentials: CredentialSource,
    private readonly options: S3TransportOptions = {},
  ) {
    this.retry = options.retry ?? STORAGE_RETRY_POLICY;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  private url(query = ""): string {
    // A path-only endpoint (the embedded store behind the site's own /api proxy) is on this origin.
    const origin = this.target.endpoint.startsWith("/") ? ((globalThis as { location?: { origin: string } }).location?.origin ?? "") : "";
    const suffix = `${encodeKey(this.target.key)}${query ? `?${query}` : ""}`;
    if (this.target.virtualHosted) {
      const base = new URL(`${origin}${this.target.endpoint}`);
      return `${base.protocol}//${this.target.bucket}.${base.host}${base.pathname.replace(/\/$/, "")}/${suffix}`;
    }
    return `${origin}${this.target.endpoint.replace(/\/$/, "")}/${encodeURIComponent(this.target.bucket)}/${suffix}`;
  }

  private async signAndSend(creds: StorageCredentials, init: SendInit): Promise<Response> {
    const signer = new AwsV4Signer({
      method: init.method,
      url: this.url(init.query),
      headers: init.headers ?? {},
      body: init.body ?? null,
      accessKeyId: creds.accessKeyId,
      secretAccessKey: creds.secretAccessKey,
      sessionToken: creds.sessionToken,
      service: "s3",
      region: this.target.region,
      cache: this.signingCache,
    });
    const signed = await signer.sign();
    return this.fetchImpl(signed.url.toString(), { method: signed.method, headers: signed.headers, body: init.body ?? null, signal: init.signal ?? null });
  }

  /** Sends with retries; answers a 2xx response or throws StorageRequestError. */
  private async send(init: SendInit): Promise<Response> {
    let attempt = 0;
    let refreshes = 0;
    for (;;) {
      await whenOnline(init.signal);
      let error: unknown;
      try {
        const response = await this.signAndSend(await this.credentials.current(), init);
        if (response.ok) return response;
        const text = await response.text().catch(() => "");
        error = new StorageRequestError(
          response.status,
          xmlValue(text, "Code") ?? `HTTP${response.status}`,
          parseRetryAfter(response.headers.get("retry-after")),
        );
      } catch (caught) {
        if (init.signal?.aborted) throw init.signal.reason;
        error = caught;
      }
      if (error instanceof StorageRequestError && error.expired && refreshes < MAX_CREDENTIAL_REFRESHES) {
        refreshes += 1;
        await this.credentials.refresh();
        continue;
      }
      const transient = (error instanceof StorageRequestError && error.retryable) || isNetworkError(error);
      attempt += 1;
      const retryAfterMs = error instanceof StorageRequestError ? error.retryAfterMs : null;
      const delayMs = transient ? retryDelay(this.retry, attempt, { retryAfterMs, random: this.options.random }) : null;
      if (delayMs === null) throw error;
      this.options.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, init.signal);
    }
  }

  /** PutObject with Content-MD5; checks that the ETag is the file's MD5. */
  async putObject(body: Blob, md5Hex: string, signal?: AbortSignal): Promise<string> {
    const response = await this.send({
      method: "PUT",
      body,
      headers: { "Content-MD5": hexToBase64(md5Hex), "Content-Type": body.type || "application/octet-stream" },
      signal,
    });
    const etag = (response.headers.get("etag") ?? "").replace(/"/g, "");
    if (etag && etag !== md5Hex) throw new IntegrityError(`stored object has ETag ${etag}, expected ${md5Hex}`);
    return etag;
  }

  /** CreateMultipartUpload; answers the upload id. */
  async createMultipartUpload(contentType: string, signal?: AbortSignal): Promise<string> {
    const response = await this.send({ method: "POST", query: "uploads=", headers: { "Content-Type": contentType || "application/octet-stream" }, signal });
    const uploadId = xmlValue(await response.text(), "UploadId");
    if (!uploadId) throw new StorageRequestError(response.status, "MissingUploadId");
    return uploadId;
  }

  /** UploadPart with Content-MD5; checks that the part's ETag is its MD5. */
  async uploadPart(uploadId: string, partNumber: number, body: ArrayBuffer | Blob, md5Hex: string, signal?: AbortSignal): Promise<string> {
    const response = await this.send({
      method: "PUT",
      query: `partNumber=${partNumber}&uploadId=${encodeURIComponent(uploadId)}`,
      body,
      headers: { "Content-MD5": hexToBase64(md5Hex) },
      signal,
    });
    const etag = (response.headers.get("etag") ?? "").replace(/"/g, "");
    if (etag && etag !== md5Hex) throw new IntegrityError(`part ${partNumber} has ETag ${etag}, expected ${md5Hex}`);
    return etag || md5Hex;
  }

  /** ListParts over every page; null when the upload no longer exists. */
  async listParts(uploadId: string, signal?: AbortSignal): Promise<ListedPart[] | null> {
    const parts: ListedPart[] = [];
    let marker = 0;
    for (;;) {
      let text: string;
      try {
        const response = await this.send({
          method: "GET",
          query: `uploadId=${encodeURIComponent(uploadId)}${marker ? `&part-number-marker=${marker}` : ""}`,
          signal,
        });
        text = await response.text();
      } catch (error) {
        if (error instanceof StorageRequestError && error.code === "NoSuchUpload") return null;
        throw error;
      }
      const page = parseListParts(text);
      parts.push(...page.parts);
      if (!page.truncated || page.nextMarker <= marker) return parts;
      marker = page.nextMarker;
    }
  }

  /** CompleteMultipartUpload; answers the object's ETag. */
  async completeMultipartUpload(uploadId: string, parts: readonly { partNumber: number; etag: string }[], signal?: AbortSignal): Promise<string> {
    const response = await this.send({
      method: "POST",
      query: `uploadId=${encodeURIComponent(uploadId)}`,
      body: completeBody(parts),
      headers: { "Content-Type": "application/xml" },
      signal,
    });
    const text = await response.text();
    // S3 may answer 200 with an error document once the body is streaming.
    const code = xmlValue(text, "Code");
    if (code && !xmlValue(text, "ETag")) throw new StorageRequestError(500, code);
    return (xmlValue(text, "ETag") ?? "").replace(/"/g, "");
  }

  /** AbortMultipartUpload; a missing upload counts as aborted. */
  async abortMultipartUpload(uploadId: string): Promise<void> {
    try {
      await this.send({ method: "DELETE", query: `uploadId=${encodeURIComponent(uploadId)}` });
    } catch (error) {
      if (!(error instanceof StorageRequestError && error.code === "NoSuchUpload")) throw error;
    }
  }
}
