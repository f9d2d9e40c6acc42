import type { CheckpointPart, CheckpointStore, UploadCheckpoint } from "./checkpoint.store.ts";
import { hexToBytes } from "./internal/md5-encoding.ts";
import { hashBlob } from "./md5-hasher.ts";
import type { S3Transport } from "./s3-transport.ts";
import { IntegrityError } from "./storage-error.ts";
import { planParts, type StorageProfile } from "./storage-profile.ts";
import { UploadStrategy } from "./upload-strategy.ts";

/** What one transfer needs. */
export interface TransferInput {
  file: Blob;
  md5: string;
  /**
   * The parts' MD5s, in part order, from the pass that hashed the file with this plan's part size.
   * A part without one is digested with `hashPart` as it is sent.
   */
  partMd5s?: readonly string[] | undefined;
  strategy: UploadStrategy;
  transport: S3Transport;
  profile: StorageProfile;
  checkpoints: CheckpointStore;
  /** Bytes known to be stored so far (monotonic within a run). */
  onProgress: (loaded: number) => void;
  signal?: AbortSignal | undefined;
  now?: () => number;
  /**
   * MD5 of a part (a slice of the file) for Content-MD5, where `partMd5s` has none. The uploader
   * routes it through the hashing worker, which reads the slice itself: the page's thread never
   * holds a part's bytes, and a page CSP without 'wasm-unsafe-eval' forbids WebAssembly there
   * anyway. Defaults to hashing inline.
   */
  hashPart?: (part: Blob) => Promise<string>;
}

// 1 MiB reads: with 4 parts in flight each hashing, a larger read buffer only adds held memory.
const hashInline = async (part: Blob) => (await hashBlob(part, { chunkSize: 1024 * 1024 })).md5;

/** The ETag S3 gives a multipart object: MD5 of the parts' binary MD5s, then `-N`. */
export async function multipartEtag(partEtags: readonly string[], hash: (bytes: Blob) => Promise<string> = hashInline): Promise<string> {
  const joined = new Uint8Array(partEtags.length * 16);
  for (const [i, etag] of partEtags.entries()) joined.set(hexToBytes(etag), i * 16);
  return `${await hash(new Blob([joined]))}-${partEtags.length}`;
}

/** Sends the file with its strategy; answers the object's ETag. */
export async function transferFile(input: TransferInput): Promise<string> {
  if (input.strategy === UploadStrategy.single) {
    input.onProgress(0);
    const etag = await input.transport.putObject(input.file, input.md5, input.signal);
    input.onProgress(input.file.size);
    return etag;
  }
  return multipartTransfer(input);
}

/**
 * Multipart upload that resumes: a checkpoint (matched by MD5 and size) names the upload id, and
 * ListParts says which parts storage really holds, so finished parts are never sent again.
 *
 * What a reload can interrupt, and what the next page finds:
 * - the upload id is saved before any part is sent, so every stored part belongs to a saved id;
 * - a part counts (progress) only once the checkpoint naming it is written; a part stored whose
 *   answer never reached the page is still found by ListParts, the source of truth;
 * - the checkpoint says `completing` before CompleteMultipartUpload is sent and `completed` (with
 *   the ETag) once it answered: when the upload id is then gone, the object was assembled, and
 *   nothing is sent again (the platform's callback verifies the object's MD5). The uploader drops
 *   the checkpoint once the callback confirmed the file.
 */
async function multipartTransfer(input: TransferInput): Promise<string> {
  const { file, transport, checkpoints, signal } = input;
  const now = input.now ?? Date.now;
  const hash = input.hashPart ?? hashInline;
  const plan = planParts(file.size, input.strategy, input.profile);
  const expectedSize = (n: number) => (n < plan.partCount ? plan.partSize : file.size - plan.partSize * (plan.partCount - 1));
  const done = new Map<number, CheckpointPart>();
  let uploadId: string | null = null;

  const saved = await checkpoints.getUpload(input.md5, file.size);
  if (saved && saved.key === transport.target.key && saved.partSize === plan.partSize) {
    const listed = await transport.listParts(saved.uploadId, signal);
    if (listed) {
      uploadId = saved.uploadId;
      for (const part of listed) {
        const known = input.partMd5s?.[part.partNumber - 1];
        // A stored part counts when its size, and its digest where the hashing pass gave one, are this file's.
        if (part.partNumber >= 1 && part.partNumber <= plan.partCount && part.size === expectedSize(part.partNumber) && (!known || part.etag === known))
          done.set(part.partNumber, part);
      }
    } else if ((saved.stage === "completing" || saved.stage === "completed") && saved.parts.length === plan.partCount) {
      // The page went away while the object was being assembled from every part: the upload id is
      // gone because it became the object. Nothing is sent again; the callback checks the object.
      const etag =
        saved.etag ??
        (await multipartEtag(
          [...saved.parts].sort((a, b) => a.partNumber - b.partNumber).map((p) => p.etag),
          hash,
        ));
      await checkpoints.putUpload({ ...saved, stage: "completed", etag, updatedAt: now() }).catch(() => undefined);
      input.onProgress(file.size);
      return etag;
    }
  }
  if (!uploadId) uploadId = await transport.createMultipartUpload(file.type, signal);
  const activeUploadId = uploadId;

  // Checkpoint writes are chained so a slow write never overwrites a newer one; each is awaited
  // (the idb write resolves once its transaction completed) before the work it records counts.
  let writes: Promise<void> = Promise.resolve();
  const save = (extra: Pick<UploadCheckpoint, "stage" | "etag"> = { stage: "parts" }) => {
    const snapshot: UploadCheckpoint = {
      md5: input.md5,
      size: file.size,
      key: transport.target.key,
      uploadId: activeUploadId,
      partSize: plan.partSize,
      parts: [...done.values()].sort((a, b) => a.partNumber - b.partNumber),
      ...extra,
      updatedAt: now(),
    };
    writes = writes.then(() => checkpoints.putUpload(snapshot)).catch(() => undefined);
    return writes;
  };
  // The upload id is durable before any part is sent: every stored part can be found again.
  await save();

  let loaded = [...done.values()].reduce((sum, p) => sum + p.size, 0);
  input.onProgress(loaded);

  const pending = Array.from({ length: plan.partCount }, (_, i) => i + 1).filter((n) => !done.has(n));
  let failed: unknown = null;
  const worker = async () => {
    for (let n = pending.shift(); n !== undefined && failed === null; n = pending.shift()) {
      const start = (n - 1) * plan.partSize;
      // A slice is a reference, not a copy: the hasher and fetch each read it as they go, so the
      // memory of parts in flight stays at their read buffers whatever the part size.
      const part = file.slice(start, start + expectedSize(n));
      const partMd5 = input.partMd5s?.[n - 1] ?? (await hash(part));
      const etag = await transport.uploadPart(activeUploadId, n, part, partMd5, signal);
      done.set(n, { partNumber: n, etag, size: part.size });
      // The part is recorded before it counts as done.
      await save();
      loaded += part.size;
      input.onProgress(loaded);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(plan.concurrency, Math.max(1, pending.length)) }, () =>
      worker().catch((error: unknown) => {
        failed ??= error;
      }),
    ),
  );
  await writes;
  if (failed !== null) throw failed;

  const parts = [...done.values()].sort((a, b) => a.partNumber - b.partNumber);
  await save({ stage: "completing" });
  const etag = await transport.completeMultipartUpload(activeUploadId, parts, signal);
  const expected = await multipartEtag(
    parts.map((p) => p.etag),
    hash,
  );
  // Only an ETag in S3's `<md5>-N` form can be checked; some compatible stores answer another digest.
  if (/-\d+$/.test(etag) && etag !== expected) {
    await checkpoints.deleteUpload(input.md5, file.size).catch(() => undefined);
    throw new IntegrityError(`stored object has ETag ${etag}, expected ${expected}`);
  }
  // Kept until the platform confirmed the file (`forgetTransfer`): a reload before that resumes here.
  await save({ stage: "completed", etag: etag || expected });
  return etag;
}

/** Drops the checkpoint of a finished transfer, once the platform has confirmed the file. */
export async function forgetTransfer(checkpoints: CheckpointStore, md5: string, size: number): Promise<void> {
  await checkpoints.deleteUpload(md5, size).catch(() => undefined);
}

/** Drops a multipart upload and its checkpoint (cancel). */
export async function discardTransfer(transport: S3Transport, checkpoints: CheckpointStore, md5: string, size: number): Promise<void> {
  const saved = await checkpoints.getUpload(md5, size);
  await checkpoints.deleteUpload(md5, size);
  if (saved && saved.key === transport.target.key) await transport.abortMultipartUpload(saved.uploadId).catch(() => undefined);
}
