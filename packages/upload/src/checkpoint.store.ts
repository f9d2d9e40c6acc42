import { type DBSchema, openDB } from "idb";

/** A finished part, as a checkpoint keeps it. */
export interface CheckpointPart {
  partNumber: number;
  etag: string;
  size: number;
}

/** Where a multipart upload stands; matched by the file's MD5 and size after a reload. */
export interface UploadCheckpoint {
  md5: string;
  size: number;
  key: string;
  uploadId: string;
  partSize: number;
  parts: CheckpointPart[];
  /**
   * `completing` once CompleteMultipartUpload is about to be sent, `completed` once it answered
   * (with the object's ETag): after a reload the upload id no longer exists, and the checkpoint
   * says whether that is because the object was assembled. Dropped once the platform confirmed it.
   */
  stage?: "parts" | "completing" | "completed";
  etag?: string;
  updatedAt: number;
}

/** Where hashing a file stands: the bytes read and the saved MD5 state. */
export interface HashCheckpoint {
  /** Name, size and modification time: the file's identity before its MD5 is known. */
  fileKey: string;
  offset: number;
  state: Uint8Array;
  updatedAt: number;
}

/** Persistence of checkpoints, so a reload resumes instead of starting over. */
export interface CheckpointStore {
  getUpload(md5: string, size: number): Promise<UploadCheckpoint | undefined>;
  putUpload(checkpoint: UploadCheckpoint): Promise<void>;
  deleteUpload(md5: string, size: number): Promise<void>;
  getHash(fileKey: string): Promise<HashCheckpoint | undefined>;
  putHash(checkpoint: HashCheckpoint): Promise<void>;
  deleteHash(fileKey: string): Promise<void>;
}

/** The identity of a picked file before its MD5 is known. */
export function fileKeyOf(file: { name: string; size: number; lastModified?: number }): string {
  return `${file.name}:${file.size}:${file.lastModified ?? 0}`;
}

const uploadKey = (md5: string, size: number) => `${md5}:${size}`;

/** Checkpoints in memory: for tests and for hosts without IndexedDB. */
export function createMemoryCheckpointStore(): CheckpointStore {
  const uploads = new Map<string, UploadCheckpoint>();
  const hashes = new Map<string, HashCheckpoint>();
  return {
    getUpload: async (md5, size) => structuredClone(uploads.get(uploadKey(md5, size))),
    putUpload: async (c) => void uploads.set(uploadKey(c.md5, c.size), structuredClone(c)),
    deleteUpload: async (md5, size) => void uploads.delete(uploadKey(md5, size)),
    getHash: async (fileKey) => structuredClone(hashes.get(fileKey)),
    putHash: async (c) => void hashes.set(c.fileKey, structuredClone(c)),
    deleteHash: async (fileKey) => void hashes.delete(fileKey),
  };
}

interface CheckpointSchema extends DBSchema {
  uploads: { key: string; value: UploadCheckpoint & { id: string } };
  hashes: { key: string; value: HashCheckpoint };
}

/** Checkpoints older than this are dropped on open: storage lifecycle rules abort such uploads anyway. */
export const CHECKPOINT_MAX_AGE_MS = 7 * 24 * 3600_000;

/** Checkpoints in IndexedDB (database `cidp-upload`), so they survive a page reload. */
export function createIndexedDbCheckpointStore(name = "cidp-upload", now: () => number = Date.now): CheckpointStore {
  // Opened on first use, so creating the store during server rendering touches nothing.
  let opened: Promise<Awaited<ReturnType<typeof openDB<CheckpointSchema>>>> | null = null;
  const open = async () => {
    const db = await openDB<CheckpointSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore("uploads", { keyPath: "id" });
        database.createObjectStore("hashes", { keyPath: "fileKey" });
      },
    });
    const tx = db.transaction(["uploads", "hashes"], "readwrite");
    for (const store of [tx.objectStore("uploads"), tx.objectStore("hashes")] as const) {
      for (let cursor = await store.openCursor(); cursor; cursor = await cursor.continue()) {
        if (now() - cursor.value.updatedAt > CHECKPOINT_MAX_AGE_MS) await cursor.delete();
      }
    }
    await tx.done;
    return db;
  };
  const database = () => {
    opened ??= open();
    return opened;
  };
  return {
    async getUpload(md5, size) {
      const found = await (await database()).get("uploads", uploadKey(md5, size));
      if (!found) return undefined;
      const { id: _id, ...checkpoint } = found;
      return checkpoint;
    },
    async putUpload(c) {
      await (await database()).put("uploads", { ...c, id: uploadKey(c.md5, c.size) });
    },
    async deleteUpload(md5, size) {
      await (await database()).delete("uploads", uploadKey(md5, size));
    },
    getHash: async (fileKey) => (await database()).get("hashes", fileKey),
    async putHash(c) {
      await (await database()).put("hashes", c);
    },
    async deleteHash(fileKey) {
      await (await database()).delete("hashes", fileKey);
    },
  };
}
