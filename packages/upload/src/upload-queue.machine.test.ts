import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import type { Registration } from "./upload-api.ts";
import type { ItemServices } from "./upload-item.machine.ts";
import { type QueueEmitted, uploadQueueMachine } from "./upload-queue.machine.ts";

const MIB = 1024 * 1024;
const registration = (existed = false): Registration => ({
  existed,
  resourceId: "r1",
  resourceName: "x",
  fileMd5: "m",
  uri: "k",
  bucketName: "b",
  credentials: { accessKeyId: "a", secretAccessKey: "s", sessionToken: "t", expiresAt: null },
});
// A File whose size is claimed, so size thresholds are tested without allocating 100 MB.
const fileOf = (name: string, size: number) => Object.defineProperty(new File(["x"], name), "size", { value: size });

function services(overrides: Partial<ItemServices> = {}): ItemServices {
  return {
    hash: async () => ({ md5: "md5", partMd5s: [] }),
    register: async () => registration(),
    transfer: async ({ file, onProgress }) => onProgress(file.size),
    confirm: async () => undefined,
    discard: async () => undefined,
    ...overrides,
  };
}

function start(s: ItemServices, maxConcurrent = 3) {
  const actor = createActor(uploadQueueMachine, { input: { services: s, maxConcurrent } });
  const emitted: QueueEmitted[] = [];
  actor.on("*", (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

const settled = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (s) => s.context.items.every((i) => i.status === "success"));

describe("upload queue", () => {
  it("takes an item through ready to success at 100 %", async () => {
    const { actor, emitted } = start(services());
    actor.send({ type: "files.add", files: [{ id: "a", file: fileOf("a.pdf", 10) }] });
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ status: "ready" });
    await settled(actor);
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ id: "a", status: "success", progress: 100, phase: "done" });
    expect(emitted.map((e) => e.type)).toEqual(["item.succeeded"]);
  });

  it("sends an existed file straight to success without transfer or confirm", async () => {
    const transfer = vi.fn();
    const confirm = vi.fn();
    const { actor } = start(services({ register: async () => registration(true), transfer, confirm }));
    actor.send({ type: "files.add", files: [{ id: "a", file: fileOf("a.pdf", 10) }] });
    await settled(actor);
    expect(actor.getSnapshot().context.items[0]).toMatchObject({ status: "success", progress: 100, existed: true });
    expect(transfer).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it.each([
    ["a read failure", { hash: async () => Promise.reject(new Error("x")) }, 5, { code: "upload.read-failed", silent: false }],
    ["a registration failure", { register: async () => Promise.reject(new Error("x")) }, 5, { code: "upload.register-failed", silent: false }],
    ["a small-file transfer failure", { transfer: async () => Promise.reject(new Error("x")) }, 5, { code: "upload.failed", silent: false }],
    ["a large-file transfer failure", { transfer: async () => Promise.reject(new Error("x")) }, 200 * MIB, { code: "upload.failed", silent: true }],
    ["a confirm failure", { confirm: async () => Promise.reject(new Error("x")) }, 5, { code: "upload.failed", silent: false }],
  ] as const)("removes the item after %s and reports it", async (_, override, size, failure) => {
    const { actor, emitted } = start(services(override as Partial<ItemServices>));
    actor.send({ type: "files.add", files: [{ id: "a", file: fileOf("图纸.pdf", size) }] });
    await waitFor(actor, (s) => s.context.failures.length === 1);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(emitted).toEqual([{ type: "item.failed", id: "a", name: "图纸.pdf", failure }]);
  });

  it("resumes a middle-size transfer that failed, before giving up", async () => {
    let calls = 0;
    const transfer = vi.fn(async ({ file, onProgress }: Parameters<ItemServices["transfer"]>[0]) => {
      calls += 1;
      if (calls < 3) throw new Error("connection reset");
      onProgress(file.size);
    });
    const { actor } = start(services({ transfer }));
    actor.send({ type: "files.add", files: [{ id: "a", file: fileOf("a.zip", 50 * MIB) }] });
    await settled(actor);
    expect(transfer).toHaveBeenCalledTimes(3);
  });

  it("does not resume a small or large transfer", async () => {
    for (const size of [5, 200 * MIB]) {
      const transfer = vi.fn(async () => Promise.reject(new Error("x")));
      const { actor } = start(services({ transfer }));
      actor.send({ type: "files.add", files: [{ id: "a", file: fileOf("a.zip", size) }] });
      await waitFor(actor, (s) => s.context.failures.length === 1);
      expect(transfer).toHaveBeenCalledTimes(1);
    }
  });

  it("runs at most maxConcurrent items and starts the next when one finishes", async () => {
    const gates: (() => void)[] = [];
    const transfer = vi.fn(
      ({ file, onProgress }: Parameters<ItemServices["transfer"]>[0]) =>
        new Promise<void>((resolve) =>
          gates.push(() => {
            onProgress(file.size);
            resolve();
          }),
        ),
    );
    const { actor } = start(services({ transfer }), 2);
    actor.send({ type: "files.add", files: ["a", "b", "c"].map((id) => ({ id, file: fileOf(`${id}.pdf`, 5) })) });
    await vi.waitFor(() => expect(transfer).toHaveBeenCalledTimes(2));
    expect(actor.getSnapshot().context.items.map((i) => i.phase)).toEqual(["uploading", "uploading", "queued"]);
    gates.shift()?.();
    await vi.waitFor(() => expect(transfer).toHaveBeenCalledTimes(3));
  });

  it("cancels an item: it leaves the list at once and its upload is discarded", async () => {
    const discard = vi.fn(async () => undefined);
    const { actor } = start(services({ transfer: () => new Promise(() => undefined), discard }));
    actor.send({ type: "files.add", files: [{ id: "a", file: fileOf("a.zip", 50 * MIB) }] });
    await waitFor(actor, (s) => s.context.items[0]?.phase === "uploading");
    actor.send({ type: "item.cancel", id: "a" });
    expect(actor.getSnapshot().context.items).toEqual([]);
    await vi.waitFor(() => expect(discard).toHaveBeenCalledWith(expect.objectContaining({ md5: "md5" })));
  });

  it("retries a failed item as a new item", async () => {
    let fail = true;
    const { actor } = start(services({ register: async () => (fail ? Promise.reject(new Error("x")) : registration()) }));
    actor.send({ type: "files.add", files: [{ id: "a", file: fileOf("a.pdf", 5) }] });
    await waitFor(actor, (s) => s.context.failures.length === 1);
    fail = false;
    actor.send({ type: "item.retry", id: "a", newId: "a2" });
    expect(actor.getSnapshot().context.failures).toEqual([]);
    await settled(actor);
    expect(actor.getSnapshot().context.items.map((i) => [i.id, i.status])).toEqual([["a2", "success"]]);
  });

  it("ignores a retry of an item that did not fail", () => {
    const { actor } = start(services());
    const before = actor.getSnapshot().context;
    actor.send({ type: "item.retry", id: "nope", newId: "x" });
    expect(actor.getSnapshot().context).toBe(before);
  });
});
