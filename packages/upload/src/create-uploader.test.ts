import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createUploader, summarize, type UploaderMessage } from "./create-uploader.ts";
import { hashBlob } from "./md5-hasher.ts";
import type { UploadApi } from "./upload-api.ts";
import type { ItemView } from "./upload-item.machine.ts";

const MIB = 1024 * 1024;
const sized = (name: string, size: number) => Object.defineProperty(new File(["x"], name), "size", { value: size });
const existedApi = (): UploadApi => ({
  register: vi.fn(async () => ({
    existed: true,
    resourceId: "9",
    resourceName: "a",
    fileMd5: "m",
    uri: "k",
    bucketName: "b",
    credentials: { accessKeyId: "", secretAccessKey: "", sessionToken: "", expiresAt: null },
  })),
  confirm: vi.fn(async () => undefined),
});

function make(rules?: Parameters<typeof createUploader>[0]["rules"]) {
  const messages: UploaderMessage[] = [];
  const storageFetch = vi.fn(async () => new Response(null));
  const api = existedApi();
  const uploader = createUploader({
    api,
    storage: { endpoint: "http://store.test", region: "r" },
    rules,
    hasher: hashBlob,
    onMessage: (m) => messages.push(m),
    transport: { fetch: storageFetch as unknown as typeof fetch },
  });
  return { uploader, messages, storageFetch, api };
}

describe("validation on add (spec §5)", () => {
  it.each([
    ["an extension outside the accept list", [sized("病毒.exe", 10)], undefined, "病毒.exe 文件不符合上传条件"],
    ["a zero-size file", [sized("a.pdf", 0)], undefined, "文件过小，请检查后重新上传"],
    ["a file of 4 GB", [sized("a.zip", 4 * 1024 * MIB)], { maxSizeMb: 10_000 }, "文件过大，请上传4G以下文件"],
    ["a file over the 10 MB cap", [sized("a.pdf", 10 * MIB + 1)], undefined, "文件过大，请上传10M以下文件"],
    ["a file over the 1 MB cap", [sized("a.jpg", MIB + 1)], { maxSizeMb: 1 }, "文件过大，请上传1M以下文件"],
    ["a file over the 500 MB cap", [sized("a.mp4", 500 * MIB + 1)], { maxSizeMb: 500 }, "文件过大，请上传500M以下文件"],
    ["a second file in a single-file widget", [sized("a.pdf", 1), sized("b.pdf", 1)], { limit: 1 }, "最多上传1个文件"],
    ["a 100th file under fileLimit 99", Array.from({ length: 100 }, (_, i) => sized(`${i}.pdf`, 1)), { limit: 99 }, "最多上传99个文件"],
    ["a 501st file under the default limit", Array.from({ length: 501 }, (_, i) => sized(`${i}.pdf`, 1)), undefined, "最多上传500个文件"],
  ])("refuses %s with the spec's message", (_, files, rules, text) => {
    const { uploader, messages } = make(rules);
    const result = uploader.add(files);
    expect(result.added).toEqual([]);
    expect(result.rejected[0]?.message).toBe(text);
    expect(messages[0]).toMatchObject({ level: "warning", text });
    expect(uploader.getSnapshot().items).toEqual([]);
  });

  it("accepts the good files of a mixed pick and refuses the rest", () => {
    const { uploader } = make();
    const result = uploader.add([sized("a.pdf", 5), sized("b.exe", 5), sized("c.DOCX", 5)]);
    expect(result.added).toHaveLength(2);
    expect(result.rejected.map((r) => r.name)).toEqual(["b.exe"]);
    expect(uploader.getSnapshot().signal).toBe("loading");
  });
});

describe("an existed file", () => {
  it("reaches success at 100 % with one platform request and no storage request", async () => {
    const { uploader, storageFetch, api } = make();
    uploader.add([new File(["hello"], "a.pdf")]);
    await vi.waitFor(() => expect(uploader.getSnapshot().signal).toBe("done"));
    expect(uploader.getSnapshot()).toMatchObject({ progress: 100, items: [{ status: "success", progress: 100 }] });
    expect(api.register).toHaveBeenCalledTimes(1);
    expect(api.register).toHaveBeenCalledWith(
      { fileName: "a.pdf", extName: "pdf", fileSize: 5, hashcode: "5d41402abc4b2a76b9719d911017c592" },
      expect.anything(),
    );
    expect(api.confirm).not.toHaveBeenCalled();
    expect(storageFetch).not.toHaveBeenCalled();
  });
});

describe("registration failure", () => {
  it("shows '{file}上传失败, 请重试' and removes the item", async () => {
    const messages: UploaderMessage[] = [];
    const api: UploadApi = { register: async () => Promise.reject(new Error("500")), confirm: async () => undefined };
    const uploader = createUploader({ api, storage: { endpoint: "http://s", region: "r" }, hasher: hashBlob, onMessage: (m) => messages.push(m) });
    uploader.add([new File(["x"], "合同.pdf")]);
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toEqual({ level: "error", code: "upload.register-failed", text: "合同.pdf上传失败, 请重试" });
    expect(uploader.getSnapshot().items).toEqual([]);
    expect(uploader.getSnapshot().failures).toHaveLength(1);
  });
});

const view = (progress: number, size: number, status: "ready" | "success" = progress === 100 ? "success" : "ready") => ({ progress, size, status }) as ItemView;

describe("summarize", () => {
  it("is the mean of item progress, and 'loading' while any item is ready", () => {
    expect(summarize([view(100, 1), view(50, 1000)], "mean")).toEqual({ progress: 75, signal: "loading" });
    expect(summarize([view(100, 1), view(100, 3)], "mean")).toEqual({ progress: 100, signal: "done" });
    expect(summarize([], "mean")).toEqual({ progress: 0, signal: "done" });
  });

  it("weights by bytes when asked", () => {
    expect(summarize([view(100, 1), view(0, 3)], "bytes").progress).toBe(25);
  });

  it("stays within 0 to 100 and is 'done' exactly when no item is ready", () => {
    const item = fc.record({ progress: fc.integer({ min: 0, max: 100 }), size: fc.integer({ min: 0, max: 10 ** 9 }) }).map((i) => view(i.progress, i.size));
    fc.assert(
      fc.property(fc.array(item), fc.constantFrom("mean" as const, "bytes" as const), (items, weighting) => {
        const { progress, signal } = summarize(items, weighting);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
        expect(signal === "done").toBe(items.every((i) => i.status === "success"));
      }),
    );
  });
});
