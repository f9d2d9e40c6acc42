// The worker hasher with real Web Workers in Chromium: segments hashed in fresh workers, each
// continuing from the last one's saved state, must give the digests of one inline pass.
import { expect, it } from "vitest";
import { hashBlob } from "./md5-hasher.ts";
import { createWorkerHasher } from "./worker-hasher.ts";

const MIB = 1024 * 1024;

function sampleBlob(size: number): Blob {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65_536) crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
  return new Blob([bytes]);
}

it("hashes a file in 1 MiB segments across fresh workers to the digests of one inline pass", async () => {
  const blob = sampleBlob(5 * MIB + 123);
  const hasher = createWorkerHasher(undefined, MIB);
  const checkpoints: number[] = [];
  let hashed = 0;
  const digest = await hasher(blob, {
    chunkSize: 256 * 1024,
    partSize: 2 * MIB,
    onProgress: (n) => {
      hashed = n;
    },
    onCheckpoint: (resume) => checkpoints.push(resume.offset),
  });
  expect(digest).toEqual(await hashBlob(blob, { partSize: 2 * MIB }));
  expect(digest.partMd5s).toHaveLength(3);
  expect(hashed).toBe(blob.size);
  expect(checkpoints).toEqual([1, 2, 3, 4, 5].map((n) => n * MIB));
});
