// An S3-compatible endpoint in memory for the engine's browser tests: PutObject, the multipart
// calls (ListParts included, NoSuchUpload once an upload is completed or aborted) and GetObject,
// with Content-MD5 checks, MD5 ETags (`<md5>-N` for multipart objects) and CORS. It keeps the
// bytes, so a test can read the object back. It checks no signatures (the embedded store's and
// s3rver's tests do that).
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type LoopbackServer, serveOnLoopback } from "./loopback-s3-server.ts";

/** A running endpoint. */
export type MemoryS3Endpoint = LoopbackServer;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the endpoint on a free loopback port. */
export async function startMemoryS3Endpoint(): Promise<MemoryS3Endpoint> {
  const objects = new Map<string, { bytes: Buffer; etag: string }>();
  const uploads = new Map<string, { path: string; parts: Map<number, { etag: string; bytes: Buffer }> }>();

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://local");
    const q = url.searchParams;
    const path = decodeURIComponent(url.pathname);
    const xml = (body: string, status = 200) => {
      response.statusCode = status;
      response.setHeader("Content-Type", "application/xml");
      response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
    };
    const upload = q.has("uploadId") ? uploads.get(q.get("uploadId") ?? "") : undefined;
    if (q.has("uploadId") && (!upload || upload.path !== path)) {
      request.resume();
      xml("<Error><Code>NoSuchUpload</Code></Error>", 404);
      return;
    }
    if (request.method === "OPTIONS") {
      response.statusCode = 204;
      response.end();
    } else if (request.method === "PUT") {
      const bytes = await bodyOf(request);
      const md5 = createHash("md5").update(bytes).digest();
      const declared = request.headers["content-md5"];
      if (declared !== undefined && declared !== md5.toString("base64")) return xml("<Error><Code>BadDigest</Code></Error>", 400);
      const etag = md5.toString("hex");
      if (upload) upload.parts.set(Number(q.get("partNumber")), { etag, bytes });
      else objects.set(path, { bytes, etag });
      response.setHeader("ETag", `"${etag}"`);
      response.end();
    } else if (request.method === "POST" && q.has("uploads")) {
      request.resume();
      const uploadId = randomBytes(16).toString("hex");
      uploads.set(uploadId, { path, parts: new Map() });
      xml(`<InitiateMultipartUploadResult><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`);
    } else if (request.method === "POST" && upload) {
      const text = String(await bodyOf(request));
      const numbers = [...text.matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
      const chosen = numbers.map((n) => upload.parts.get(n));
      if (chosen.some((p) => p === undefined)) return xml("<Error><Code>InvalidPart</Code></Error>", 400);
      const parts = chosen as { etag: string; bytes: Buffer }[];
      const md5 = createHash("md5");
      for (const p of parts) md5.update(Buffer.from(p.etag, "hex"));
      const etag = `${md5.digest("hex")}-${parts.length}`;
      objects.set(path, { bytes: Buffer.concat(parts.map((p) => p.bytes)), etag });
      uploads.delete(q.get("uploadId") ?? "");
      xml(`<CompleteMultipartUploadResult><ETag>"${etag}"</ETag></CompleteMultipartUploadResult>`);
    } else if (request.method === "GET" && upload) {
      const parts = [...upload.parts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([n, p]) => `<Part><PartNumber>${n}</PartNumber><ETag>"${p.etag}"</ETag><Size>${p.bytes.length}</Size></Part>`)
        .join("");
      xml(`<ListPartsResult><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`);
    } else if (request.method === "DELETE" && upload) {
      uploads.delete(q.get("uploadId") ?? "");
      response.statusCode = 204;
      response.end();
    } else if (request.method === "GET") {
      const object = objects.get(path);
      if (!object) return xml("<Error><Code>NoSuchKey</Code></Error>", 404);
      response.setHeader("ETag", `"${object.etag}"`);
      response.end(object.bytes);
    } else {
      request.resume();
      xml("<Error><Code>NotImplemented</Code></Error>", 501);
    }
  }

  return serveOnLoopback(serve);
}
