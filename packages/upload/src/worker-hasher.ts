import type { HashReply, HashRequest } from "./md5.worker.ts";
import { type FileDigest, type FileHasher, hashBlob } from "./md5-hasher.ts";

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
 * A hasher that runs in a Web Worker, so hashing a 4 GB file never blocks the page; files are
 * hashed one after another in the one worker. Falls back to inline hashing where there are no
 * workers (Node, SSR).
 */
export function createWorkerHasher(createWorker?: () => HashWorker): FileHasher {
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
  return (file, options) => {
    const run = chain.then(() => {
      // A worker that cannot start (blocked by CSP, missing chunk) must not hang uploads: hash inline.
      if (broken) return hashBlob(file, options);
      return new Promise<FileDigest>((resolve, reject) => {
        const active = worker ?? spawn();
        worker = active;
        const id = nextId++;
        const cleanup = () => {
          active.removeEventListener("message", onMessage);
          active.removeEventListener("error", onError);
          options.signal?.removeEventListener("abort", onAbort);
        };
        const onAbort = () => {
          // A running hash cannot be interrupted inside the worker: replace the worker.
          cleanup();
          active.terminate();
          worker = null;
          reject(options.signal?.reason);
        };
        const onError = () => {
          cleanup();
          active.terminate();
          worker = null;
          broken = true;
          hashBlob(file, options).then(resolve, reject);
        };
        const onMessage = (event: { data: HashReply }) => {
          const reply = event.data;
          if (reply.id !== id) return;
          if (reply.type === "progress") options.onProgress?.(reply.hashed);
          else if (reply.type === "checkpoint") options.onCheckpoint?.(reply.resume);
          else {
            cleanup();
            if (reply.type === "done") resolve(reply.digest);
            else reject(new Error(reply.message));
          }
        };
        if (options.signal?.aborted) return onAbort();
        options.signal?.addEventListener("abort", onAbort, { once: true });
        active.addEventListener("message", onMessage);
        active.addEventListener("error", onError);
        const request: HashRequest = { id, file, resume: options.resume, chunkSize: options.chunkSize, partSize: options.partSize };
        active.postMessage(request);
      });
    });
    chain = run.catch(() => undefined);
    return run;
  };
}
