import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ListedObject } from "./bucket-listing.ts";

/** What the store keeps beside each object. */
export interface ObjectMeta {
  etag: string;
  size: number;
  contentType: string;
  lastModified: number;
  /**
   * A completed multipart object: its part files, in order, left where they were uploaded, so
   * completing costs a rename instead of re-reading and re-writing the whole object.
   */
  segments?: { dir: string; parts: { name: string; size: number }[] };
  /** The key itself: a long key's file name is its hash, from which a listing could not tell it. */
  key?: string;
}

/** One uploaded part of a multipart upload. */
export interface PartMeta {
  partNumber: number;
  etag: string;
  size: number;
  lastModified: number;
}

/** A multipart upload in progress. */
export interface MultipartMeta {
  uploadId: string;
  bucket: string;
  key: string;
  contentType: string;
  initiated: number;
}

/** The result of streaming a body to disk. */
export interface WrittenBody {
  size: number;
  md5: Buffer;
  sha256: string;
}

/** Errors the storage layer raises with their S3 codes. */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

// Keys are percent-encoded into one file name, so no key can reach outside its bucket folder.
function fileNameOf(key: string): string {
  const encoded = encodeURIComponent(key).replace(/\./g, "%2E");
  return encoded.length > 240 ? `h-${createHash("sha256").update(key).digest("hex")}` : encoded;
}

/** Objects and multipart uploads in a folder: `<bucket>/<key>` files with `.meta.json` beside them. */
export class DiskStorage {
  constructor(readonly root: string) {}

  private bucketDir(bucket: string) {
    return path.join(this.root, "buckets", encodeURIComponent(bucket));
  }

  private objectPath(bucket: string, key: string) {
    return path.join(this.bucketDir(bucket), fileNameOf(key));
  }

  private uploadDir(uploadId: string) {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new StorageError("NoSuchUpload", 404, "The specified upload does not exist.");
    return path.join(this.root, "multipart", uploadId);
  }

  /** Creates a bucket folder (idempotent). */
  async ensureBucket(bucket: string): Promise<void> {
    await mkdir(this.bucketDir(bucket), { recursive: true });
    await mkdir(path.join(this.root, "multipart"), { recursive: true });
    await mkdir(path.join(this.root, "tmp"), { recursive: true });
  }

  /** Throws NoSuchBucket unless the bucket exists. */
  async requireBucket(bucket: string): Promise<void> {
    try {
      await stat(this.bucketDir(bucket));
    } catch {
      throw new StorageError("NoSuchBucket", 404, "The specified bucket does not exist.");
    }
  }

  /** Streams a body into a temporary file, hashing as it goes; the caller moves it into place. */
  async writeTemp(body: Readable, withSha256 = true): Promise<{ file: string } & WrittenBody> {
    const file = path.join(this.root, "tmp", randomBytes(12).toString("hex"));
    const md5 = createHash("md5");
    // SHA-256 only when the client signed the payload hash: it costs more than the disk write.
    const sha = withSha256 ? createHash("sha256") : null;
    let size = 0;
    const out = createWriteStream(file);
    try {
      await new Promise<void>((resolve, reject) => {
        body.on("data", (chunk: Buffer) => {
          size += chunk.length;
          md5.update(chunk);
          sha?.update(chunk);
          if (!out.write(chunk)) {
            body.pause();
            out.once("drain", () => body.resume());
          }
        });
        body.on("end", () => out.end(resolve));
        body.on("error", reject);
        body.on("aborted", () => reject(new StorageError("IncompleteBody", 400, "The request body was cut short.")));
        body.on("close", () => {
          if (!body.readableEnded) reject(new StorageError("IncompleteBody", 400, "The request body was cut short."));
        });
        out.on("error", reject);
      });
    } catch (error) {
      out.destroy();
      await rm(file, { force: true });
      throw error;
    }
    return { file, size, md5: md5.digest(), sha256: sha ? sha.digest("hex") : "" };
  }

  /** Discards a temporary file. */
  async discard(file: string): Promise<void> {
    await rm(file, { force: true });
  }

  private async readMeta(bucket: string, key: string): Promise<ObjectMeta | null> {
    try {
      return JSON.parse(await readFile(`${this.objectPath(bucket, key)}.meta.json`, "utf8")) as ObjectMeta;
    } catch {
      return null;
    }
  }

  /**
   * Points the key at new content: the metadata is replaced atomically (write, then rename), then
   * whatever the previous version left on disk goes.
   */
  private async publish(bucket: string, key: string, meta: ObjectMeta, file: string | null): Promise<void> {
    const target = this.objectPath(bucket, key);
    const previous = await this.readMeta(bucket, key);
    const staged = `${target}.meta.json.${randomBytes(6).toString("hex")}`;
    await writeFile(staged, JSON.stringify({ ...meta, key }));
    if (file) await rename(file, target);
    await rename(staged, `${target}.meta.json`);
    if (!file) await rm(target, { force: true });
    if (previous?.segments && previous.segments.dir !== meta.segments?.dir)
      await rm(path.join(this.bucketDir(bucket), previous.segments.dir), { recursive: true, force: true });
  }

  /** Every object of a bucket, with its metadata (a listing pages through them: bucket-listing.ts). */
  async listObjects(bucket: string): Promise<ListedObject[]> {
    await this.requireBucket(bucket);
    const names = (await readdir(this.bucketDir(bucket))).filter((name) => name.endsWith(".meta.json"));
    const listed = await Promise.all(
      names.map(async (name) => {
        const fileName = name.slice(0, -".meta.json".length);
        const meta = await readFile(path.join(this.bucketDir(bucket), name), "utf8").then(
          (text) => JSON.parse(text) as ObjectMeta,
          () => null, // replaced or deleted while listing
        );
        const key = meta?.key ?? (fileName.startsWith("h-") ? null : decodeURIComponent(fileName));
        return meta && key !== null ? { key, etag: meta.etag, size: meta.size, lastModified: meta.lastModified } : null;
      }),
    );
    return listed.filter((object) => object !== null);
  }

  /** Moves a written body into place as an object. */
  async commitObject(bucket: string, key: string, file: string, meta: ObjectMeta): Promise<void> {
    await this.publish(bucket, key, meta, file);
  }

  /** The object's metadata, or NoSuchKey. */
  async head(bucket: string, key: string): Promise<ObjectMeta> {
    await this.requireBucket(bucket);
    const meta = await this.readMeta(bucket, key);
    try {
      if (!meta) throw new Error("no metadata");
      await stat(meta.segments ? path.join(this.bucketDir(bucket), meta.segments.dir) : this.objectPath(bucket, key));
      return meta;
    } catch {
      throw new StorageError("NoSuchKey", 404, "The specified key does not exist.");
    }
  }

  /** A stream of the object's bytes (optionally a range, inclusive), across its part files if it has them. */
  read(bucket: string, key: string, meta: ObjectMeta, range?: { start: number; end: number }): Readable {
    if (!meta.segments) return createReadStream(this.objectPath(bucket, key), range);
    const dir = path.join(this.bucketDir(bucket), meta.segments.dir);
    const parts = meta.segments.parts;
    const from = range?.start ?? 0;
    const to = range?.end ?? meta.size - 1;
    async function* bytes() {
      let offset = 0;
      for (const part of parts) {
        const first = Math.max(from, offset);
        const last = Math.min(to, offset + part.size - 1);
        if (first <= last) yield* createReadStream(path.join(dir, part.name), { start: first - offset, end: last - offset });
        offset += part.size;
        if (offset > to) return;
      }
    }
    return Readable.from(bytes(), { objectMode: false });
  }

  /** Removes an object, its metadata and its part files (nothing to do when it is absent). */
  async deleteObject(bucket: string, key: string): Promise<void> {
    const target = this.objectPath(bucket, key);
    const previous = await this.readMeta(bucket, key);
    await rm(`${target}.meta.json`, { force: true });
    await rm(target, { force: true });
    if (previous?.segments) await rm(path.join(this.bucketDir(bucket), previous.segments.dir), { recursive: true, force: true });
  }

  /** Starts a multipart upload. */
  async createMultipart(bucket: string, key: string, contentType: string): Promise<MultipartMeta> {
    await this.requireBucket(bucket);
    const uploadId = randomBytes(16).toString("hex");
    const meta: MultipartMeta = { uploadId, bucket, key, contentType, initiated: Date.now() };
    await mkdir(this.uploadDir(uploadId), { recursive: true });
    await writeFile(path.join(this.uploadDir(uploadId), "upload.json"), JSON.stringify(meta));
    return meta;
  }

  /** The upload, checked against its bucket and key, or NoSuchUpload. */
  async multipart(bucket: string, key: string, uploadId: string): Promise<MultipartMeta> {
    try {
      const meta = JSON.parse(await readFile(path.join(this.uploadDir(uploadId), "upload.json"), "utf8")) as MultipartMeta;
      if (meta.bucket === bucket && meta.key === key) return meta;
    } catch {
      // Falls through to NoSuchUpload.
    }
    throw new StorageError("NoSuchUpload", 404, "The specified upload does not exist.");
  }

  /** Stores a part, replacing an earlier one with the same number. */
  async commitPart(uploadId: string, partNumber: number, file: string, meta: PartMeta): Promise<void> {
    const dir = this.uploadDir(uploadId);
    await writeFile(path.join(dir, `${partNumber}.json`), JSON.stringify(meta));
    await rename(file, path.join(dir, `${partNumber}.part`));
  }

  /** The upload's parts in ascending order. */
  async listParts(uploadId: string): Promise<PartMeta[]> {
    const dir = this.uploadDir(uploadId);
    const names = (await readdir(dir)).filter((n) => /^\d+\.json$/.test(n));
    const parts = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as PartMeta));
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  /**
   * Completes an upload without copying: the upload's folder becomes the object's part folder
   * (one rename), parts left out of the list are deleted, and the metadata lists the rest in order.
   */
  async completeMultipart(upload: MultipartMeta, parts: PartMeta[], etag: string): Promise<ObjectMeta> {
    const dir = this.uploadDir(upload.uploadId);
    const chosen = new Set(parts.map((p) => `${p.partNumber}.part`));
    await Promise.all(
      (await readdir(dir)).filter((name) => name.endsWith(".part") && !chosen.has(name)).map((name) => rm(path.join(dir, name), { force: true })),
    );
    const segmentsDir = `${fileNameOf(upload.key)}.parts.${upload.uploadId}`;
    await rename(dir, path.join(this.bucketDir(upload.bucket), segmentsDir));
    const meta: ObjectMeta = {
      etag,
      size: parts.reduce((sum, p) => sum + p.size, 0),
      contentType: upload.contentType,
      lastModified: Date.now(),
      segments: { dir: segmentsDir, parts: parts.map((p) => ({ name: `${p.partNumber}.part`, size: p.size })) },
    };
    await this.publish(upload.bucket, upload.key, meta, null);
    return meta;
  }

  /** Drops an upload and its parts. */
  async abortMultipart(uploadId: string): Promise<void> {
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }
}
