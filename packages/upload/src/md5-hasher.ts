import { createMD5 } from "hash-wasm";

/** Bytes read per step: memory holds one chunk, whatever the file size. */
export const HASH_CHUNK_SIZE = 4 * 1024 * 1024;

/** Where hashing resumes: bytes already read and the saved MD5 state. */
export interface HashResume {
  offset: number;
  state: Uint8Array;
}

/** Options of one hashing run. */
export interface HashOptions {
  chunkSize?: number;
  resume?: HashResume | undefined;
  onProgress?: (hashed: number) => void;
  /** Called every `checkpointEvery` chunks with a state to persist. */
  onCheckpoint?: (resume: HashResume) => void;
  checkpointEvery?: number;
  signal?: AbortSignal | undefined;
}

/** Computes a file's MD5 somewhere (a worker in browsers, inline in Node and tests). */
export type FileHasher = (file: Blob, options: HashOptions) => Promise<string>;

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

/**
 * Incremental MD5 of a blob, read chunk by chunk. With checkpoints or a resume it uses hash-wasm,
 * whose state can be saved and restored, so a reload continues from the last checkpoint; without
 * them, node:crypto where the runtime has it (its state cannot be saved).
 */
export const hashBlob: FileHasher = async (file, options) => {
  const chunkSize = options.chunkSize ?? HASH_CHUNK_SIZE;
  const every = options.checkpointEvery ?? 8;
  const native = options.onCheckpoint || options.resume ? null : nativeMd5();
  if (native) {
    const hash = native();
    for (let offset = 0; offset < file.size; ) {
      if (options.signal?.aborted) throw options.signal.reason;
      const end = Math.min(file.size, offset + chunkSize);
      hash.update(new Uint8Array(await file.slice(offset, end).arrayBuffer()));
      offset = end;
      options.onProgress?.(offset);
    }
    return hash.digest("hex");
  }
  const md5 = await createMD5();
  md5.init();
  let offset = 0;
  if (options.resume && options.resume.offset <= file.size) {
    md5.load(options.resume.state);
    offset = options.resume.offset;
  }
  let chunks = 0;
  // Slices, not a BYOB reader over blob.stream(): in a Chromium worker, BYOB reads of a file on
  // disk stalled for good partway through a 4 GB upload's part hashes (the memory benchmark).
  while (offset < file.size) {
    if (options.signal?.aborted) throw options.signal.reason;
    const end = Math.min(file.size, offset + chunkSize);
    md5.update(new Uint8Array(await file.slice(offset, end).arrayBuffer()));
    offset = end;
    chunks += 1;
    options.onProgress?.(offset);
    if (options.onCheckpoint && chunks % every === 0 && offset < file.size) options.onCheckpoint({ offset, state: md5.save() });
  }
  return md5.digest("hex");
};
