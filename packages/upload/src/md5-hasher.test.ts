import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type HashResume, hashBlob, nativeMd5 } from "./md5-hasher.ts";

const bytes = new Uint8Array(1_000_003).map((_, i) => (i * 31 + 7) % 251);
const expected = createHash("md5").update(bytes).digest("hex");

describe("hashBlob", () => {
  it("computes the MD5 chunk by chunk", async () => {
    const seen: number[] = [];
    expect(await hashBlob(new Blob([bytes]), { chunkSize: 65_536, onProgress: (n) => seen.push(n) })).toBe(expected);
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
    expect(await hashBlob(new Blob([bytes]), { chunkSize: 65_536, resume, onProgress: (n) => progress.push(n) })).toBe(expected);
    expect(progress[0]).toBe(7 * 65_536);
  });

  it("uses node:crypto where the runtime has it, and hash-wasm when a state must be saved, to the same digest", async () => {
    expect(nativeMd5()).not.toBeNull();
    const blob = new Blob([bytes]);
    const native = await hashBlob(blob, { chunkSize: 65_536 });
    const checkpoints: HashResume[] = [];
    const saving = await hashBlob(blob, { chunkSize: 65_536, checkpointEvery: 4, onCheckpoint: (r) => checkpoints.push(r) });
    expect(native).toBe(expected);
    expect(saving).toBe(expected);
    expect(checkpoints.length).toBe(Math.floor((Math.ceil(bytes.length / 65_536) - 1) / 4));
  });

  it("stops a native run when aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    await expect(hashBlob(new Blob([bytes]), { signal: controller.signal })).rejects.toThrow("cancelled");
  });

  it("hashes an empty blob", async () => {
    expect(await hashBlob(new Blob([]), {})).toBe("d41d8cd98f00b204e9800998ecf8427e");
  });
});
