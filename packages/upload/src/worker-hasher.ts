import type { HashReply, HashRequest } from "./md5.worker.ts";
import { type FileDigest, type FileHasher, type HashOptions, type HashOutcome, hashBlob } from "./md5-hasher.ts";

/** What the hasher needs of a worker (typed by hand so the package also compiles without the DOM lib). */
export interface HashWorker {
  postMessage(request: HashRequest): void;
  addEventListener(type: "message", listener: (event: { data: HashReply }) => void): void;
  addEventListener(type: "error", listener: () => void): void;
  removeEventListener(type: "message", listener: (event: { data: HashReply }) => void): void;
  removeEventListener(type: "error", listener: () => void): void;
  terminate(): void;
}

/**
 * Bytes one worker hashes before a fresh worker takes over. Every chunk read is a new buffer that
 * V8 frees only at its next collection, which in a worker reading a 4 GB file came late enough to
 * hold 108 MiB of dead chunks; ending the worker frees them at once, so the hasher's memory stays
 * near one segment. A new worker costs a few milliseconds against about 0.3 s to hash 32 MiB.
 */
export const WORKER_SEGMENT_SIZE = 32 * 1024 * 1024;

/**
 * A hasher that runs in Web Workers, so hashing a 4 GB file never blocks the page: files are
 * hashed one after another, each in segments of {@link WORKER_SEGMENT_SIZE}, each segment in a
 * fresh worker that continues from the saved MD5 state. Falls back to inline hashing where there
 * are no workers (Node, SSR) or where a worker cannot start.
 */
export function createWorkerHasher(createWorker?: () => HashWorker, segmentSize = WORKER_SEGMENT_SIZE): FileHasher {
  if (!createWorker && typeof (globalThis as { Worker?: unknown }).Worker === "undefined") return hashBlob;
  let worker: HashWorker | null = null;
  let broken = false;
  let nextId = 1;
  let chain: Promise<unknown> = Promise.resolve();
  // Written literally so bundlers (Vite, webpack 5) emit the worker as its own chunk.
  const spawn =
    createWorker ??
    (() => {
      // A local name, so the package also typechecks without the DOM lib (the server's build).
      const Worker = (globalThis as unknown as { Worker: new (url: URL, options: { type: "module" }) => HashWorker }).Worker;
      return new Worker(new URL("./md5.worker.ts", import.meta.url), { type: "module" });
    });
  const retire = () => {
    worker?.terminate();
    worker = null;
  };

  /** One segment in the current worker: its outcome, or "broken" when the worker could not run. */
  const runSegment = (file: Blob, options: HashOptions, end: number) =>
    new Promise<HashOutcome | "broken">((resolve, reject) => {
      const active = worker ?? spawn();
      worker = active;
      const id = nextId++;
      const cleanup = () => {
        active.removeEventListener("message", onMessage);
        active.removeEventListener("error", onError);
        options.signal?.removeEventListener("abort", onAbort);
      };
      const onAbort = () => {
        // A running hash cannot be interrupted inside the worker: end the worker.
        cleanup();
        retire();
        reject(options.signal?.reason);
      };
      const onError = () => {
        cleanup();
        retire();
        resolve("broken");
      };
      const onMessage = (event: { data: HashReply }) => {
        const reply = event.data;
        if (reply.id !== id) return;
        if (reply.type === "progress") options.onProgress?.(reply.hashed);
        else if (reply.type === "checkpoint") options.onCheckpoint?.(reply.resume);
        else {
          cleanup();
          if (reply.type === "done") resolve({ type: "done", digest: reply.digest });
          else if (reply.type === "paused") resolve({ type: "paused", resume: reply.resume });
          else reject(new Error(reply.message));
        }
      };
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener("abort", onAbort, { once: true });
      active.addEventListener("message", onMessage);
      active.addEventListener("error", onError);
      const { resume, chunkSize, partSize } = options;
      const request: HashRequest = { id, file, resume, chunkSize, partSize, end };
      active.postMessage(request);
    });

  const hashInWorkers = async (file: Blob, options: HashOptions): Promise<FileDigest> => {
    let resume = options.resume;
    for (;;) {
      // A worker that cannot start (blocked by CSP, missing chunk) must not hang uploads: hash inline.
      if (broken) return hashBlob(file, { ...options, resume });
      const outcome = await runSegment(file, { ...options, resume }, Math.min(file.size, (resume?.offset ?? 0) + segmentSize));
      if (outcome === "broken") {
        broken = true;
        continue;
      }
      if (outcome.type === "done") return outcome.digest;
      resume = outcome.resume;
      options.onCheckpoint?.(resume);
      retire();
    }
  };

  return (file, options) => {
    const run = chain.then(() => hashInWorkers(file, options));
    chain = run.catch(() => undefined);
    return run;
  };
}
