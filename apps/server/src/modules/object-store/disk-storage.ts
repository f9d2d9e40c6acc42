import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** What the store keeps beside each object. */
export interface ObjectMeta {
  etag: string;
  size: number;
  contentType: string;
  lastModified: number;
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

  /** Moves a written body into place as an object. */
  async commitObject(bucket: string, key: string, file: string, meta: ObjectMeta): Promise<void> {
    const target = this.objectPath(bucket, key);
    await writeFile(`${target}.meta.json`, JSON.stringify(meta));
    await rename(file, target);
  }

  /** The object's metadata, or NoSuchKey. */
  async head(bucket: string, key: string): Promise<ObjectMeta> {
    await this.requireBucket(bucket);
    try {
      const meta = JSON.parse(await readFile(`${this.objectPath(bucket, key)}.meta.json`, "utf8")) as ObjectMeta;
      await stat(this.objectPath(bucket, key));
      return meta;
    } catch {
      throw new StorageError("NoSuchKey", 404, "The specified key does not exist.");
    }
  }

  /** A stream of the object's bytes (optionally a range, inclusive). */
  read(bucket: string, key: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.objectPath(bucket, key), range);
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

  /** Concatenates the chosen parts into the object and removes the upload. */
  async completeMultipart(upload: MultipartMeta, parts: PartMeta[], etag: string): Promise<ObjectMeta> {
    const dir = this.uploadDir(upload.uploadId);
    const file = path.join(this.root, "tmp", randomBytes(12).toString("hex"));
    const out = createWriteStream(file);
    for (const part of parts) {
      await new Promise<void>((resolve, reject) => {
        const input = createReadStream(path.join(dir, `${part.partNumber}.part`));
        input.on("error", reject);
        input.on("end", resolve);
        input.pipe(out, { end: false });
      });
    }
    await new Promise<void>((resolve, reject) => {
      out.on("error", reject);
      out.end(resolve);
    });
    const meta: ObjectMeta = { etag, size: parts.reduce((sum, p) => sum + p.size, 0), contentType: upload.contentType, lastModified: Date.now() };
    await this.commitObject(upload.bucket, upload.key, file, meta);
    await rm(dir, { recursive: true, force: true });
    return meta;
  }

  /** Drops an upload and its parts. */
  async abortMultipart(uploadId: string): Promise<void> {
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }
}
