import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type HashResume, hashBlob, nativeMd5 } from "./md5-hasher.ts";

const bytes = new Uint8Array(1_000_003).map((_, i) => (i * 31 + 7) % 251);
const expected = createHash("md5").update(bytes).digest("hex");

describe("hashBlob", () => {
  it("computes the MD5 chunk by chunk", async () => {
    const seen: number[] = [];
    expect((await hashBlob(new Blob([bytes]), { chunkSize: 65_536, onProgress: (n) => seen.push(n) })).md5).toBe(expected);
    expect(seen.at(-1)).toBe(bytes.length);
    expect(seen.length).toBe(Math.ceil(bytes.length / 65_536));
  });

  it("resumes from a saved state to the same digest", async () => {
    const saved: HashResume[] = [];
    const controller = new AbortController();
    await expect(
      hashBlob(new Blob([bytes]), {
        chunkSize: 65_536,
        checkpointEvery: 2,
        onCheckpoint: (r) => {
          saved.push(r);
          if (saved.length === 3) controller.abort(new Error("page closed"));
        },
        signal: controller.signal,
      }),
    ).rejects.toThrow("page closed");
    const resume = saved.at(-1);
    expect(resume?.offset).toBe(6 * 65_536);
    const progress: number[] = [];
    expect((await hashBlob(new Blob([bytes]), { chunkSize: 65_536, resume, onProgress: (n) => progress.push(n) })).md5).toBe(expected);
    expect(progress[0]).toBe(7 * 65_536);
  });

  it("uses node:crypto where the runtime has it, and hash-wasm when a state must be saved, to the same digest", async () => {
    expect(nativeMd5()).not.toBeNull();
    const blob = new Blob([bytes]);
    const native = await hashBlob(blob, { chunkSize: 65_536 });
    const checkpoints: HashResume[] = [];
    const saving = await hashBlob(blob, { chunkSize: 65_536, checkpointEvery: 4, onCheckpoint: (r) => checkpoints.push(r) });
    expect(native.md5).toBe(expected);
    expect(saving.md5).toBe(expected);
    expect(checkpoints.length).toBe(Math.floor((Math.ceil(bytes.length / 65_536) - 1) / 4));
  });

  it("stops a native run when aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    await expect(hashBlob(new Blob([bytes]), { signal: controller.signal })).rejects.toThrow("cancelled");
  });

  it("hashes an empty blob", async () => {
    expect(await hashBlob(new Blob([]), { partSize: 4 })).toEqual({ md5: "d41d8cd98f00b204e9800998ecf8427e", partMd5s: [] });
  });

  const md5Of = (data: Uint8Array) => createHash("md5").update(data).digest("hex");
  const partsOf = (data: Uint8Array, partSize: number) =>
    Array.from({ length: Math.ceil(data.length / partSize) }, (_, i) => md5Of(data.subarray(i * partSize, (i + 1) * partSize)));

  it("digests the parts in the same pass, whatever the chunk and part sizes, natively and with hash-wasm", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 7_000 }),
        fc.boolean(),
        async (size, chunkSize, partSize, saving) => {
          const data = bytes.subarray(0, size);
          const digest = await hashBlob(new Blob([data]), { chunkSize, partSize, ...(saving ? { onCheckpoint: () => undefined } : {}) });
          expect(digest).toEqual({ md5: md5Of(data), partMd5s: partsOf(data, partSize) });
        },
      ),
      { numRuns: 200 },
    );
    // 200 runs with chunks down to one byte: seconds of hashing, more on a busy machine.
  }, 60_000);

  it("resumes the part digests from a checkpoint taken mid-part", async () => {
    const partSize = 100_000;
    const saved: HashResume[] = [];
    const controller = new AbortController();
    const run = hashBlob(new Blob([bytes]), {
      chunkSize: 65_536,
      partSize,
      checkpointEvery: 5,
      onCheckpoint: (r) => {
        saved.push(r);
        controller.abort(new Error("page closed"));
      },
      signal: controller.signal,
    });
    await expect(run).rejects.toThrow("page closed");
    const resume = saved[0];
    expect(resume?.offset).toBe(5 * 65_536);
    expect((resume?.offset ?? 0) % partSize).not.toBe(0);
    expect(resume?.partMd5s).toEqual(partsOf(bytes, partSize).slice(0, 3));
    expect(await hashBlob(new Blob([bytes]), { chunkSize: 65_536, partSize, resume })).toEqual({ md5: expected, partMd5s: partsOf(bytes, partSize) });
  });

  it.for([
    ["saved without part digests", (r: HashResume) => ({ offset: r.offset, state: r.state })],
    ["saved for another part size", (r: HashResume) => ({ ...r, partSize: 50_000 })],
    ["missing a part", (r: HashResume) => ({ ...r, partMd5s: r.partMd5s?.slice(1) })],
  ] as const)("answers no part digests from a resume %s, and the right MD5", async ([, alter]) => {
    const saved: HashResume[] = [];
    const controller = new AbortController();
    const options = { chunkSize: 65_536, partSize: 100_000 };
    await expect(
      hashBlob(new Blob([bytes]), {
        ...options,
        checkpointEvery: 5,
        onCheckpoint: (r) => {
          saved.push(r);
          controller.abort(new Error("stop"));
        },
        signal: controller.signal,
      }),
    ).rejects.toThrow("stop");
    const resume = alter(saved[0] as HashResume);
    expect(await hashBlob(new Blob([bytes]), { ...options, resume })).toEqual({ md5: expected, partMd5s: [] });
  });
});
