import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isCompressible, precompressDirectory } from "./precompress.server.ts";
import { listFiles, pickEncoding, staticFiles } from "./precompressed-static.server.ts";

describe("pickEncoding", () => {
  const both = ["br", "gzip"] as const;
  it.each([
    ["gzip, deflate, br, zstd", both, "br"],
    ["br", both, "br"],
    ["gzip", both, "gzip"],
    ["GZIP", both, "gzip"],
    ["x-gzip", both, "gzip"],
    ["gzip;q=1, br;q=0.5", both, "gzip"],
    ["br;q=0.8, gzip;q=0.8", both, "br"],
    ["br;q=0, gzip", both, "gzip"],
    ["br;q=0, gzip;q=0", both, null],
    ["*", both, "br"],
    ["*;q=0.5, br;q=0", both, "gzip"],
    ["identity", both, null],
    ["deflate", both, null],
    ["", both, null],
    [undefined, both, null],
    ["br;q=abc, gzip", both, "gzip"],
    ["gzip, br", ["gzip"], "gzip"],
    ["br", ["gzip"], null],
    ["gzip, br", [], null],
  ] as const)("%j of %j → %j", (header, available, expected) => {
    expect(pickEncoding(header, available)).toBe(expected);
  });
});

describe("isCompressible", () => {
  it.each([
    ["app.js", 2048, true],
    ["app.css", 2048, true],
    ["logo.svg", 2048, true],
    ["data.json", 2048, true],
    ["site.webmanifest", 2048, true],
    ["robots.txt", 2048, true],
    ["sitemap.xml", 2048, true],
    ["page.html", 2048, true],
    ["tiny.js", 1023, false],
    ["photo.png", 50_000, false],
    ["photo.jpg", 50_000, false],
    ["font.woff2", 50_000, false],
  ])("%s of %i bytes → %s", (name, size, expected) => {
    expect(isCompressible(name, size)).toBe(expected);
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe.each([
  ["from memory", undefined],
  ["read per request", 0],
])("staticFiles on a precompressed build, siblings %s", (_how, inMemoryBytes) => {
  let dir: string;
  let server: http.Server;
  let port: number;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"行 ${i}"`).join(", ")}];\n`;
  const style = `.a { color: red; }\n`.repeat(200);
  const png = Buffer.alloc(4096, 7);

  function get(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "portal-static-"));
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "static"));
    writeFileSync(path.join(dir, "assets/app-abc123.js"), script);
    writeFileSync(path.join(dir, "assets/small-abc123.js"), "export const a = 1;\n");
    writeFileSync(path.join(dir, "static/site.css"), style);
    writeFileSync(path.join(dir, "static/only-gzip.css"), style);
    writeFileSync(path.join(dir, "static/photo.png"), png);
    const report = await precompressDirectory(dir);
    expect(report.files).toBe(3);
    // A build where the brotli sibling is missing: gzip (or the file) is answered instead.
    rmSync(path.join(dir, "static/only-gzip.css.br"));

    const app = express();
    app.use(staticFiles(dir, inMemoryBytes));
    app.use((_req, res) => void res.status(404).type("text/plain").send("page"));
    server = await new Promise((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers brotli when it is accepted, with the script's type, length and a year's immutable cache", async () => {
    const answer = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("answers gzip when only gzip is accepted", async () => {
    const answer = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it("answers the file as it is for identity, br;q=0 with gzip;q=0, or no header — with the same cache header and Vary", async () => {
    const compressed = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    for (const headers of [{ "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }, {}] as Record<string, string>[]) {
      const answer = await get("/assets/app-abc123.js", headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-type"]).toBe(compressed.headers["content-type"]);
      expect(answer.headers["cache-control"]).toBe(compressed.headers["cache-control"]);
      expect(answer.body.toString()).toBe(script);
    }
  });

  it("honours q=0 on brotli", async () => {
    const answer = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
  });

  it("answers gzip when the .br sibling is missing, and outside /assets caches for an hour", async () => {
    const answer = await get("/static/only-gzip.css", { "accept-encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    expect(gunzipSync(answer.body).toString()).toBe(style);
    const brOnly = await get("/static/only-gzip.css", { "accept-encoding": "br" });
    expect(brOnly.headers["content-encoding"]).toBeUndefined();
    expect(brOnly.body.toString()).toBe(style);
  });

  it("sends small files and images as they are, never compressing on the fly", async () => {
    const small = await get("/assets/small-abc123.js", { "accept-encoding": "br, gzip" });
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    const image = await get("/static/photo.png", { "accept-encoding": "br, gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.body.equals(png)).toBe(true);
    const css = await get("/static/site.css", { "accept-encoding": "deflate" });
    expect(css.headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD with the headers and length only, and a matching ETag with 304", async () => {
    const head = await get("/assets/app-abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    const etag = head.headers.etag as string;
    const gzipEtag = (await get("/assets/app-abc123.js", { "accept-encoding": "gzip" }, "HEAD")).headers.etag;
    expect(gzipEtag).not.toBe(etag);
    const again = await get("/assets/app-abc123.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers a range request on a compressed file with the whole file", async () => {
    const answer = await get("/assets/app-abc123.js", { "accept-encoding": "br", range: "bytes=0-9" });
    expect(answer.status).toBe(200);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("lets a missing file, a sibling's own name in a missing folder, and other methods fall through", async () => {
    for (const urlPath of ["/assets/missing.js", "/static/missing.css", "/default/home", "/assets/%E0%A4%A"]) {
      const answer = await get(urlPath, { "accept-encoding": "br, gzip" });
      expect(answer.status, urlPath).toBe(404);
      expect(answer.body.toString()).toBe("page");
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
    }
    const post = await get("/assets/app-abc123.js", { "accept-encoding": "br" }, "POST");
    expect(post.status).toBe(404);
    expect(post.body.toString()).toBe("page");
  });

  describe("without probing the disk for pages", () => {
    afterEach(() => void vi.restoreAllMocks());

    it("answers a page request without a stat (express.static is not asked), and still stats a real file", async () => {
      const stat = vi.spyOn(fs, "stat");
      for (const urlPath of ["/default/home", "/default/home?params=news", "/user/default", "/", "/assets/missing.js", "/static/"]) {
        const answer = await get(urlPath, { "accept-encoding": "br, gzip" });
        expect(answer.body.toString(), urlPath).toBe("page");
      }
      expect(stat).not.toHaveBeenCalled();
      // The spy does see express.static's stat: a file without a sibling for its encoding is served by it.
      const image = await get("/static/photo.png");
      expect(image.status).toBe(200);
      expect(stat).toHaveBeenCalled();
    });
  });
});

describe("listFiles", () => {
  it("lists a build's files by URL path, once, without dot-files, and answers a folder by its index.html", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-files-"));
    try {
      mkdirSync(path.join(dir, "assets"));
      mkdirSync(path.join(dir, "docs"));
      mkdirSync(path.join(dir, ".hidden"));
      writeFileSync(path.join(dir, "assets/app.js"), "1");
      writeFileSync(path.join(dir, "docs/index.html"), "2");
      writeFileSync(path.join(dir, ".hidden/secret.txt"), "3");
      writeFileSync(path.join(dir, ".env"), "4");
      expect([...listFiles(dir)].sort()).toEqual(["/assets/app.js", "/docs/", "/docs/index.html"]);
      expect(listFiles(path.join(dir, "missing")).size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
