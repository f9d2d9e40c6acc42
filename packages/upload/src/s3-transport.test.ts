import { describe, expect, it, vi } from "vitest";
import { createCredentialSource } from "./credential-source.ts";
import { S3Transport } from "./s3-transport.ts";
import { IntegrityError, StorageRequestError } from "./storage-error.ts";

const target = { endpoint: "http://store.test", region: "cn-north-1", bucket: "cidp", key: "a/b 1.bin" };
const creds = (id: string, expiresAt: number | null = null) => ({ accessKeyId: id, secretAccessKey: "s", sessionToken: `t-${id}`, expiresAt });
const error = (status: number, code: string, headers: Record<string, string> = {}) => new Response(`<Error><Code>${code}</Code></Error>`, { status, headers });

function transportWith(
  responses: (() => Response | Promise<Response>)[],
  options: { renew?: () => Promise<ReturnType<typeof creds>>; random?: () => number } = {},
) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers) });
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next();
  });
  const delays: number[] = [];
  const transport = new S3Transport(target, createCredentialSource(creds("A"), options.renew ?? (async () => creds("B"))), {
    fetch: fetchMock as unknown as typeof fetch,
    retry: { retries: 3, delayMs: 1, backoff: "exponential", maxDelayMs: 4 },
    random: options.random ?? (() => 0.5),
    onRetry: ({ delayMs }) => delays.push(delayMs),
  });
  return { transport, calls, delays };
}

describe("S3Transport", () => {
  it("signs a path-style URL with the session token and Content-MD5", async () => {
    const { transport, calls } = transportWith([() => new Response(null, { headers: { ETag: '"900150983cd24fb0d6963f7d28e17f72"' } })]);
    await transport.putObject(new Blob(["abc"]), "900150983cd24fb0d6963f7d28e17f72");
    expect(calls[0]?.url).toBe("http://store.test/cidp/a/b%201.bin");
    expect(calls[0]?.headers.get("authorization")).toMatch(/^AWS4-HMAC-SHA256 Credential=A\//);
    expect(calls[0]?.headers.get("x-amz-security-token")).toBe("t-A");
    expect(calls[0]?.headers.get("content-md5")).toBe("kAFQmDzST7DWlj99KOF/cg==");
  });

  it("signs a virtual-hosted URL (bucket.host/key) for a store addressed by host", async () => {
    const calls: string[] = [];
    const transport = new S3Transport(
      { endpoint: "https://oss-cn-beijing.aliyuncs.com", region: "oss-cn-beijing", bucket: "cidp-files", key: "a/b 1.bin", virtualHosted: true },
      createCredentialSource(creds("A"), async () => creds("B")),
      {
        fetch: (async (url: string | URL | Request) => {
          calls.push(String(url));
          return new Response(null, { headers: { ETag: '"900150983cd24fb0d6963f7d28e17f72"' } });
        }) as typeof fetch,
      },
    );
    await transport.putObject(new Blob(["abc"]), "900150983cd24fb0d6963f7d28e17f72");
    expect(calls).toEqual(["https://cidp-files.oss-cn-beijing.aliyuncs.com/a/b%201.bin"]);
  });

  it("retries 503 and network errors, then succeeds", async () => {
    const { transport, calls } = transportWith([
      () => error(503, "SlowDown"),
      () => Promise.reject(new TypeError("fetch failed")),
      () => new Response(null, { headers: { ETag: '"e1"' } }),
    ]);
    expect(await transport.uploadPart("u", 1, new ArrayBuffer(1), "e1")).toBe("e1");
    expect(calls).toHaveLength(3);
  });

  it("waits at least Retry-After after a 429", async () => {
    const { transport, delays } = transportWith(
      [() => error(429, "SlowDown", { "Retry-After": "0" }), () => new Response(null, { headers: { ETag: '"e1"' } })],
      { random: () => 0 },
    );
    await transport.uploadPart("u", 1, new ArrayBuffer(1), "e1");
    // The first retry waits the policy's first delay (1 ms here), which Retry-After 0 does not shorten.
    expect(delays).toEqual([1]);
    const slow = transportWith([() => error(429, "SlowDown", { "Retry-After": "1" }), () => new Response(null, { headers: { ETag: '"e1"' } })], {
      random: () => 0,
    });
    await slow.transport.uploadPart("u", 1, new ArrayBuffer(1), "e1");
    expect(slow.delays).toEqual([1000]);
  });

  it("gives up after the last attempt", async () => {
    const { transport, calls } = transportWith(Array.from({ length: 4 }, () => () => error(500, "InternalError")));
    await expect(transport.uploadPart("u", 1, new ArrayBuffer(1), "e1")).rejects.toBeInstanceOf(StorageRequestError);
    expect(calls).toHaveLength(4);
  });

  it("does not retry a refusal that time will not fix", async () => {
    const { transport, calls } = transportWith([() => error(403, "AccessDenied")]);
    await expect(transport.uploadPart("u", 1, new ArrayBuffer(1), "e1")).rejects.toMatchObject({ code: "AccessDenied" });
    expect(calls).toHaveLength(1);
  });

  it("renews credentials on ExpiredToken and signs the repeat with the new ones", async () => {
    const { transport, calls } = transportWith([() => error(400, "ExpiredToken"), () => new Response(null, { headers: { ETag: '"e1"' } })]);
    await transport.uploadPart("u", 1, new ArrayBuffer(1), "e1");
    expect(calls.map((c) => c.headers.get("x-amz-security-token"))).toEqual(["t-A", "t-B"]);
  });

  it("renews credentials before they expire", async () => {
    const renew = vi.fn(async () => creds("C", Date.now() + 3_600_000));
    const fetchMock = vi.fn(async () => new Response(null, { headers: { ETag: '"e1"' } }));
    const transport = new S3Transport(target, createCredentialSource(creds("A", Date.now() + 30_000), renew), { fetch: fetchMock as unknown as typeof fetch });
    await transport.uploadPart("u", 1, new ArrayBuffer(1), "e1");
    await transport.uploadPart("u", 2, new ArrayBuffer(1), "e1");
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it("refuses a part whose ETag is not its MD5", async () => {
    const { transport } = transportWith([() => new Response(null, { headers: { ETag: '"other"' } })]);
    await expect(transport.uploadPart("u", 1, new ArrayBuffer(1), "e1")).rejects.toBeInstanceOf(IntegrityError);
  });

  it("reads ListParts across pages and answers null for a missing upload", async () => {
    const page = (parts: number[], truncated: boolean) =>
      new Response(
        `<ListPartsResult><IsTruncated>${truncated}</IsTruncated><NextPartNumberMarker>${parts.at(-1)}</NextPartNumberMarker>${parts.map((n) => `<Part><PartNumber>${n}</PartNumber><ETag>&quot;e${n}&quot;</ETag><Size>5</Size></Part>`).join("")}</ListPartsResult>`,
      );
    const { transport, calls } = transportWith([() => page([1, 2], true), () => page([3], false)]);
    expect((await transport.listParts("u"))?.map((p) => [p.partNumber, p.etag])).toEqual([
      [1, "e1"],
      [2, "e2"],
      [3, "e3"],
    ]);
    expect(calls[1]?.url).toContain("part-number-marker=2");
    const gone = transportWith([() => error(404, "NoSuchUpload")]);
    expect(await gone.transport.listParts("u")).toBeNull();
  });
});
