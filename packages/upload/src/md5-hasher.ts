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

/**
 * Incremental MD5 of a blob, read chunk by chunk with hash-wasm; the state can be saved and
 * restored, so a reload continues from the last checkpoint.
 */
export const hashBlob: FileHasher = async (file, options) => {
  const chunkSize = options.chunkSize ?? HASH_CHUNK_SIZE;
  const every = options.checkpointEvery ?? 8;
  const md5 = await createMD5();
  md5.init();
  let offset = 0;
  if (options.resume && options.resume.offset <= file.size) {
    md5.load(options.resume.state);
    offset = options.resume.offset;
  }
  let chunks = 0;
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
