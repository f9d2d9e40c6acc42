import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createObjectStore, type ObjectStore } from "./object-store.server.ts";
import { issueTemporaryCredentials } from "./temporary-credentials.ts";

const ROOT = { accessKeyId: "ROOTKEY", secretAccessKey: "root-secret-for-tests-0123456789" };
let store: ObjectStore;
let base: string;
let dir: string;
const root = new AwsClient({ ...ROOT, service: "s3", region: "cn-north-1", retries: 0 });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "object-store-"));
  store = await createObjectStore({ dataDir: dir, buckets: ["cidp"], ...ROOT, minPartSize: 1024, corsOrigins: ["http://portal.test"] });
  base = await store.listen(0);
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  for (const key of Object.keys(store.faults)) delete store.faults[key as keyof typeof store.faults];
  store.requests.length = 0;
});

function md5Hex(data: Uint8Array) {
  return createHash("md5").update(data).digest("hex");
}

const errorCode = async (response: Response) => /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];

describe("objects", () => {
  it("stores and returns an object byte for byte, with its MD5 as the ETag", async () => {
    const body = randomBytes(70_000);
    const put = await root.fetch(`${base}/cidp/a/图纸 1.bin`, { method: "PUT", body });
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toBe(`"${md5Hex(body)}"`);
    const head = await root.fetch(`${base}/cidp/a/图纸 1.bin`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe("70000");
    const get = await root.fetch(`${base}/cidp/a/图纸 1.bin`);
    expect(Buffer.from(await get.arrayBuffer()).equals(body)).toBe(true);
  });

  it("answers NoSuchKey and NoSuchBucket", async () => {
    expect(await errorCode(await root.fetch(`${base}/cidp/missing`))).toBe("NoSuchKey");
    expect(await errorCode(await root.fetch(`${base}/other/missing`))).toBe("NoSuchBucket");
  });

  it("refuses a body whose Content-MD5 does not match", async () => {
    const response = await root.fetch(`${base}/cidp/digest`, {
      method: "PUT",
      body: "abc",
      headers: { "Content-MD5": createHash("md5").update("abd").digest("base64") },
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("BadDigest");
  });

  it("refuses a body that differs from the signed payload hash", async () => {
    const signed = await root.sign(`${base}/cidp/sha`, {
      method: "PUT",
      body: "abc",
      headers: { "X-Amz-Content-Sha256": createHash("sha256").update("xyz").digest("hex") },
    });
    const response = await fetch(signed.url, { method: "PUT", headers: signed.headers, body: "abc" });
    expect(await errorCode(response)).toBe("XAmzContentSHA256Mismatch");
  });

  it("serves a byte range", async () => {
    await root.fetch(`${base}/cidp/range`, { method: "PUT", body: "0123456789" });
    const response = await root.fetch(`${base}/cidp/range`, { headers: { Range: "bytes=2-5" } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe("2345");
  });
});

describe("the bucket's listing (backups and tools such as rclone)", () => {
  it("lists a fresh bucket's keys page by page, long and Chinese keys included, URL-encoded when asked", async () => {
    const longKey = `backup/${"长".repeat(120)}.pdf`;
    for (const key of ["backup/合同 1.pdf", "backup/b.png", longKey, "other/c.txt"])
      expect((await root.fetch(`${base}/cidp/${key}`, { method: "PUT", body: key })).status).toBe(200);
    const keysOf = (text: string) => [...text.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => decodeURIComponent(match[1] ?? ""));
    const first = await (await root.fetch(`${base}/cidp?list-type=2&prefix=backup%2F&max-keys=2&encoding-type=url`)).text();
    expect(first).toContain("<IsTruncated>true</IsTruncated>");
    const token = /<NextContinuationToken>([^<]+)</.exec(first)?.[1] ?? "";
    const second = await (await root.fetch(`${base}/cidp?list-type=2&prefix=backup%2F&max-keys=2&encoding-type=url&continuation-token=${token}`)).text();
    expect(second).toContain("<IsTruncated>false</IsTruncated>");
    expect([...keysOf(first), ...keysOf(second)].sort()).toEqual(["backup/b.png", "backup/合同 1.pdf", longKey].sort());
    const folders = await (await root.fetch(`${base}/cidp?list-type=2&delimiter=%2F`)).text();
    expect([...folders.matchAll(/<Prefix>([^<]*)<\/Prefix>/g)].map((match) => match[1])).toEqual(expect.arrayContaining(["backup/", "other/"]));
    expect((await root.fetch(`${base}/cidp`, { method: "HEAD" })).status).toBe(200);
    expect((await root.fetch(`${base}/missing-bucket`, { method: "HEAD" })).status).toBe(404);
  });

  it("is the root key's only: upload credentials cannot list", async () => {
    const temp = issueTemporaryCredentials(ROOT.secretAccessKey, { bucket: "cidp", key: "u/1.bin", ttlSeconds: 60 });
    const client = new AwsClient({ ...temp, service: "s3", region: "cn-north-1", retries: 0 });
    expect(await errorCode(await client.fetch(`${base}/cidp?list-type=2`))).toBe("AccessDenied");
    expect(await errorCode(await root.fetch(`${base}/cidp?uploads`))).toBe("NotImplemented");
  });
});

describe("the store's own operations endpoints (run as its own process)", () => {
  it("answers health and readiness to anyone, and counts S3 requests in its metrics for a direct scraper only", async () => {
    expect(await (await fetch(`${base}/_store/health`)).text()).toBe("ok");
    const ready = await fetch(`${base}/_store/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ready" }]);
    await root.fetch(`${base}/cidp/metrics/一.txt`, { method: "PUT", body: "12345" });
    await root.fetch(`${base}/cidp/metrics/missing.txt`);
    const text = await (await fetch(`${base}/_store/metrics`)).text();
    expect(text).toMatch(/object_store_requests_total\{operation="PutObject",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/object_store_requests_total\{operation="GetObject",status_class="4xx"\} [1-9]/);
    expect(text).toMatch(/object_store_received_bytes_total [1-9]/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect((await fetch(`${base}/_store/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } })).status).not.toBe(200);
  });
});

describe("SigV4 verification", () => {
  it("refuses anonymous requests", async () => {
    const response = await fetch(`${base}/cidp/a/图纸 1.bin`);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("AccessDenied");
  });

  it("refuses a wrong secret and an unknown key id", async () => {
    const wrong = new AwsClient({ accessKeyId: ROOT.accessKeyId, secretAccessKey: "not-the-secret", service: "s3", region: "cn-north-1", retries: 0 });
    expect(await errorCode(await wrong.fetch(`${base}/cidp/x`, { method: "PUT", body: "x" }))).toBe("SignatureDoesNotMatch");
    const unknown = new AwsClient({ accessKeyId: "NOBODY", secretAccessKey: "x", service: "s3", region: "cn-north-1", retries: 0 });
    expect(await errorCode(await unknown.fetch(`${base}/cidp/x`))).toBe("InvalidAccessKeyId");
  });

  it("refuses a request whose signed query was changed", async () => {
    const signed = await root.sign(`${base}/cidp/x?partNumber=1&uploadId=${"0".repeat(32)}`, { method: "PUT", body: "x" });
    const tampered = signed.url.toString().replace("partNumber=1", "partNumber=2");
    expect(await errorCode(await fetch(tampered, { method: "PUT", headers: signed.headers, body: "x" }))).toBe("SignatureDoesNotMatch");
  });

  it("refuses a header signature older than 15 minutes", async () => {
    const old = new Date(Date.now() - 20 * 60_000).toISOString().replace(/[:-]|\.\d{3}/g, "");
    const signed = await root.sign(`${base}/cidp/range`, { aws: { datetime: old } });
    expect(await errorCode(await fetch(signed.url, { headers: signed.headers }))).toBe("RequestTimeTooSkewed");
  });

  it("accepts a presigned URL until it expires", async () => {
    const fresh = await root.sign(`${base}/cidp/range?X-Amz-Expires=60`, { aws: { signQuery: true } });
    expect(await (await fetch(fresh.url)).text()).toBe("0123456789");
    const old = new Date(Date.now() - 120_000).toISOString().replace(/[:-]|\.\d{3}/g, "");
    const stale = await root.sign(`${base}/cidp/range?X-Amz-Expires=60`, { aws: { signQuery: true, datetime: old } });
    expect((await fetch(stale.url)).status).toBe(403);
  });
});

describe("temporary credentials", () => {
  it("reach their own key and nothing else", async () => {
    const temp = issueTemporaryCredentials(ROOT.secretAccessKey, { bucket: "cidp", key: "u/1.bin", ttlSeconds: 60 });
    const client = new AwsClient({ ...temp, service: "s3", region: "cn-north-1", retries: 0 });
    expect((await client.fetch(`${base}/cidp/u/1.bin`, { method: "PUT", body: "ok" })).status).toBe(200);
    expect(await errorCode(await client.fetch(`${base}/cidp/u/2.bin`, { method: "PUT", body: "no" }))).toBe("AccessDenied");
  });

  it("answer ExpiredToken after their expiry and InvalidToken when forged", async () => {
    const expired = issueTemporaryCredentials(ROOT.secretAccessKey, { bucket: "cidp", key: "u/1.bin", ttlSeconds: 1 }, Date.now() - 5_000);
    const client = new AwsClient({ ...expired, service: "s3", region: "cn-north-1", retries: 0 });
    expect(await errorCode(await client.fetch(`${base}/cidp/u/1.bin`))).toBe("ExpiredToken");
    const forged = issueTemporaryCredentials("another-root-secret", { bucket: "cidp", key: "u/1.bin", ttlSeconds: 60 });
    const bad = new AwsClient({ ...forged, service: "s3", region: "cn-north-1", retries: 0 });
    expect(await errorCode(await bad.fetch(`${base}/cidp/u/1.bin`))).toBe("InvalidToken");
  });
});

async function createUpload(key: string) {
  const response = await root.fetch(`${base}/cidp/${key}?uploads`, { method: "POST" });
  return /<UploadId>([^<]+)<\/UploadId>/.exec(await response.text())?.[1] ?? "";
}

async function uploadPart(key: string, uploadId: string, partNumber: number, body: Uint8Array) {
  const response = await root.fetch(`${base}/cidp/${key}?partNumber=${partNumber}&uploadId=${uploadId}`, { method: "PUT", body });
  return response;
}

function completeXml(parts: { partNumber: number; etag: string }[]) {
  return `<CompleteMultipartUpload>${parts.map((p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${p.etag}</ETag></Part>`).join("")}</CompleteMultipartUpload>`;
}

describe("multipart uploads", () => {
  it("lists parts, completes to the concatenation and answers the -N ETag", async () => {
    const chunks = [randomBytes(2000), randomBytes(2000), randomBytes(10)];
    const uploadId = await createUpload("m/1.bin");
    const etags: string[] = [];
    for (const [i, chunk] of chunks.entries()) etags.push((await uploadPart("m/1.bin", uploadId, i + 1, chunk)).headers.get("etag") ?? "");
    const list = await (await root.fetch(`${base}/cidp/m/1.bin?uploadId=${uploadId}`)).text();
    expect([...list.matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => m[1])).toEqual(["1", "2", "3"]);
    const complete = await root.fetch(`${base}/cidp/m/1.bin?uploadId=${uploadId}`, {
      method: "POST",
      body: completeXml(etags.map((etag, i) => ({ partNumber: i + 1, etag }))),
    });
    const expected = createHash("md5")
      .update(Buffer.concat(chunks.map((c) => createHash("md5").update(c).digest())))
      .digest("hex");
    expect(await complete.text()).toContain(`${expected}-3`);
    const get = await root.fetch(`${base}/cidp/m/1.bin`);
    expect(Buffer.from(await get.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
  });

  it("completes without copying: ranges across part boundaries read right, a skipped part is dropped, a later PUT replaces the parts", async () => {
    const chunks = [randomBytes(1500), randomBytes(1500), randomBytes(1500), randomBytes(700)];
    const uploadId = await createUpload("m/compose.bin");
    const etags: string[] = [];
    for (const [i, chunk] of chunks.entries()) etags.push((await uploadPart("m/compose.bin", uploadId, i + 1, chunk)).headers.get("etag") ?? "");
    // Part 2 is left out of the object.
    const kept = [0, 2, 3];
    const complete = await root.fetch(`${base}/cidp/m/compose.bin?uploadId=${uploadId}`, {
      method: "POST",
      body: completeXml(kept.map((i) => ({ partNumber: i + 1, etag: etags[i] ?? "" }))),
    });
    expect(complete.status).toBe(200);
    const whole = Buffer.concat(kept.map((i) => chunks[i] ?? Buffer.alloc(0)));
    expect(Buffer.from(await (await root.fetch(`${base}/cidp/m/compose.bin`)).arrayBuffer()).equals(whole)).toBe(true);
    for (const [start, end] of [
      [1400, 1600],
      [0, 0],
      [1499, 3000],
      [3600, 3699],
    ] as const) {
      const range = await root.fetch(`${base}/cidp/m/compose.bin`, { headers: { range: `bytes=${start}-${end}` } });
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer()).equals(whole.subarray(start, end + 1))).toBe(true);
    }
    const replaced = randomBytes(50);
    await root.fetch(`${base}/cidp/m/compose.bin`, { method: "PUT", body: replaced });
    expect(Buffer.from(await (await root.fetch(`${base}/cidp/m/compose.bin`)).arrayBuffer()).equals(replaced)).toBe(true);
    // Neither the old part folder nor the dropped part stays on disk.
    expect((await readdir(path.join(dir, "buckets", "cidp"))).filter((name) => name.includes("compose") && name.includes(".parts."))).toEqual([]);
  });

  it("answers EntityTooSmall for a small part that is not the last", async () => {
    const uploadId = await createUpload("m/2.bin");
    const a = (await uploadPart("m/2.bin", uploadId, 1, randomBytes(100))).headers.get("etag") ?? "";
    const b = (await uploadPart("m/2.bin", uploadId, 2, randomBytes(100))).headers.get("etag") ?? "";
    const complete = await root.fetch(`${base}/cidp/m/2.bin?uploadId=${uploadId}`, {
      method: "POST",
      body: completeXml([
        { partNumber: 1, etag: a },
        { partNumber: 2, etag: b },
      ]),
    });
    expect(await errorCode(complete)).toBe("EntityTooSmall");
  });

  it("answers InvalidPart for an unknown ETag and NoSuchUpload after an abort", async () => {
    const uploadId = await createUpload("m/3.bin");
    await uploadPart("m/3.bin", uploadId, 1, randomBytes(10));
    const complete = await root.fetch(`${base}/cidp/m/3.bin?uploadId=${uploadId}`, {
      method: "POST",
      body: completeXml([{ partNumber: 1, etag: `"${"0".repeat(32)}"` }]),
    });
    expect(await errorCode(complete)).toBe("InvalidPart");
    expect((await root.fetch(`${base}/cidp/m/3.bin?uploadId=${uploadId}`, { method: "DELETE" })).status).toBe(204);
    expect(await errorCode(await root.fetch(`${base}/cidp/m/3.bin?uploadId=${uploadId}`))).toBe("NoSuchUpload");
  });

  it("refuses part numbers outside 1 to 10000", async () => {
    const uploadId = await createUpload("m/4.bin");
    expect(await errorCode(await uploadPart("m/4.bin", uploadId, 10_001, randomBytes(1)))).toBe("InvalidArgument");
  });
});

describe("CORS", () => {
  it("answers the preflight of an allowed origin and exposes ETag", async () => {
    const preflight = await fetch(`${base}/cidp/a`, {
      method: "OPTIONS",
      headers: { Origin: "http://portal.test", "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "authorization,x-amz-date" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://portal.test");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization,x-amz-date");
    const put = await root.fetch(`${base}/cidp/a`, { method: "PUT", body: "x", headers: { Origin: "http://portal.test" } });
    expect(put.headers.get("access-control-expose-headers")).toContain("ETag");
  });

  it("gives no CORS grant to another origin", async () => {
    const preflight = await fetch(`${base}/cidp/a`, { method: "OPTIONS", headers: { Origin: "http://evil.test", "Access-Control-Request-Method": "PUT" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("fault injection", () => {
  it("fails a chosen part with 429 and Retry-After, then lets it through", async () => {
    store.faults.failPart = new Map([[2, { status: 429, code: "SlowDown", retryAfterSeconds: 3, times: 1 }]]);
    const uploadId = await createUpload("f/1.bin");
    const first = await uploadPart("f/1.bin", uploadId, 2, randomBytes(50));
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("3");
    expect((await uploadPart("f/1.bin", uploadId, 2, randomBytes(50))).status).toBe(200);
  });

  it("cuts the connection at a byte offset once", async () => {
    store.faults.resetAtByte = 10_000;
    await expect(root.fetch(`${base}/cidp/f/2.bin`, { method: "PUT", body: randomBytes(2_000_000) })).rejects.toThrow();
    expect((await root.fetch(`${base}/cidp/f/2.bin`, { method: "PUT", body: randomBytes(2_000_000) })).status).toBe(200);
  });

  it("answers ExpiredToken for the next session-token request", async () => {
    store.faults.expireTokens = 1;
    const temp = issueTemporaryCredentials(ROOT.secretAccessKey, { bucket: "cidp", key: "f/3.bin", ttlSeconds: 60 });
    const client = new AwsClient({ ...temp, service: "s3", region: "cn-north-1", retries: 0 });
    expect(await errorCode(await client.fetch(`${base}/cidp/f/3.bin`, { method: "PUT", body: "x" }))).toBe("ExpiredToken");
    expect((await client.fetch(`${base}/cidp/f/3.bin`, { method: "PUT", body: "x" })).status).toBe(200);
  });

  it("adds latency to each request", async () => {
    store.faults.latencyMs = 150;
    const started = performance.now();
    await root.fetch(`${base}/cidp/range`, { method: "HEAD" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe("embedded start", () => {
  it("does not fail when its own port is taken: uploads still go through the API mount", async () => {
    const { startEmbeddedObjectStore } = await import("./embedded-object-store.ts");
    const { readObjectStoreConfig } = await import("./object-store.config.ts");
    const port = Number(new URL(base).port);
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on("warning", onWarning);
    const started = await startEmbeddedObjectStore(readObjectStoreConfig({ OBJECT_STORE_PORT: String(port), OBJECT_STORE_DIR: dir }, dir));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("warning", onWarning);
    expect(started).toBeNull();
    expect(warnings.join()).toContain(`port ${port} is taken`);
  });
});
