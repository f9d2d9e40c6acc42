// A local S3-compatible endpoint for the benchmarks: it speaks the calls a direct upload makes
// (PutObject, CreateMultipartUpload, UploadPart, ListParts, CompleteMultipartUpload, Abort),
// checks each body's Content-MD5 and answers its MD5 as the ETag, with CORS for a page on another
// origin. It keeps no bytes, so a 4 GB upload measures the client, not the disk. It does not check
// signatures: the protocol tests against the embedded store and s3rver do that.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type LoopbackServer, serveOnLoopback } from "../test-support/loopback-s3-server.ts";

/** A running endpoint. */
export interface LocalS3Endpoint extends LoopbackServer {
  /** Body bytes received so far. */
  received(): number;
}

/** Starts the endpoint on a free loopback port. */
export async function startLocalS3Endpoint(): Promise<LocalS3Endpoint> {
  const uploads = new Map<string, Map<number, string>>();
  let received = 0;

  async function digest(request: IncomingMessage): Promise<Buffer> {
    const md5 = createHash("md5");
    for await (const chunk of request) {
      received += (chunk as Buffer).length;
      md5.update(chunk as Buffer);
    }
    return md5.digest();
  }

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://local");
    const q = url.searchParams;
    const xml = (body: string) => {
      response.setHeader("Content-Type", "application/xml");
      response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
    };
    if (request.method === "OPTIONS") {
      response.statusCode = 204;
      response.end();
    } else if (request.method === "PUT") {
      const md5 = await digest(request);
      const declared = request.headers["content-md5"];
      if (declared !== undefined && declared !== md5.toString("base64")) {
        response.statusCode = 400;
        xml("<Error><Code>BadDigest</Code></Error>");
        return;
      }
      const parts = uploads.get(q.get("uploadId") ?? "");
      if (q.has("uploadId") && !parts) {
        response.statusCode = 404;
        xml("<Error><Code>NoSuchUpload</Code></Error>");
        return;
      }
      parts?.set(Number(q.get("partNumber")), md5.toString("hex"));
      response.setHeader("ETag", `"${md5.toString("hex")}"`);
      response.end();
    } else if (request.method === "POST" && q.has("uploads")) {
      const uploadId = randomBytes(16).toString("hex");
      uploads.set(uploadId, new Map());
      xml(`<InitiateMultipartUploadResult><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`);
    } else if (request.method === "POST" && q.has("uploadId")) {
      let text = "";
      for await (const chunk of request) text += String(chunk);
      const parts = uploads.get(q.get("uploadId") ?? "") ?? new Map<number, string>();
      const numbers = [...text.matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
      const md5 = createHash("md5");
      for (const n of numbers) md5.update(Buffer.from(parts.get(n) ?? "", "hex"));
      uploads.delete(q.get("uploadId") ?? "");
      xml(`<CompleteMultipartUploadResult><ETag>"${md5.digest("hex")}-${numbers.length}"</ETag></CompleteMultipartUploadResult>`);
    } else if (request.method === "GET" && q.has("uploadId")) {
      xml("<ListPartsResult><IsTruncated>false</IsTruncated></ListPartsResult>");
    } else {
      request.resume();
      response.statusCode = 204;
      response.end();
    }
  }

  const server = await serveOnLoopback(serve);
  return { ...server, received: () => received };
}
