import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { MetricsGate } from "@cidp/web-operations";
import { continuationToken, type ListingPage, type ListingRequest, listingPage, listingRequestOf } from "./bucket-listing.ts";
import { DiskStorage, type PartMeta, StorageError } from "./disk-storage.ts";
import { type FaultPlan, partFailure, type RequestRecord, type StoreOperation } from "./fault-plan.ts";
import { readSignature, verifySignature } from "./sigv4.ts";
import { createStoreOperations } from "./store-operations.ts";
import { verifySessionToken } from "./temporary-credentials.ts";

/** Settings of the embedded S3-compatible store. */
export interface ObjectStoreOptions {
  /** Folder of the objects and multipart uploads. */
  dataDir: string;
  /** Buckets created at start; requests to others answer NoSuchBucket. */
  buckets: string[];
  /** The root key pair (full access); its secret also signs temporary credentials. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Smallest part except the last, as CompleteMultipartUpload enforces (S3: 5 MiB). */
  minPartSize?: number;
  /** Origins allowed by CORS; `*` allows any. */
  corsOrigins?: string[];
  /** Injected faults (mutable while running). */
  faults?: FaultPlan;
  /** Clock for signatures and token expiry. */
  now?: () => number;
  /** A path prefix before `/<bucket>/<key>` when the store is mounted inside another server. */
  basePath?: string;
  /** Who reads `/_store/metrics` (default: a scraper on the machine itself). */
  metricsGate?: MetricsGate;
}

/** A running store. */
export interface ObjectStore {
  /** The node request handler, for mounting in another server. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Starts listening; resolves to the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** The live fault plan. */
  faults: FaultPlan;
  /** The answered requests, in order, the newest 10,000 (cleared by tests as they like). */
  requests: RequestRecord[];
  options: Required<Omit<ObjectStoreOptions, "faults" | "now" | "basePath" | "metricsGate">>;
}

const S3_MIN_PART_SIZE = 5 * 1024 * 1024;
/** What temporary (session-token) credentials may do with their key. */
const UPLOAD_OPERATIONS: ReadonlySet<StoreOperation> = new Set([
  "PutObject",
  "CreateMultipartUpload",
  "UploadPart",
  "ListParts",
  "CompleteMultipartUpload",
  "AbortMultipartUpload",
]);
const MAX_PART_NUMBER = 10_000;
/** How many answered requests `requests` keeps (tests and benchmarks read them; older ones are dropped). */
const KEPT_REQUEST_RECORDS = 10_000;

class S3Error extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message = code,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

function xml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/** A ListObjectsV2 answer; with encoding-type=url the keys and prefixes are URL-encoded (rclone asks so). */
function listingXml(bucket: string, asked: ListingRequest, page: ListingPage, query: URLSearchParams): string {
  const urlEncoded = query.get("encoding-type") === "url";
  const text = (value: string) => xmlEscape(urlEncoded ? encodeURIComponent(value) : value);
  const element = (name: string, value: string | null) => (value === null ? "" : `<${name}>${value}</${name}>`);
  return [
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    element("Name", xmlEscape(bucket)),
    element("Prefix", text(asked.prefix)),
    asked.delimiter ? element("Delimiter", text(asked.delimiter)) : "",
    urlEncoded ? element("EncodingType", "url") : "",
    element("MaxKeys", String(asked.maxKeys)),
    element("KeyCount", String(page.objects.length + page.commonPrefixes.length)),
    element("IsTruncated", String(page.truncated)),
    element("ContinuationToken", query.has("continuation-token") ? xmlEscape(query.get("continuation-token") ?? "") : null),
    element("StartAfter", query.has("start-after") ? text(query.get("start-after") ?? "") : null),
    element("NextContinuationToken", page.nextAfter === null ? null : continuationToken(page.nextAfter)),
    ...page.objects.map(
      (object) =>
        `<Contents><Key>${text(object.key)}</Key><LastModified>${new Date(object.lastModified).toISOString()}</LastModified><ETag>${xmlEscape(object.etag)}</ETag><Size>${object.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    ),
    ...page.commonPrefixes.map((prefix) => `<CommonPrefixes><Prefix>${text(prefix)}</Prefix></CommonPrefixes>`),
    "</ListBucketResult>",
  ].join("");
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readSmallBody(request: IncomingMessage, limit = 1_048_576): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new S3Error("MaxMessageLengthExceeded", 400);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function multipartEtag(parts: PartMeta[]): string {
  const md5 = createHash("md5");
  for (const part of parts) md5.update(Buffer.from(part.etag.replace(/"/g, ""), "hex"));
  return `"${md5.digest("hex")}-${parts.length}"`;
}

/** Creates the embedded S3-compatible store: path-style requests, SigV4 (header or presigned), on disk. */
export async function createObjectStore(input: ObjectStoreOptions): Promise<ObjectStore> {
  const options = { minPartSize: S3_MIN_PART_SIZE, corsOrigins: ["*"], ...input };
  const now = input.now ?? Date.now;
  const storage = new DiskStorage(options.dataDir);
  for (const bucket of options.buckets) await storage.ensureBucket(bucket);
  const faults: FaultPlan = input.faults ?? {};
  const requests: RequestRecord[] = [];
  const operations = createStoreOperations(async () => {
    for (const bucket of options.buckets) await storage.requireBucket(bucket);
    return true;
  }, input.metricsGate);

  function cors(request: IncomingMessage, response: ServerResponse) {
    const origin = headerOf(request, "origin");
    if (!origin) return;
    if (!options.corsOrigins.includes("*") && !options.corsOrigins.includes(origin)) return;
    response.setHeader("Access-Control-Allow-Origin", origin);
    response.setHeader("Vary", "Origin");
    response.setHeader("Access-Control-Expose-Headers", "ETag, x-amz-request-id, Retry-After");
  }

  /**
   * Authenticates and authorizes; temporary credentials reach only their own key, and only to
   * upload it (as the STS session policy of an external store allows: no reading, no deleting).
   */
  function authorize(request: IncomingMessage, bucket: string, key: string, operation: StoreOperation) {
    const fields = readSignature({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers });
    if (!fields) throw new S3Error("AccessDenied", 403, "Anonymous access is not allowed.");
    let secret: string;
    let maxBytes: number | null = null;
    if (fields.sessionToken !== null) {
      if ((faults.expireTokens ?? 0) > 0) {
        faults.expireTokens = (faults.expireTokens ?? 1) - 1;
        throw new S3Error("ExpiredToken", 400, "The provided token has expired.");
      }
      const verified = verifySessionToken(options.secretAccessKey, fields.accessKeyId, fields.sessionToken, now());
      if (!verified.ok) throw new S3Error(verified.failure, verified.failure === "ExpiredToken" ? 400 : 403);
      if (verified.grant.bucket !== bucket || verified.grant.key !== key) throw new S3Error("AccessDenied", 403, "The credentials do not cover this key.");
      if (!UPLOAD_OPERATIONS.has(operation)) throw new S3Error("AccessDenied", 403, "The credentials only allow uploading.");
      secret = verified.secretAccessKey;
      maxBytes = verified.grant.maxBytes;
    } else if (fields.accessKeyId === options.accessKeyId) {
      secret = options.secretAccessKey;
    } else {
      throw new S3Error("InvalidAccessKeyId", 403);
    }
    const failure = verifySignature({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers }, fields, secret, now());
    if (failure) throw new S3Error(failure, 403);
    return { ...fields, maxBytes };
  }

  /**
   * Refuses, before a byte is read, a body that would make the object larger than its credentials
   * allow (the registered size): `stored` bytes already held for it plus what the request says it
   * sends. A body sent without a declared length is cut off where it passes the bound.
   */
  function holdToBound(request: IncomingMessage, maxBytes: number | null, stored = 0) {
    if (maxBytes === null) return;
    const declared = Number(headerOf(request, "x-amz-decoded-content-length") ?? headerOf(request, "content-length") ?? Number.NaN);
    if (Number.isFinite(declared) && stored + declared > maxBytes)
      throw new S3Error("EntityTooLarge", 400, "Your proposed upload exceeds the registered size.");
    let seen = stored;
    request.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) request.destroy(new S3Error("EntityTooLarge", 400, "Your proposed upload exceeds the registered size."));
    });
  }

  async function receiveBody(request: IncomingMessage, payloadHash: string) {
    if (faults.resetAtByte != null) {
      const limit = faults.resetAtByte;
      faults.resetAtByte = null;
      let seen = 0;
      request.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen >= limit) request.socket.destroy();
      });
    }
    const body = await storage.writeTemp(request, /^[0-9a-f]{64}$/.test(payloadHash));
    const contentMd5 = headerOf(request, "content-md5");
    if (contentMd5 !== undefined && contentMd5 !== body.md5.toString("base64")) {
      await storage.discard(body.file);
      throw new S3Error("BadDigest", 400, "The Content-MD5 you specified did not match what we received.");
    }
    if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== body.sha256) {
      await storage.discard(body.file);
      throw new S3Error("XAmzContentSHA256Mismatch", 400);
    }
    return body;
  }

  function operationOf(method: string, query: URLSearchParams, hasKey: boolean): StoreOperation {
    if (method === "OPTIONS") return "Preflight";
    if (!hasKey && method === "GET" && query.get("list-type") === "2") return "ListObjectsV2";
    if (!hasKey && method === "HEAD") return "HeadBucket";
    if (!hasKey) throw new S3Error("NotImplemented", 501, "Of the bucket operations only ListObjectsV2 and HeadBucket are supported.");
    if (method === "PUT") return query.has("uploadId") ? "UploadPart" : "PutObject";
    if (method === "POST" && query.has("uploads")) return "CreateMultipartUpload";
    if (method === "POST" && query.has("uploadId")) return "CompleteMultipartUpload";
    if (method === "GET") return query.has("uploadId") ? "ListParts" : "GetObject";
    if (method === "HEAD") return "HeadObject";
    if (method === "DELETE" && query.has("uploadId")) return "AbortMultipartUpload";
    if (method === "DELETE") return "DeleteObject";
    throw new S3Error("NotImplemented", 501);
  }

  async function serve(request: IncomingMessage, response: ServerResponse, record: RequestRecord): Promise<void> {
    const url = new URL(request.url ?? "/", "http://store.invalid");
    const base = input.basePath ?? "";
    // The signature covers the full path; only routing drops the mount prefix.
    const segments = (base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname).split("/");
    const bucket = decodeURIComponent(segments[1] ?? "");
    const key = decodeURIComponent(segments.slice(2).join("/"));
    const method = (request.method ?? "GET").toUpperCase();
    const operation = operationOf(method, url.searchParams, key !== "");
    record.operation = operation;
    record.key = key;
    if (operation === "Preflight") {
      const origin = headerOf(request, "origin");
      if (origin && (options.corsOrigins.includes("*") || options.corsOrigins.includes(origin))) {
        response.setHeader("Access-Control-Allow-Methods", "GET, PUT, POST, DELETE, HEAD");
        response.setHeader("Access-Control-Allow-Headers", headerOf(request, "access-control-request-headers") ?? "*");
        response.setHeader("Access-Control-Max-Age", "600");
      }
      response.statusCode = 204;
      response.end();
      return;
    }
    const fields = authorize(request, bucket, key, operation);
    await storage.requireBucket(bucket);
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    const uploadId = url.searchParams.get("uploadId") ?? "";

    switch (operation) {
      case "HeadBucket": {
        response.end();
        return;
      }
      case "ListObjectsV2": {
        const asked = listingRequestOf(url.searchParams);
        if ("invalid" in asked) throw new S3Error("InvalidArgument", 400, asked.invalid);
        const page = listingPage(await storage.listObjects(bucket), asked);
        response.setHeader("Content-Type", "application/xml");
        response.end(xml(listingXml(bucket, asked, page, url.searchParams)));
        return;
      }
      case "PutObject": {
        holdToBound(request, fields.maxBytes);
        const body = await receiveBody(request, fields.payloadHash);
        record.bytes = body.size;
        const etag = `"${body.md5.toString("hex")}"`;
        await storage.commitObject(bucket, key, body.file, {
          etag,
          size: body.size,
          contentType: headerOf(request, "content-type") ?? "application/octet-stream",
          lastModified: now(),
        });
        response.setHeader("ETag", etag);
        response.end();
        return;
      }
      case "GetObject":
      case "HeadObject": {
        const meta = await storage.head(bucket, key);
        response.setHeader("ETag", meta.etag);
        response.setHeader("Content-Type", meta.contentType);
        response.setHeader("Last-Modified", new Date(meta.lastModified).toUTCString());
        response.setHeader("Accept-Ranges", "bytes");
        const range = /^bytes=(\d+)-(\d*)$/.exec(headerOf(request, "range") ?? "");
        if (range && operation === "GetObject") {
          const start = Number(range[1]);
          const end = Math.min(range[2] ? Number(range[2]) : meta.size - 1, meta.size - 1);
          if (start > end) throw new S3Error("InvalidRange", 416);
          response.statusCode = 206;
          response.setHeader("Content-Range", `bytes ${start}-${end}/${meta.size}`);
          response.setHeader("Content-Length", String(end - start + 1));
          storage.read(bucket, key, meta, { start, end }).pipe(response);
          return;
        }
        response.setHeader("Content-Length", String(meta.size));
        if (operation === "HeadObject") {
          response.end();
          return;
        }
        await new Promise<void>((resolve, reject) => {
          const stream = storage.read(bucket, key, meta);
          stream.on("error", reject);
          response.on("finish", resolve);
          response.on("close", resolve);
          stream.pipe(response);
        });
        return;
      }
      case "CreateMultipartUpload": {
        const upload = await storage.createMultipart(bucket, key, headerOf(request, "content-type") ?? "application/octet-stream");
        response.setHeader("Content-Type", "application/xml");
        response.end(
          xml(
            `<InitiateMultipartUploadResult><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${upload.uploadId}</UploadId></InitiateMultipartUploadResult>`,
          ),
        );
        return;
      }
      case "UploadPart": {
        const partNumber = Number(url.searchParams.get("partNumber"));
        if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER)
          throw new S3Error("InvalidArgument", 400, "Part number must be an integer between 1 and 10000.");
        record.partNumber = partNumber;
        await storage.multipart(bucket, key, uploadId);
        const injected = partFailure(faults, partNumber);
        if (injected) {
          // Drain the body so the client sees the answer, not a broken pipe.
          request.resume();
          await new Promise((resolve) => request.on("end", resolve));
          throw new S3Error(injected.code, injected.status, "Injected failure.", injected.retryAfterSeconds);
        }
        if (fields.maxBytes !== null) {
          const others = (await storage.listParts(uploadId)).filter((part) => part.partNumber !== partNumber);
          holdToBound(
            request,
            fields.maxBytes,
            others.reduce((sum, part) => sum + part.size, 0),
          );
        }
        const body = await receiveBody(request, fields.payloadHash);
        record.bytes = body.size;
        const etag = `"${body.md5.toString("hex")}"`;
        await storage.commitPart(uploadId, partNumber, body.file, { partNumber, etag, size: body.size, lastModified: now() });
        response.setHeader("ETag", etag);
        response.end();
        return;
      }
      case "ListParts": {
        await storage.multipart(bucket, key, uploadId);
        const marker = Number(url.searchParams.get("part-number-marker") ?? 0);
        const maxParts = Math.min(Number(url.searchParams.get("max-parts") ?? 1000) || 1000, 1000);
        const all = (await storage.listParts(uploadId)).filter((p) => p.partNumber > marker);
        const page = all.slice(0, maxParts);
        const truncated = all.length > page.length;
        const next = page.at(-1)?.partNumber ?? marker;
        const parts = page
          .map(
            (p) =>
              `<Part><PartNumber>${p.partNumber}</PartNumber><LastModified>${new Date(p.lastModified).toISOString()}</LastModified><ETag>${xmlEscape(p.etag)}</ETag><Size>${p.size}</Size></Part>`,
          )
          .join("");
        response.setHeader("Content-Type", "application/xml");
        response.end(
          xml(
            `<ListPartsResult><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${next}</NextPartNumberMarker><MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>${parts}</ListPartsResult>`,
          ),
        );
        return;
      }
      case "CompleteMultipartUpload": {
        const upload = await storage.multipart(bucket, key, uploadId);
        const text = await readSmallBody(request);
        const requested = [...text.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
          partNumber: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1] ?? "")?.[1]),
          etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(m[1] ?? "")?.[1] ?? "").replace(/&quot;/g, '"').replace(/"/g, ""),
        }));
        if (requested.length === 0) throw new S3Error("MalformedXML", 400, "The XML you provided was not well-formed.");
        const stored = new Map((await storage.listParts(uploadId)).map((p) => [p.partNumber, p]));
        const chosen: PartMeta[] = [];
        let previous = 0;
        for (const part of requested) {
          if (part.partNumber <= previous) throw new S3Error("InvalidPartOrder", 400, "The list of parts was not in ascending order.");
          previous = part.partNumber;
          const found = stored.get(part.partNumber);
          if (!found || found.etag.replace(/"/g, "") !== part.etag)
            throw new S3Error("InvalidPart", 400, "One or more of the specified parts could not be found.");
          chosen.push(found);
        }
        if (chosen.slice(0, -1).some((p) => p.size < options.minPartSize))
          throw new S3Error("EntityTooSmall", 400, "Your proposed upload is smaller than the minimum allowed object size.");
        if (fields.maxBytes !== null && chosen.reduce((sum, p) => sum + p.size, 0) > fields.maxBytes)
          throw new S3Error("EntityTooLarge", 400, "Your proposed upload exceeds the registered size.");
        const etag = multipartEtag(chosen);
        await storage.completeMultipart(upload, chosen, etag);
        response.setHeader("Content-Type", "application/xml");
        response.end(
          xml(
            `<CompleteMultipartUploadResult><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
          ),
        );
        return;
      }
      case "DeleteObject": {
        // S3 answers 204 whether or not the key existed.
        await storage.deleteObject(bucket, key);
        response.statusCode = 204;
        response.end();
        return;
      }
      case "AbortMultipartUpload": {
        await storage.multipart(bucket, key, uploadId);
        await storage.abortMultipart(uploadId);
        response.statusCode = 204;
        response.end();
        return;
      }
    }
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    if (operations.answer(request, response)) return;
    const record: RequestRecord = { operation: "GetObject", key: "", partNumber: null, bytes: 0, status: 200 };
    cors(request, response);
    response.on("finish", () => {
      record.status = response.statusCode;
      operations.observe(record);
      // The newest only: a store that runs for months must not keep every request it answered.
      if (requests.push(record) > KEPT_REQUEST_RECORDS) requests.splice(0, requests.length - KEPT_REQUEST_RECORDS);
    });
    serve(request, response, record).catch((error: unknown) => {
      const s3 =
        error instanceof S3Error
          ? error
          : error instanceof StorageError
            ? new S3Error(error.code, error.status, error.message)
            : new S3Error("InternalError", 500, "We encountered an internal error.");
      if (s3.code === "IncompleteBody" && request.socket.destroyed) return;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.statusCode = s3.status;
      if (s3.retryAfterSeconds !== undefined) response.setHeader("Retry-After", String(s3.retryAfterSeconds));
      response.setHeader("Content-Type", "application/xml");
      response.setHeader("Connection", "close");
      // HEAD answers carry no body.
      response.end(request.method === "HEAD" ? undefined : xml(`<Error><Code>${s3.code}</Code><Message>${xmlEscape(s3.message)}</Message></Error>`));
      // Unread request bodies (a refused PUT) are dropped rather than read to the end.
      if (!request.readableEnded) request.resume();
    });
  }

  let server: Server | null = null;
  return {
    handle,
    faults,
    requests,
    options: {
      dataDir: options.dataDir,
      buckets: options.buckets,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      minPartSize: options.minPartSize,
      corsOrigins: options.corsOrigins,
    },
    async listen(port, host = "127.0.0.1") {
      server = createServer(handle);
      // Large parts on slow links must not be cut by the default request timeout.
      server.requestTimeout = 0;
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, host, () => {
          listening.off("error", reject);
          resolve();
        });
      });
      const address = listening.address() as AddressInfo;
      return `http://${host}:${address.port}`;
    },
    async close() {
      if (!server) return;
      const closing = server;
      server = null;
      closing.closeAllConnections();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
