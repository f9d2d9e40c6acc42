import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { CHECKPOINT_MAX_AGE_MS, type CheckpointStore, createIndexedDbCheckpointStore, createMemoryCheckpointStore } from "./checkpoint.store.ts";

const upload = {
  md5: "a".repeat(32),
  size: 42,
  key: "k",
  uploadId: "u1",
  partSize: 10,
  parts: [{ partNumber: 1, etag: "e", size: 10 }],
  updatedAt: Date.now(),
};

describe.each([
  ["memory", () => createMemoryCheckpointStore()],
  ["IndexedDB", () => createIndexedDbCheckpointStore(`test-${Math.random()}`)],
] as [string, () => CheckpointStore][])("%s checkpoints", (_, create) => {
  it("keeps an upload checkpoint by MD5 and size until deleted", async () => {
    const store = create();
    await store.putUpload(upload);
    expect(await store.getUpload(upload.md5, 42)).toEqual(upload);
    expect(await store.getUpload(upload.md5, 43)).toBeUndefined();
    await store.deleteUpload(upload.md5, 42);
    expect(await store.getUpload(upload.md5, 42)).toBeUndefined();
  });

  it("keeps a hash state byte for byte", async () => {
    const store = create();
    await store.putHash({ fileKey: "a:1:2", offset: 8, state: new Uint8Array([1, 2, 3]), updatedAt: Date.now() });
    expect(Array.from((await store.getHash("a:1:2"))?.state ?? [])).toEqual([1, 2, 3]);
  });
});

it("drops IndexedDB checkpoints older than a week when opened", async () => {
  const name = `test-old-${Math.random()}`;
  await createIndexedDbCheckpointStore(name).putUpload({ ...upload, updatedAt: Date.now() - CHECKPOINT_MAX_AGE_MS - 1 });
  expect(await createIndexedDbCheckpointStore(name).getUpload(upload.md5, 42)).toBeUndefined();
});
