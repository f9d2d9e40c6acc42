import type { HashReply, HashRequest } from "./md5.worker.ts";
import { type FileHasher, hashBlob } from "./md5-hasher.ts";

/** What the hasher needs of a worker (typed by hand so the package also compiles without the DOM lib). */
export interface HashWorker {
  postMessage(request: HashRequest): void;
  addEventListener(type: "message", listener: (event: { data: HashReply }) => void): void;
  removeEventListener(type: "message", listener: (event: { data: HashReply }) => void): void;
  terminate(): void;
}

/**
 * A hasher that runs in a Web Worker, so hashing a 4 GB file never blocks the page; files are
 * hashed one after another in the one worker. Falls back to inline hashing where there are no
 * workers (Node, SSR).
 */
export function createWorkerHasher(createWorker?: () => HashWorker): FileHasher {
  const WorkerClass = (globalThis as { Worker?: new (url: URL, options: { type: "module" }) => HashWorker }).Worker;
  if (!createWorker && !WorkerClass) return hashBlob;
  let worker: HashWorker | null = null;
  let nextId = 1;
  let chain: Promise<unknown> = Promise.resolve();
  const spawn = createWorker ?? (() => new (WorkerClass as NonNullable<typeof WorkerClass>)(new URL("./md5.worker.ts", import.meta.url), { type: "module" }));
  return (file, options) => {
    const run = chain.then(
      () =>
        new Promise<string>((resolve, reject) => {
          const active = worker ?? spawn();
          worker = active;
          const id = nextId++;
          const onAbort = () => {
            // A stopped hash cannot be interrupted inside the worker: replace it.
            active.terminate();
            worker = null;
            reject(options.signal?.reason);
          };
          const onMessage = (event: { data: HashReply }) => {
            const reply = event.data;
            if (reply.id !== id) return;
            if (reply.type === "progress") options.onProgress?.(reply.hashed);
            else if (reply.type === "checkpoint") options.onCheckpoint?.(reply.resume);
            else {
              active.removeEventListener("message", onMessage);
              options.signal?.removeEventListener("abort", onAbort);
              if (reply.type === "done") resolve(reply.md5);
              else reject(new Error(reply.message));
            }
          };
          if (options.signal?.aborted) return onAbort();
          options.signal?.addEventListener("abort", onAbort, { once: true });
          active.addEventListener("message", onMessage);
          const request: HashRequest = { id, file, resume: options.resume, chunkSize: options.chunkSize };
          active.postMessage(request);
        }),
    );
    chain = run.catch(() => undefined);
    return run;
  };
}
