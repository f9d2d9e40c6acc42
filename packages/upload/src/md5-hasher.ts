import { createMD5 } from "hash-wasm";
import { blobChunks } from "./internal/blob-chunks.ts";

/** Bytes read per step: memory holds one chunk, whatever the file size. */
export const HASH_CHUNK_SIZE = 4 * 1024 * 1024;

/** Where hashing resumes: bytes already read, the saved MD5 state, and the parts' so far. */
export interface HashResume {
  offset: number;
  state: Uint8Array;
  /** The part size of the run that saved this, and the MD5s of its parts finished before `offset`. */
  partSize?: number | undefined;
  partMd5s?: string[] | undefined;
  /** Saved MD5 state of the part `offset` falls in. */
  partState?: Uint8Array | undefined;
}

/** A file's MD5 and, when a part size was given, each part's (hex, in part order). */
export interface FileDigest {
  md5: string;
  partMd5s: string[];
}

/** Options of one hashing run. */
export interface HashOptions {
  chunkSize?: number;
  resume?: HashResume | undefined;
  onProgress?: (hashed: number) => void;
  /** Called every `checkpointEvery` chunks with a state to persist. */
  onCheckpoint?: (resume: HashResume) => void;
  checkpointEvery?: number;
  /**
   * Also digest the file's parts of this size in the same pass, for their Content-MD5: the file is
   * then read once, and the upload itself reads nothing in the page (fetch streams the slices).
   */
  partSize?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** Computes a file's MD5 somewhere (a worker in browsers, inline in Node and tests). */
export type FileHasher = (file: Blob, options: HashOptions) => Promise<FileDigest>;

/** The part of a native MD5 (node:crypto's Hash) this module uses. */
interface NativeMd5 {
  update(data: Uint8Array): unknown;
  digest(encoding: "hex"): string;
}

let nativeMd5Factory: (() => NativeMd5) | null | undefined;

/**
 * node:crypto's MD5 where the runtime has it (Node ≥ 22.3 through `process.getBuiltinModule`),
 * found by feature detection so browser bundles never import it: native code, faster than the
 * WebAssembly MD5. Null in browsers, and where MD5 is switched off (FIPS).
 */
export function nativeMd5(): (() => NativeMd5) | null {
  if (nativeMd5Factory !== undefined) return nativeMd5Factory;
  nativeMd5Factory = null;
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const crypto =
    typeof proc?.getBuiltinModule === "function"
      ? (proc.getBuiltinModule("node:crypto") as { createHash?: (name: string) => NativeMd5 } | undefined)
      : undefined;
  const createHash = crypto?.createHash;
  if (typeof createHash === "function") {
    try {
      createHash("md5").digest("hex");
      nativeMd5Factory = () => createHash("md5");
    } catch {
      // MD5 disabled in this runtime: hash-wasm it is.
    }
  }
  return nativeMd5Factory;
}

/** An MD5 in progress: hash-wasm's (whose state can be saved) or node:crypto's. */
interface RunningMd5 {
  update(data: Uint8Array): unknown;
  /** The digest so far, then starts over (for the next part). */
  digestAndRestart(): string;
  save?(): Uint8Array;
}

async function startMd5(native: (() => NativeMd5) | null, state?: Uint8Array): Promise<RunningMd5> {
  if (native) {
    let hash = native();
    return {
      update: (data) => hash.update(data),
      digestAndRestart() {
        const hex = hash.digest("hex");
        hash = native();
        return hex;
      },
    };
  }
  const md5 = await createMD5();
  md5.init();
  if (state) md5.load(state);
  return {
    update: (data) => md5.update(data),
    digestAndRestart() {
      const hex = md5.digest("hex");
      md5.init();
      return hex;
    },
    save: () => md5.save(),
  };
}

/** The resume's part digests, when they were taken with this part size and cover every part before its offset. */
function resumedParts(resume: HashResume | undefined, partSize: number): { partMd5s: string[]; partState?: Uint8Array } | null {
  if (!resume || resume.offset === 0) return { partMd5s: [] };
  if (resume.partSize !== partSize || resume.partMd5s?.length !== Math.floor(resume.offset / partSize)) return null;
  if (resume.offset % partSize !== 0 && !resume.partState) return null;
  return { partMd5s: [...resume.partMd5s], ...(resume.partState ? { partState: resume.partState } : {}) };
}

/** Where a bounded hashing run stopped: the digest at the end of the file, or the state to go on from. */
export type HashOutcome = { type: "done"; digest: FileDigest } | { type: "paused"; resume: HashResume };

/**
 * Hashes a blob from its resume point up to `end` (a whole chunk count, or the end of the file),
 * then answers the digest, or the state a later run continues from. This lets the worker hasher
 * hash a large file in segments, each in a fresh worker (see worker-hasher.ts). A pause needs a
 * state that can be saved, so a run that may pause uses hash-wasm.
 */
export async function hashSegment(file: Blob, options: HashOptions, end = file.size): Promise<HashOutcome> {
  const chunkSize = options.chunkSize ?? HASH_CHUNK_SIZE;
  const every = options.checkpointEvery ?? 8;
  if (options.signal?.aborted) throw options.signal.reason;
  const native = options.onCheckpoint || options.resume || end < file.size ? null : nativeMd5();
  const resume = options.resume && options.resume.offset <= file.size ? options.resume : undefined;
  const whole = await startMd5(native, resume?.state);
  const partSize = options.partSize && options.partSize > 0 ? options.partSize : 0;
  const resumed = partSize ? resumedParts(resume, partSize) : null;
  const partMd5s = resumed?.partMd5s ?? [];
  const part = resumed ? await startMd5(native, resumed.partState) : null;
  let offset = resume?.offset ?? 0;
  let chunks = 0;
  const saved = (): HashResume => ({
    offset,
    state: whole.save?.() ?? new Uint8Array(0),
    ...(part?.save ? { partSize, partMd5s: [...partMd5s], partState: part.save() } : {}),
  });
  for await (const chunk of blobChunks(file, chunkSize, offset, end)) {
    if (options.signal?.aborted) throw options.signal.reason;
    whole.update(chunk);
    // A chunk may end one part and begin the next: cut it at the part boundary.
    for (let at = 0; part && at < chunk.byteLength; ) {
      const take = Math.min(chunk.byteLength - at, partSize - ((offset + at) % partSize));
      part.update(chunk.subarray(at, at + take));
      at += take;
      if ((offset + at) % partSize === 0) partMd5s.push(part.digestAndRestart());
    }
    offset += chunk.byteLength;
    chunks += 1;
    options.onProgress?.(offset);
    // Not at `end`: a pause answers the same state.
    if (options.onCheckpoint && whole.save && chunks % every === 0 && offset < end) options.onCheckpoint(saved());
  }
  if (offset < file.size) return { type: "paused", resume: saved() };
  if (part && file.size % partSize !== 0) partMd5s.push(part.digestAndRestart());
  return { type: "done", digest: { md5: whole.digestAndRestart(), partMd5s: part ? partMd5s : [] } };
}

/**
 * Incremental MD5 of a blob, read chunk by chunk, and of its parts when `partSize` is given. With
 * checkpoints or a resume it uses hash-wasm, whose state can be saved and restored, so a reload
 * continues from the last checkpoint; without them, node:crypto where the runtime has it. A resume
 * saved without part digests (or for another part size) answers no part digests: the upload then
 * digests each part as it sends it.
 */
export const hashBlob: FileHasher = async (file, options) => {
  const outcome = await hashSegment(file, options);
  // Unbounded, a run always reaches the end of the file.
  if (outcome.type !== "done") throw new Error("hashing stopped before the end of the file");
  return outcome.digest;
};
