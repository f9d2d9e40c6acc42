import { uploadFailureHandling } from "@cidp/domain";
import { assign, fromPromise, sendParent, setup } from "xstate";
import type { FileDigest } from "./md5-hasher.ts";
import type { Registration } from "./upload-api.ts";
import { strategyFor, type UploadStrategy } from "./upload-strategy.ts";

/** The effects an item runs; the uploader binds them to the API, the hasher and the transport. */
export interface ItemServices {
  /** The file's MD5, and its parts' where the strategy sends parts (empty when unknown). */
  hash(file: File, strategy: UploadStrategy, onProgress: (hashed: number) => void, signal: AbortSignal): Promise<FileDigest>;
  register(file: File, md5: string, signal: AbortSignal): Promise<Registration>;
  transfer(args: {
    file: File;
    md5: string;
    /** The parts' MD5s from the hashing pass; a part without one is digested as it is sent. */
    partMd5s: readonly string[];
    registration: Registration;
    strategy: UploadStrategy;
    onProgress: (loaded: number) => void;
    signal: AbortSignal;
  }): Promise<void>;
  /** The platform's callback; `file` names the transfer whose checkpoint it settles. */
  confirm(registration: Registration, signal: AbortSignal, file?: { md5: string; size: number }): Promise<void>;
  /** Cancel: drop the multipart upload and checkpoints of a file. */
  discard(args: { file: File; md5: string | null; registration: Registration | null }): Promise<void>;
}

/** Where an item is in its flow; the spec's two states are `ready` (all but done) and `success`. */
export const ItemPhase = {
  queued: "queued",
  hashing: "hashing",
  registering: "registering",
  uploading: "uploading",
  confirming: "confirming",
  done: "done",
} as const;

/** One of the item phases. */
export type ItemPhase = (typeof ItemPhase)[keyof typeof ItemPhase];

/** The spec's upload item state (§4): ready while in flight, success at the end. */
export type ItemStatus = "ready" | "success";

/** Why an item failed: the catalogue code of its message, and whether to stay silent (large files). */
export interface ItemFailure {
  code: "upload.failed" | "upload.register-failed" | "upload.read-failed";
  silent: boolean;
}

/** What the queue and the UI see of an item. */
export interface ItemView {
  id: string;
  name: string;
  size: number;
  status: ItemStatus;
  phase: ItemPhase;
  /** 0 to 100: the stored share of the file's bytes. */
  progress: number;
  /** Bytes stored. */
  loaded: number;
  /** Bytes hashed. */
  hashed: number;
  strategy: UploadStrategy;
  md5: string | null;
  resourceId: string | null;
  uri: string | null;
  /** True when storage already held the file (existed = 1). */
  existed: boolean;
}

/** Input of an item. */
export interface ItemInput {
  id: string;
  file: File;
  services: ItemServices;
  /** Resume attempts of a middle-size (multipart) upload before it fails. */
  maxResumes?: number;
}

/** The item machine's context (exported so the queue machine's declaration can name it). */
export interface ItemContext {
  id: string;
  file: File;
  services: ItemServices;
  strategy: UploadStrategy;
  md5: string | null;
  partMd5s: readonly string[];
  registration: Registration | null;
  loaded: number;
  hashed: number;
  resumes: number;
  maxResumes: number;
  failure: ItemFailure | null;
}

type ItemEvent = { type: "hash.progress"; hashed: number } | { type: "transfer.progress"; loaded: number } | { type: "item.cancel" };

/** Events an item sends its queue. */
export type ItemReport =
  | { type: "item.updated"; view: ItemView }
  | { type: "item.failed"; id: string; failure: ItemFailure }
  | { type: "item.canceled"; id: string };

function viewOf(context: ItemContext, phase: ItemPhase): ItemView {
  const size = context.file.size;
  return {
    id: context.id,
    name: context.file.name,
    size,
    status: phase === ItemPhase.done ? "success" : "ready",
    phase,
    progress: phase === ItemPhase.done ? 100 : size > 0 ? Math.min(99, Math.floor((context.loaded / size) * 100)) : 0,
    loaded: context.loaded,
    hashed: context.hashed,
    strategy: context.strategy,
    md5: context.md5,
    resourceId: context.registration?.resourceId ?? null,
    uri: context.registration?.uri ?? null,
    existed: context.registration?.existed ?? false,
  };
}

/**
 * One file's upload (spec §4): hash → register → (existed: success at 100 %) → transfer →
 * confirm → success. A failure ends the item; a middle-size (multipart) transfer failure first
 * resumes through the checkpoint, a large-file failure stays silent.
 */
export const uploadItemMachine = setup({
  types: { context: {} as ItemContext, input: {} as ItemInput, events: {} as ItemEvent },
  actors: {
    hashFile: fromPromise<FileDigest, { context: ItemContext; onProgress: (hashed: number) => void }>(({ input, signal }) =>
      input.context.services.hash(input.context.file, input.context.strategy, input.onProgress, signal),
    ),
    register: fromPromise<Registration, ItemContext>(({ input, signal }) => input.services.register(input.file, input.md5 ?? "", signal)),
    transfer: fromPromise<void, { context: ItemContext; onProgress: (loaded: number) => void }>(({ input, signal }) => {
      const { context } = input;
      if (!context.registration || !context.md5) throw new Error("transfer before registration");
      return context.services.transfer({
        file: context.file,
        md5: context.md5,
        partMd5s: context.partMd5s,
        registration: context.registration,
        strategy: context.strategy,
        onProgress: input.onProgress,
        signal,
      });
    }),
    confirm: fromPromise<void, ItemContext>(({ input, signal }) => {
      if (!input.registration) throw new Error("confirm before registration");
      return input.services.confirm(input.registration, signal, input.md5 ? { md5: input.md5, size: input.file.size } : undefined);
    }),
    discard: fromPromise<void, ItemContext>(({ input }) => input.services.discard({ file: input.file, md5: input.md5, registration: input.registration })),
  },
  actions: {
    report: sendParent(({ context }, params: { phase: ItemPhase }): ItemReport => ({ type: "item.updated", view: viewOf(context, params.phase) })),
  },
  guards: {
    existed: (_, output: Registration) => output.existed,
    canResume: ({ context }) => uploadFailureHandling(context.strategy) === "resume" && context.resumes < context.maxResumes,
  },
}).createMachine({
  id: "uploadItem",
  context: ({ input }) => ({
    id: input.id,
    file: input.file,
    services: input.services,
    strategy: strategyFor(input.file.size),
    md5: null,
    partMd5s: [],
    registration: null,
    loaded: 0,
    hashed: 0,
    resumes: 0,
    maxResumes: input.maxResumes ?? 2,
    failure: null,
  }),
  initial: "hashing",
  on: { "item.cancel": ".canceled" },
  states: {
    hashing: {
      entry: { type: "report", params: { phase: ItemPhase.hashing } },
      invoke: {
        src: "hashFile",
        input: ({ context, self }) => ({ context, onProgress: (hashed: number) => self.send({ type: "hash.progress", hashed }) }),
        onDone: { target: "registering", actions: assign({ md5: ({ event }) => event.output.md5, partMd5s: ({ event }) => event.output.partMd5s }) },
        onError: { target: "failed", actions: assign({ failure: { code: "upload.read-failed", silent: false } }) },
      },
      on: { "hash.progress": { actions: [assign({ hashed: ({ event }) => event.hashed }), { type: "report", params: { phase: ItemPhase.hashing } }] } },
    },
    registering: {
      entry: { type: "report", params: { phase: ItemPhase.registering } },
      invoke: {
        src: "register",
        input: ({ context }) => context,
        onDone: [
          {
            guard: { type: "existed", params: ({ event }) => event.output },
            target: "success",
            actions: assign({ registration: ({ event }) => event.output, loaded: ({ context }) => context.file.size }),
          },
          { target: "uploading", actions: assign({ registration: ({ event }) => event.output }) },
        ],
        onError: { target: "failed", actions: assign({ failure: { code: "upload.register-failed", silent: false } }) },
      },
    },
    uploading: {
      entry: { type: "report", params: { phase: ItemPhase.uploading } },
      invoke: {
        src: "transfer",
        input: ({ context, self }) => ({ context, onProgress: (loaded: number) => self.send({ type: "transfer.progress", loaded }) }),
        onDone: { target: "confirming", actions: assign({ loaded: ({ context }) => context.file.size }) },
        onError: [
          { guard: "canResume", target: "uploading", reenter: true, actions: assign({ resumes: ({ context }) => context.resumes + 1 }) },
          {
            target: "failed",
            actions: assign({ failure: ({ context }) => ({ code: "upload.failed" as const, silent: uploadFailureHandling(context.strategy) === "silent" }) }),
          },
        ],
      },
      on: { "transfer.progress": { actions: [assign({ loaded: ({ event }) => event.loaded }), { type: "report", params: { phase: ItemPhase.uploading } }] } },
    },
    confirming: {
      entry: { type: "report", params: { phase: ItemPhase.confirming } },
      invoke: {
        src: "confirm",
        input: ({ context }) => context,
        onDone: "success",
        onError: { target: "failed", actions: assign({ failure: { code: "upload.failed", silent: false } }) },
      },
    },
    success: { type: "final", entry: { type: "report", params: { phase: ItemPhase.done } }, on: { "item.cancel": {} } },
    failed: {
      type: "final",
      entry: sendParent(
        ({ context }): ItemReport => ({ type: "item.failed", id: context.id, failure: context.failure ?? { code: "upload.failed", silent: false } }),
      ),
      on: { "item.cancel": {} },
    },
    canceled: {
      invoke: { src: "discard", input: ({ context }) => context, onDone: "gone", onError: "gone" },
      on: { "item.cancel": {} },
    },
    gone: { type: "final", entry: sendParent(({ context }): ItemReport => ({ type: "item.canceled", id: context.id })) },
  },
});
