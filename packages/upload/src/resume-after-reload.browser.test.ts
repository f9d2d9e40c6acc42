// Resume after a reload, at every point of a multipart upload, in Chromium with real IndexedDB
// checkpoints, against an in-memory S3 endpoint
// (test-support/memory-s3-endpoint.ts). A "reload" discards the uploader at a point reached
// through hooks (a request held before it is sent, a request whose answer is held after the store
// handled it, a checkpoint write held before it is written, the callback held) and starts a fresh
// uploader over the same IndexedDB database. No sleeps: every point is a deferred promise.
import { describe, expect, inject, it, vi } from "vitest";
import { type CheckpointStore, createIndexedDbCheckpointStore, type UploadCheckpoint } from "./checkpoint.store.ts";
import { createUploader, type Uploader } from "./create-uploader.ts";
import { hashBlob } from "./md5-hasher.ts";
import { customProfile, planParts } from "./storage-profile.ts";
import type { Registration, UploadApi } from "./upload-api.ts";
import { UploadStrategy } from "./upload-strategy.ts";

const MIB = 1024 * 1024;
const endpoint = inject("memoryS3Endpoint");
// 11 MiB goes as multipart (one part at a time); 3 MiB parts make 4 parts.
const PROFILE = customProfile(3 * MIB, "test");
const SIZE = 11 * MIB + 4321;
const PART_COUNT = planParts(SIZE, UploadStrategy.multipart, PROFILE).partCount;

type StoreCall = "create" | "part" | "list" | "complete";
/** Where the page goes away. */
type ReloadPoint =
  | { at: "request-held"; call: StoreCall; part?: number }
  | { at: "answer-held"; call: StoreCall; part?: number }
  | { at: "checkpoint-held"; stage: NonNullable<UploadCheckpoint["stage"]>; parts: number }
  | { at: "callback-held" };

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Waits for the abort of a held call (the discarded page's), then fails as fetch does. */
const heldUntilAborted = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

function callOf(url: URL, method: string): { call: StoreCall; part?: number } | null {
  if (method === "POST" && url.searchParams.has("uploads")) return { call: "create" };
  if (method === "PUT" && url.searchParams.has("partNumber")) return { call: "part", part: Number(url.searchParams.get("partNumber")) };
  if (method === "GET" && url.searchParams.has("uploadId")) return { call: "list" };
  if (method === "POST" && url.searchParams.has("uploadId")) return { call: "complete" };
  return null;
}

/** One page's view of storage: what it sent, what the store answered 200 to, and the held point. */
class PageNetwork {
  /** Part numbers of PUTs the store answered 200 (whether or not the page saw the answer). */
  readonly storedParts: number[] = [];
  readonly calls: StoreCall[] = [];
  readonly reached = deferred();
  constructor(private readonly point: ReloadPoint | null) {}

  matches(at: ReloadPoint["at"], call: { call: StoreCall; part?: number }): boolean {
    const p = this.point;
    return p !== null && p.at === at && "call" in p && p.call === call.call && (p.part === undefined || p.part === call.part);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const call = callOf(url, init?.method ?? "GET");
    if (call && this.matches("request-held", call)) {
      this.reached.resolve();
      return heldUntilAborted(init?.signal);
    }
    if (call) this.calls.push(call.call);
    // A held answer: the store handles the call in full even though the page goes away.
    const held = call !== null && this.matches("answer-held", call);
    const response = await fetch(input, { ...init, signal: held ? null : (init?.signal ?? null) });
    const body = await response.arrayBuffer();
    if (call?.call === "part" && response.status === 200) this.storedParts.push(call.part ?? 0);
    if (held) {
      this.reached.resolve();
      return heldUntilAborted(init?.signal);
    }
    return new Response(body, { status: response.status, headers: response.headers });
  };

  /** The checkpoint store, with its write held at a checkpoint point. */
  checkpoints(store: CheckpointStore): CheckpointStore {
    const p = this.point;
    if (p?.at !== "checkpoint-held") return store;
    return {
      ...store,
      putUpload: (c) => {
        if ((c.stage ?? "parts") === p.stage && c.parts.length === p.parts) {
          this.reached.resolve();
          return new Promise<void>(() => undefined);
        }
        return store.putUpload(c);
      },
    };
  }
}

/** The platform: one key per MD5 (a pending file resumes on its key with fresh credentials). */
function platform(point: ReloadPoint | null, reached: () => void): UploadApi {
  return {
    async register(payload): Promise<Registration> {
      return {
        existed: false,
        resourceId: payload.hashcode,
        resourceName: payload.fileName,
        fileMd5: payload.hashcode,
        uri: `resume/${payload.hashcode}.zip`,
        bucketName: "cidp",
        credentials: { accessKeyId: "test", secretAccessKey: "test-secret", sessionToken: crypto.randomUUID(), expiresAt: null },
        endpoint,
        region: "cn-north-1",
      };
    },
    async confirm(_resourceId, signal) {
      if (point?.at === "callback-held") {
        reached();
        await heldUntilAborted(signal);
      }
    },
  };
}

function page(database: string, point: ReloadPoint | null): { uploader: Uploader; network: PageNetwork } {
  const network = new PageNetwork(point);
  const uploader = createUploader({
    api: platform(point, () => network.reached.resolve()),
    storage: { endpoint, region: "cn-north-1", profile: PROFILE },
    rules: { maxSizeMb: 500 },
    checkpoints: network.checkpoints(createIndexedDbCheckpointStore(database)),
    // Inline hashing: 40 pages' hashing workers in one test page are not what is under test here.
    hasher: hashBlob,
    retry: { retries: 1, delayMs: 1, backoff: "exponential", maxDelayMs: 2 },
    transport: { fetch: network.fetch },
  });
  return { uploader, network };
}

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65_536) crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
  return bytes;
}

const points: ReloadPoint[] = [
  { at: "request-held", call: "create" },
  { at: "answer-held", call: "create" },
  { at: "checkpoint-held", stage: "parts", parts: 0 },
  ...Array.from({ length: PART_COUNT }, (_, i) => i + 1).flatMap((n): ReloadPoint[] => [
    // Before the part is sent (for part 1: before the first part; else between parts).
    { at: "request-held", call: "part", part: n },
    // Mid-part: stored, but its answer never reached the page.
    { at: "answer-held", call: "part", part: n },
    // Answered, while the checkpoint naming it is being written.
    { at: "checkpoint-held", stage: "parts", parts: n },
  ]),
  // During completion: before Complete is recorded, before it is sent, before its answer, before its answer is recorded.
  { at: "checkpoint-held", stage: "completing", parts: PART_COUNT },
  { at: "request-held", call: "complete" },
  { at: "answer-held", call: "complete" },
  { at: "checkpoint-held", stage: "completed", parts: PART_COUNT },
  // Assembled, before the platform's callback.
  { at: "callback-held" },
];

const label = (p: ReloadPoint) =>
  p.at === "checkpoint-held" ? `${p.at} ${p.stage} ${p.parts}` : p.at === "callback-held" ? p.at : `${p.at} ${p.call}${p.part ? ` ${p.part}` : ""}`;

describe(`reload and resume of a ${PART_COUNT}-part upload`, () => {
  it.each(points.map((p) => [label(p), p] as const))("reloads at %s and resumes without re-sending a stored part", async (_, point) => {
    const bytes = randomBytes(SIZE);
    const database = `resume-${crypto.randomUUID()}`;

    const first = page(database, point);
    first.uploader.add([new File([bytes], "续传.zip")]);
    await first.network.reached.promise;
    const storedAtReload = new Set(first.network.storedParts);
    // The page goes away: every actor stops and its requests are aborted.
    first.uploader.destroy();

    const second = page(database, null);
    second.uploader.add([new File([bytes], "续传.zip")]);
    await vi.waitFor(() => expect(second.uploader.getSnapshot().items.map((i) => i.status)).toEqual(["success"]), { timeout: 20_000, interval: 20 });

    // No part the store already held is sent again, and every part was stored exactly once.
    expect(second.network.storedParts.filter((n) => storedAtReload.has(n))).toEqual([]);
    const puts = [...first.network.storedParts, ...second.network.storedParts].sort((a, b) => a - b);
    expect(puts).toEqual(Array.from({ length: PART_COUNT }, (_, i) => i + 1));
    // A saved upload id is resumed, never replaced.
    const idSaved = !(point.at === "answer-held" && point.call === "create") && !(point.at === "checkpoint-held" && point.parts === 0);
    if (first.network.calls.includes("create") && idSaved) expect(second.network.calls).not.toContain("create");

    // The object is the file, byte for byte.
    const uri = second.uploader.getSnapshot().items[0]?.uri ?? "";
    const stored = new Uint8Array(await (await fetch(`${endpoint}/cidp/${uri}`)).arrayBuffer());
    expect(stored.length).toBe(SIZE);
    expect(stored.every((b, i) => b === bytes[i])).toBe(true);
    // Confirmed: the checkpoint is gone.
    expect(await createIndexedDbCheckpointStore(database).getUpload(second.uploader.getSnapshot().items[0]?.md5 ?? "", SIZE)).toBeUndefined();
    second.uploader.destroy();
  });
});
