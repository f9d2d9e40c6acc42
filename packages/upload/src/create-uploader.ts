import { messageOf, overallProgress, type RetryPolicy, type UploadRules, uploadButtonSignal, validateUploadCount, validateUploadFile } from "@cidp/domain";
import { type Actor, createActor } from "xstate";
import { type CheckpointStore, createMemoryCheckpointStore, fileKeyOf } from "./checkpoint.store.ts";
import { createCredentialSource } from "./credential-source.ts";
import { discardTransfer, forgetTransfer, transferFile } from "./direct-upload.ts";
import type { FileHasher } from "./md5-hasher.ts";
import { buildRegisterPayload } from "./register-payload.ts";
import { S3Transport, type S3TransportOptions } from "./s3-transport.ts";
import { planParts, type StorageProfile, StorageProfiles } from "./storage-profile.ts";
import type { Registration, UploadApi } from "./upload-api.ts";
import type { ItemServices, ItemView } from "./upload-item.machine.ts";
import { type FailedItem, uploadQueueMachine } from "./upload-queue.machine.ts";
import { UploadStrategy } from "./upload-strategy.ts";
import { createWorkerHasher } from "./worker-hasher.ts";

/** Reads of a part's MD5 when the hashing pass left none (a resume saved without them): parts are small. */
const PART_HASH_CHUNK_SIZE = 1024 * 1024;

/** Where files go when the register answer does not name an endpoint. */
export interface StorageSettings {
  endpoint: string;
  region: string;
  profile?: StorageProfile;
}

/** A message for the host to show (toast, message bar), already in zh-CN. */
export interface UploaderMessage {
  level: "error" | "warning";
  code: string;
  text: string;
}

/** Settings of an uploader. */
export interface UploaderOptions {
  api: UploadApi;
  storage: StorageSettings;
  /** Spec §5 widget rules: accept list, size cap in MB, count limit, size unit. */
  rules?: UploadRules;
  /** Defaults to a Web Worker hasher (inline where there are no workers). */
  hasher?: FileHasher;
  /** Defaults to memory; pass `createIndexedDbCheckpointStore()` to resume after reloads. */
  checkpoints?: CheckpointStore;
  retry?: RetryPolicy;
  /** Items hashing or uploading at once. */
  maxConcurrent?: number;
  /** Overall progress as the plain mean of items (spec) or weighted by bytes. */
  progressWeighting?: "mean" | "bytes";
  onMessage?: (message: UploaderMessage) => void;
  onSuccess?: (item: ItemView) => void;
  /** Transport hooks (fetch, random, onRetry) for tests and instrumentation. */
  transport?: Omit<S3TransportOptions, "retry">;
}

/** The uploader's state, for rendering. */
export interface UploaderSnapshot {
  items: readonly ItemView[];
  failures: readonly FailedItem[];
  /** 0 to 100. */
  progress: number;
  /** The spec's global button signal: 'loading' while any item is ready, else 'done'. */
  signal: "loading" | "done";
}

/** The outcome of `add`: which files became items and which were refused, with the spec's messages. */
export interface AddResult {
  added: string[];
  rejected: { name: string; message: string }[];
}

/** A running uploader. */
export interface Uploader {
  add(files: Iterable<File> | ArrayLike<File>): AddResult;
  cancel(id: string): void;
  /** Starts a failed item again (as a new item id, which it answers). */
  retry(id: string): string | null;
  /** Removes a finished item or a failure from the lists. */
  remove(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): UploaderSnapshot;
  /** Stops every item (without aborting their storage uploads, so they can resume later). */
  destroy(): void;
}

let counter = 0;
const nextId = () => `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Computes the snapshot's derived fields from the items. */
export function summarize(items: readonly ItemView[], weighting: "mean" | "bytes"): Pick<UploaderSnapshot, "progress" | "signal"> {
  // The spec's mean and button signal are the domain's rules; weighting by bytes is the engine's option.
  let progress = overallProgress(items);
  if (weighting === "bytes" && items.length > 0) {
    const total = items.reduce((sum, i) => sum + i.size, 0);
    progress = total > 0 ? items.reduce((sum, i) => sum + i.progress * i.size, 0) / total : 0;
  }
  return { progress: Math.round(progress * 100) / 100, signal: uploadButtonSignal(items) };
}

/** Binds the item effects to the API, hasher, checkpoints and S3 transport. */
function bindServices(options: UploaderOptions, hasher: FileHasher, checkpoints: CheckpointStore): ItemServices {
  const profile = options.storage.profile ?? StorageProfiles.s3;
  const transportFor = (file: File, md5: string, registration: Registration) =>
    new S3Transport(
      {
        endpoint: registration.endpoint || options.storage.endpoint,
        region: registration.region || options.storage.region,
        bucket: registration.bucketName,
        key: registration.uri,
        virtualHosted: registration.addressing === "virtual-hosted",
      },
      // Registering again answers fresh credentials for the same resource.
      createCredentialSource(registration.credentials, async () => (await options.api.register(buildRegisterPayload(file, md5))).credentials),
      { ...options.transport, ...(options.retry ? { retry: options.retry } : {}) },
    );
  return {
    async hash(file, strategy, onProgress, signal) {
      const fileKey = fileKeyOf(file);
      const saved = await checkpoints.getHash(fileKey).catch(() => undefined);
      const digest = await hasher(file, {
        resume: saved,
        // The parts' digests come from the same read of the file as its MD5.
        partSize: strategy === UploadStrategy.single ? undefined : planParts(file.size, strategy, profile).partSize,
        onProgress,
        onCheckpoint: (resume) => void checkpoints.putHash({ fileKey, ...resume, updatedAt: Date.now() }).catch(() => undefined),
        signal,
      });
      await checkpoints.deleteHash(fileKey).catch(() => undefined);
      return digest;
    },
    register: (file, md5, signal) => options.api.register(buildRegisterPayload(file, md5), signal),
    async transfer({ file, md5, partMd5s, registration, strategy, onProgress, signal }) {
      await transferFile({
        file,
        md5,
        partMd5s,
        strategy,
        transport: transportFor(file, md5, registration),
        profile,
        checkpoints,
        onProgress,
        signal,
        hashPart: async (part) => (await hasher(part, { signal, chunkSize: PART_HASH_CHUNK_SIZE })).md5,
      });
    },
    async confirm(registration, signal, file) {
      try {
        await options.api.confirm(registration.resourceId, signal);
      } catch (error) {
        // A refused callback means the stored object is not this file: the next try starts over.
        if (file && !signal.aborted) await forgetTransfer(checkpoints, file.md5, file.size);
        throw error;
      }
      // Confirmed: the transfer's checkpoint (kept through completion for a reload) is done with.
      if (file) await forgetTransfer(checkpoints, file.md5, file.size);
    },
    async discard({ file, md5, registration }) {
      await checkpoints.deleteHash(fileKeyOf(file)).catch(() => undefined);
      if (md5 && registration && !registration.existed) await discardTransfer(transportFor(file, md5, registration), checkpoints, md5, file.size);
    },
  };
}

/**
 * Creates an uploader: validate (spec §5) → MD5 → register → direct upload → confirm, per file,
 * with the spec's outcomes and messages. Framework-free: render from `getSnapshot()` and
 * re-render on `subscribe()`.
 */
export function createUploader(options: UploaderOptions): Uploader {
  const checkpoints = options.checkpoints ?? createMemoryCheckpointStore();
  const hasher = options.hasher ?? createWorkerHasher();
  const weighting = options.progressWeighting ?? "mean";
  const actor: Actor<typeof uploadQueueMachine> = createActor(uploadQueueMachine, {
    input: { services: bindServices(options, hasher, checkpoints), ...(options.maxConcurrent ? { maxConcurrent: options.maxConcurrent } : {}) },
  });
  const listeners = new Set<() => void>();
  let snapshot: UploaderSnapshot = { items: [], failures: [], progress: 0, signal: "done" };
  actor.subscribe((state) => {
    const { items, failures } = state.context;
    if (items === snapshot.items && failures === snapshot.failures) return;
    snapshot = { items, failures, ...summarize(items, weighting) };
    for (const listener of listeners) listener();
  });
  actor.on("item.failed", ({ name, failure }) => {
    if (failure.silent) return;
    options.onMessage?.({ level: "error", code: failure.code, text: messageOf({ code: failure.code, params: { file: name } }) });
  });
  actor.on("item.succeeded", ({ view }) => options.onSuccess?.(view));
  actor.start();

  const reject = (code: string, text: string) => options.onMessage?.({ level: "warning", code, text });

  return {
    add(input) {
      const files = Array.from(input as ArrayLike<File>);
      const result: AddResult = { added: [], rejected: [] };
      const count = validateUploadCount(snapshot.items.length, files.length, options.rules?.limit);
      if (!count.ok) {
        const text = messageOf(count);
        reject(count.code, text);
        result.rejected = files.map((f) => ({ name: f.name, message: text }));
        return result;
      }
      const accepted: { id: string; file: File }[] = [];
      for (const file of files) {
        const checked = validateUploadFile(file, options.rules);
        if (!checked.ok) {
          const text = messageOf(checked);
          reject(checked.code, text);
          result.rejected.push({ name: file.name, message: text });
          continue;
        }
        accepted.push({ id: nextId(), file });
      }
      if (accepted.length > 0) actor.send({ type: "files.add", files: accepted });
      result.added = accepted.map((a) => a.id);
      return result;
    },
    cancel: (id) => actor.send({ type: "item.cancel", id }),
    retry(id) {
      if (!snapshot.failures.some((f) => f.id === id)) return null;
      const newId = nextId();
      actor.send({ type: "item.retry", id, newId });
      return newId;
    },
    remove: (id) => actor.send({ type: "item.remove", id }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    destroy: () => actor.stop(),
  };
}
