import { createHash } from "node:crypto";
import type { StorageClient } from "./storage-client.ts";

/** What a registered resource claims: its object, size and content MD5 (lower-case hex). */
export interface ClaimedContent {
  objectKey: string;
  size: number;
  md5: string;
}

/** The outcome of checking a stored object against what was registered. */
export type ContentCheck =
  /** The object holds exactly the registered bytes; `etag` is the ETag of the version checked. */
  | { ok: true; etag: string }
  /** No object (yet). */
  | { ok: false; reason: "missing" }
  /** The stored size is not the registered one. */
  | { ok: false; reason: "size" }
  /** Same size, other bytes. */
  | { ok: false; reason: "content" };

/** An ETag without quotes, lower-case (OSS answers upper-case hex). */
export function normalizeEtag(etag: string | null | undefined): string {
  return (etag ?? "").replace(/"/g, "").trim().toLowerCase();
}

/**
 * Streams the object and digests it with MD5: memory stays at one read chunk whatever the size.
 * Answers the digest, the byte count and the ETag of the version that was read.
 */
async function digestObject(storage: StorageClient, key: string): Promise<{ md5: string; size: number; etag: string } | null> {
  const response = await storage.get(key);
  if (!response?.body) return null;
  const md5 = createHash("md5");
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      md5.update(value);
      size += value.byteLength;
    }
  } finally {
    reader.releaseLock();
  }
  return { md5: md5.digest("hex"), size, etag: normalizeEtag(response.headers.get("etag")) };
}

/**
 * Checks that the stored object is the registered content. A single PUT's ETag is the MD5 the
 * store computed over the bytes it received (the embedded store, S3, MinIO, OSS), so an ETag
 * equal to the registered MD5 proves the content without reading it. Any other ETag (a multipart
 * object's `md5-of-part-md5s-N`, or a store that answers another digest) is settled by reading
 * the object and hashing it.
 */
export async function verifyStoredContent(storage: StorageClient, claimed: ClaimedContent): Promise<ContentCheck> {
  const head = await storage.head(claimed.objectKey);
  if (!head) return { ok: false, reason: "missing" };
  if (head.size !== claimed.size) return { ok: false, reason: "size" };
  const etag = normalizeEtag(head.etag);
  if (etag === claimed.md5) return { ok: true, etag };
  const read = await digestObject(storage, claimed.objectKey);
  if (!read) return { ok: false, reason: "missing" };
  if (read.size !== claimed.size) return { ok: false, reason: "size" };
  return read.md5 === claimed.md5 ? { ok: true, etag: read.etag } : { ok: false, reason: "content" };
}
