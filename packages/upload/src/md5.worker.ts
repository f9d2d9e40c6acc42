import { type FileDigest, type HashResume, hashSegment } from "./md5-hasher.ts";

/** A request to the MD5 worker: hash `file` from `resume` up to `end` (default: its end). */
export interface HashRequest {
  id: number;
  file: Blob;
  resume?: HashResume | undefined;
  chunkSize?: number | undefined;
  partSize?: number | undefined;
  end?: number | undefined;
}

/** What the MD5 worker answers: progress, checkpoints, then the digest, a pause at `end`, or an error. */
export type HashReply =
  | { id: number; type: "progress"; hashed: number }
  | { id: number; type: "checkpoint"; resume: HashResume }
  | { id: number; type: "done"; digest: FileDigest }
  | { id: number; type: "paused"; resume: HashResume }
  | { id: number; type: "error"; message: string };

// Typed by hand: the webworker lib clashes with the DOM lib the package compiles with.
const scope = globalThis as unknown as { onmessage: ((event: { data: HashRequest }) => void) | null; postMessage(reply: HashReply): void };
scope.onmessage = async (event) => {
  const { id, file, resume, chunkSize, partSize, end } = event.data;
  const post = (reply: HashReply) => scope.postMessage(reply);
  try {
    const outcome = await hashSegment(
      file,
      {
        resume,
        chunkSize,
        partSize,
        onProgress: (hashed) => post({ id, type: "progress", hashed }),
        onCheckpoint: (state) => post({ id, type: "checkpoint", resume: state }),
      },
      end,
    );
    post(outcome.type === "done" ? { id, type: "done", digest: outcome.digest } : { id, type: "paused", resume: outcome.resume });
  } catch (error) {
    post({ id, type: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
