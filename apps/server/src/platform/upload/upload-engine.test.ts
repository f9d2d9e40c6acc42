import { createHash, randomBytes } from "node:crypto";
import {
  createFetchUploadApi,
  createMemoryCheckpointStore,
  createUploader,
  customProfile,
  type FileHasher,
  type Uploader,
  type UploaderMessage,
} from "@cidp/upload";
import { hashBlob, planParts } from "@cidp/upload/internal";
import { AwsClient } from "aws4fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startUploadHarness, type UploadHarness } from "../../testing/upload-harness.ts";
import { seededRandom } from "../object-store/fault-plan.ts";

const MIB = 1024 * 1024;
let h: UploadHarness;
beforeAll(async () => {
  h = await startUploadHarness({ minPartSize: MIB });
});
afterAll(() => h.close());
beforeEach(() => {
  for (const key of Object.keys(h.store.faults)) delete h.store.faults[key as keyof typeof h.store.faults];
  h.store.requests.length = 0;
});

function makeUploader(
  options: { checkpoints?: ReturnType<typeof createMemoryCheckpointStore>; apiCalls?: string[]; messages?: UploaderMessage[]; hasher?: FileHasher } = {},
): Uploader {
  const api = createFetchUploadApi({
    baseUrl: h.baseURL,
    getHeaders: () => ({ authorization: `Bearer ${h.token}`, "x-company-id": String(h.businessId) }),
    fetch: (input, init) => {
      options.apiCalls?.push(String(input));
      return fetch(input, init);
    },
  });
  return createUploader({
    api,
    storage: { endpoint: h.storage.endpoint, region: h.storage.region, profile: customProfile(MIB, "embedded") },
    rules: { maxSizeMb: 500 },
    hasher: options.hasher ?? hashBlob,
    retry: { retries: 7, delayMs: 5, backoff: "exponential", maxDelayMs: 40 },
    transport: { random: seededRandom(7) },
    ...(options.checkpoints ? { checkpoints: options.checkpoints } : {}),
    ...(options.messages ? { onMessage: (m: UploaderMessage) => options.messages?.push(m) } : {}),
  });
}

function fileOf(name: string, size: number) {
  const data = randomBytes(size);
  return { file: new File([data], name), md5: createHash("md5").update(data).digest("hex"), data };
}

async function stored(key: string): Promise<Buffer> {
  const root = new AwsClient({ accessKeyId: h.storage.accessKeyId, secretAccessKey: h.storage.secretAccessKey, service: "s3", region: h.storage.region });
  return Buffer.from(await (await root.fetch(`${h.storage.endpoint}/cidp/${key}`)).arrayBuffer());
}

const finished = (uploader: Uploader, count: number) =>
  vi.waitFor(
    () => {
      const s = uploader.getSnapshot();
      expect(s.items.filter((i) => i.status === "success")).toHaveLength(count);
      expect(s.signal).toBe("done");
    },
    { timeout: 110_000, interval: 50 },
  );

describe("uploads against the embedded store", () => {
  it("sends a small file with one PUT and a middle-size one in parts, byte-exact, then confirms them", async () => {
    const small = fileOf("小文件.pdf", 300_000);
    const large = fileOf("中文件.zip", 12 * MIB);
    const uploader = makeUploader();
    uploader.add([small.file, large.file]);
    await finished(uploader, 2);
    const items = uploader.getSnapshot().items;
    expect(items.map((i) => [i.strategy, i.progress])).toEqual([
      ["single", 100],
      ["multipart", 100],
    ]);
    expect(uploader.getSnapshot().progress).toBe(100);
    // Each callback proved the file's MD5 before the upload counted: the single PUT by its ETag
    // (the MD5 the store computed), the multipart object by the server reading it once.
    await vi.waitFor(() => expect(h.store.requests.filter((r) => r.operation === "GetObject").map((r) => r.key)).toEqual([items[1]?.uri]));
    for (const [item, source] of [
      [items[0], small],
      [items[1], large],
    ] as const) {
      expect(
        createHash("md5")
          .update(await stored(item?.uri ?? ""))
          .digest("hex"),
      ).toBe(source.md5);
    }
    const ops = h.store.requests.map((r) => r.operation);
    expect(ops.filter((o) => o === "PutObject")).toHaveLength(1);
    expect(ops.filter((o) => o === "UploadPart")).toHaveLength(12);
    uploader.destroy();
  }, 120_000);

  it("reads a multipart file once: the hashing pass digests its parts, and sending hashes nothing again", async () => {
    const large = fileOf("一次读完.zip", 12 * MIB + 5);
    const calls: { size: number; partSize: number | undefined }[] = [];
    const countingHasher: FileHasher = (file, options) => {
      calls.push({ size: file.size, partSize: options.partSize });
      return hashBlob(file, options);
    };
    const uploader = makeUploader({ hasher: countingHasher });
    uploader.add([large.file]);
    await finished(uploader, 1);
    const [item] = uploader.getSnapshot().items;
    // The store checks every part's Content-MD5, so a wrong digest from the pass would fail the upload.
    expect((await stored(item?.uri ?? "")).equals(large.data)).toBe(true);
    const plan = planParts(large.file.size, "multipart", customProfile(MIB, "embedded"));
    // The one other digest is the final ETag check's, over the parts' 16-byte MD5s.
    expect(calls).toEqual([
      { size: large.file.size, partSize: plan.partSize },
      { size: 16 * plan.partCount, partSize: undefined },
    ]);
  });

  it("completes every upload byte-exact with 10 % of parts failing at random and one expired token", async () => {
    h.store.faults.random = seededRandom(42);
    h.store.faults.partFailureRate = 0.1;
    h.store.faults.expireTokens = 1;
    const files = [fileOf("a.zip", 12 * MIB + 17), fileOf("c.mp4", 101 * MIB + 3)];
    const uploader = makeUploader();
    uploader.add(files.map((f) => f.file));
    await finished(uploader, 2);
    expect(uploader.getSnapshot().items.map((i) => i.strategy)).toEqual(["multipart", "parallel"]);
    const failedAttempts = h.store.requests.filter((r) => r.operation === "UploadPart" && r.status === 503).length;
    expect(failedAttempts).toBeGreaterThan(5);
    expect(h.store.requests.some((r) => r.status === 400)).toBe(true);
    for (const [i, item] of uploader.getSnapshot().items.entries()) {
      expect(
        createHash("md5")
          .update(await stored(item.uri ?? ""))
          .digest("hex"),
      ).toBe(files[i]?.md5);
    }
    uploader.destroy();
  }, 120_000);

  it("sends nothing to storage for a file the server already holds: one request in total", async () => {
    const file = fileOf("重复.pdf", 50_000);
    const first = makeUploader();
    first.add([file.file]);
    await finished(first, 1);
    h.store.requests.length = 0;
    const apiCalls: string[] = [];
    const second = makeUploader({ apiCalls });
    second.add([new File([file.data], "重复副本.pdf")]);
    await finished(second, 1);
    expect(second.getSnapshot().items[0]).toMatchObject({ existed: true, progress: 100 });
    expect(apiCalls).toHaveLength(1);
    expect(apiCalls[0]).toContain("/sts/register");
    expect(h.store.requests).toEqual([]);
  });

  it("resumes after a reload without re-sending finished parts", async () => {
    // Stands in for IndexedDB, which outlives the page (the IndexedDB store has its own tests).
    const checkpoints = createMemoryCheckpointStore();
    const source = fileOf("续传.zip", 40 * MIB);
    h.store.faults.latencyMs = 20;
    const before = makeUploader({ checkpoints });
    before.add([source.file]);
    await vi.waitFor(() => expect(h.store.requests.filter((r) => r.operation === "UploadPart" && r.status === 200).length).toBeGreaterThanOrEqual(10), {
      timeout: 30_000,
    });
    // The page goes away: every actor stops and its requests are aborted.
    before.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sentBefore = new Set(h.store.requests.filter((r) => r.operation === "UploadPart" && r.status === 200).map((r) => r.partNumber));
    h.store.requests.length = 0;
    h.store.faults.latencyMs = 0;

    const after = makeUploader({ checkpoints });
    after.add([new File([source.data], "续传.zip")]);
    await finished(after, 1);
    const ops = h.store.requests;
    expect(ops.some((r) => r.operation === "ListParts")).toBe(true);
    expect(ops.some((r) => r.operation === "CreateMultipartUpload")).toBe(false);
    const resent = ops.filter((r) => r.operation === "UploadPart" && sentBefore.has(r.partNumber));
    expect(resent).toEqual([]);
    // A part whose bytes all arrived just as the page went away may be stored late: ListParts finds it too.
    expect(ops.filter((r) => r.operation === "UploadPart").length).toBeLessThanOrEqual(40 - sentBefore.size);
    expect(
      createHash("md5")
        .update(await stored(after.getSnapshot().items[0]?.uri ?? ""))
        .digest("hex"),
    ).toBe(source.md5);
    after.destroy();
  }, 120_000);

  it("shows '上传失败, 请重试' and removes a small file whose upload storage keeps refusing", async () => {
    const messages: UploaderMessage[] = [];
    const uploader = makeUploader({ messages });
    h.store.faults.resetAtByte = 1;
    const original = h.store.faults;
    // Every PUT is cut: make the reset permanent for this test.
    const timer = setInterval(() => {
      original.resetAtByte = 1;
    }, 1);
    uploader.add([fileOf("坏.pdf", 200_000).file]);
    await vi.waitFor(() => expect(messages).toHaveLength(1), { timeout: 30_000 });
    clearInterval(timer);
    expect(messages[0]).toMatchObject({ level: "error", text: "上传失败, 请重试" });
    expect(uploader.getSnapshot().items).toEqual([]);
    uploader.destroy();
  });

  it("shows '{file}上传失败, 请重试' when the server refuses the registration with HTTP 200 and code 400 (spec §8)", async () => {
    const messages: UploaderMessage[] = [];
    const api = createFetchUploadApi({ baseUrl: h.baseURL, getHeaders: () => ({ authorization: `Bearer ${h.token}` }) });
    // The page admits .exe; the server's rules do not.
    const uploader = createUploader({
      api,
      storage: { endpoint: h.storage.endpoint, region: h.storage.region },
      rules: { accept: ["exe"], maxSizeMb: 10 },
      hasher: hashBlob,
      onMessage: (m) => messages.push(m),
    });
    uploader.add([new File([randomBytes(100)], "安装包.exe")]);
    await vi.waitFor(() => expect(messages).toHaveLength(1), { timeout: 10_000 });
    expect(messages[0]).toMatchObject({ level: "error", text: "安装包.exe上传失败, 请重试" });
    expect(h.store.requests).toEqual([]);
    uploader.destroy();
  });
});
