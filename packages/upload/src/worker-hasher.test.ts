import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { HashReply, HashRequest } from "./md5.worker.ts";
import { hashBlob, hashSegment } from "./md5-hasher.ts";
import { createWorkerHasher, type HashWorker } from "./worker-hasher.ts";

/** A worker double that runs the worker's job in-process and answers through message events. */
function fakeWorker(log: string[], fails = false): HashWorker {
  const listeners = new Set<(event: { data: HashReply }) => void>();
  const errorListeners = new Set<() => void>();
  const post = (reply: HashReply) => {
    for (const l of listeners) l({ data: reply });
  };
  return {
    postMessage(request: HashRequest) {
      log.push(`start ${request.id}`);
      if (fails) {
        queueMicrotask(() => {
          for (const l of errorListeners) l();
        });
        return;
      }
      const { id, file, resume, partSize, end } = request;
      void hashSegment(file, { chunkSize: 4, resume, partSize, onProgress: (hashed) => post({ id, type: "progress", hashed }) }, end).then((outcome) =>
        post(outcome.type === "done" ? { id, type: "done", digest: outcome.digest } : { id, type: "paused", resume: outcome.resume }),
      );
    },
    addEventListener: (type: string, l: never) => void (type === "error" ? errorListeners.add(l) : listeners.add(l)),
    removeEventListener: (type: string, l: never) => void (type === "error" ? errorListeners.delete(l) : listeners.delete(l)),
    terminate: () => log.push("terminate"),
  };
}

describe("createWorkerHasher", () => {
  it("hashes files one after another in one worker, relaying progress", async () => {
    const log: string[] = [];
    let spawned = 0;
    const hasher = createWorkerHasher(() => {
      spawned += 1;
      return fakeWorker(log);
    });
    const progress: number[] = [];
    const [a, b] = await Promise.all([hasher(new Blob(["hello world"]), { onProgress: (n) => progress.push(n) }), hasher(new Blob(["abc"]), {})]);
    expect(a.md5).toBe(createHash("md5").update("hello world").digest("hex"));
    expect(b.md5).toBe(createHash("md5").update("abc").digest("hex"));
    expect(spawned).toBe(1);
    expect(log).toEqual(["start 1", "start 2"]);
    expect(progress).toEqual([4, 8, 11]);
  });

  it("replaces the worker when a hash is aborted", async () => {
    const log: string[] = [];
    const hasher = createWorkerHasher(() => fakeWorker(log));
    const controller = new AbortController();
    controller.abort(new Error("canceled"));
    await expect(hasher(new Blob(["x"]), { signal: controller.signal })).rejects.toThrow("canceled");
    expect(log).toContain("terminate");
  });

  it("hashes inline when the worker cannot start, instead of hanging", async () => {
    const log: string[] = [];
    const hasher = createWorkerHasher(() => fakeWorker(log, true));
    expect((await hasher(new Blob(["abc"]), {})).md5).toBe(createHash("md5").update("abc").digest("hex"));
    expect((await hasher(new Blob(["abcd"]), {})).md5).toBe(createHash("md5").update("abcd").digest("hex"));
    expect(log).toEqual(["start 1", "terminate"]);
  });

  it("hashes inline where there are no workers", () => {
    expect(createWorkerHasher()).toBe(hashBlob);
  });

  it("hashes a large file in segments, each in a fresh worker, to the same digests and unbroken progress", async () => {
    const log: string[] = [];
    let spawned = 0;
    const hasher = createWorkerHasher(() => {
      spawned += 1;
      return fakeWorker(log);
    }, 12);
    const text = "a file hashed in segments of twelve bytes";
    const progress: number[] = [];
    const checkpoints: number[] = [];
    const digest = await hasher(new Blob([text]), { partSize: 10, onProgress: (n) => progress.push(n), onCheckpoint: (r) => checkpoints.push(r.offset) });
    const md5 = (s: string) => createHash("md5").update(s).digest("hex");
    expect(digest).toEqual({ md5: md5(text), partMd5s: [0, 10, 20, 30, 40].map((at) => md5(text.slice(at, at + 10))) });
    expect(spawned).toBe(Math.ceil(text.length / 12));
    // Each segment's worker is ended before the next starts, and the pauses are checkpoints.
    expect(log.filter((entry) => entry === "terminate")).toHaveLength(spawned - 1);
    expect(checkpoints).toEqual([12, 24, 36]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(text.length);
  });
});
