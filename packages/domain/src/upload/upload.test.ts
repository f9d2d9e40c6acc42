import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEND_CODE_READY, type SendCodeState, sendCodeButton, sendCodeReducer } from "./send-code-countdown.ts";
import { overallProgress, type UploadEvent, type UploadItem, uploadButtonSignal, uploadReducer } from "./upload-progress.ts";
import { hashInChunks, uploadFailureHandling, uploadMethod } from "./upload-strategy.ts";

const MB = 1024 * 1024;

describe("upload strategy", () => {
  it.each([
    [1, "single-put", "report"],
    [10 * MB, "single-put", "report"],
    [10 * MB + 1, "multipart", "resume"],
    [100 * MB, "multipart", "resume"],
    [100 * MB + 1, "parallel-multipart", "silent"],
  ] as const)("%d bytes → %s, failure %s", (size, method, failure) => {
    expect(uploadMethod(size)).toBe(method);
    expect(uploadFailureHandling(size)).toBe(failure);
  });

  it("hashes in chunks only above 1 GB", () => {
    expect(hashInChunks(1024 * MB)).toBe(false);
    expect(hashInChunks(1024 * MB + 1)).toBe(true);
  });
});

describe("uploadReducer", () => {
  const run = (events: UploadEvent[]) => events.reduce<readonly UploadItem[]>(uploadReducer, []);

  it("takes a file from ready at 0 to success at 100", () => {
    const items = run([
      { type: "file.added", uid: "a", name: "图纸.pdf" },
      { type: "file.progressed", uid: "a", percent: 40 },
    ]);
    expect(items).toEqual([{ uid: "a", name: "图纸.pdf", status: "ready", percent: 40 }]);
    expect(uploadButtonSignal(items)).toBe("loading");
    const done = uploadReducer(items, { type: "file.succeeded", uid: "a" });
    expect(done).toEqual([{ uid: "a", name: "图纸.pdf", status: "success", percent: 100 }]);
    expect(uploadButtonSignal(done)).toBe("done");
  });

  it("sends a file already on the server straight to success at 100%", () => {
    expect(
      run([
        { type: "file.added", uid: "a", name: "x" },
        { type: "file.existed", uid: "a" },
      ]),
    ).toEqual([{ uid: "a", name: "x", status: "success", percent: 100 }]);
  });

  it("removes a failed file", () => {
    const items = run([
      { type: "file.added", uid: "a", name: "x" },
      { type: "file.added", uid: "b", name: "y" },
      { type: "file.failed", uid: "a" },
    ]);
    expect(items.map((i) => i.uid)).toEqual(["b"]);
  });

  it("ignores a second add of the same file and progress after success", () => {
    const items = run([
      { type: "file.added", uid: "a", name: "x" },
      { type: "file.added", uid: "a", name: "x" },
      { type: "file.succeeded", uid: "a" },
      { type: "file.progressed", uid: "a", percent: 10 },
    ]);
    expect(items).toEqual([{ uid: "a", name: "x", status: "success", percent: 100 }]);
  });

  it("averages progress across files", () => {
    const items = run([
      { type: "file.added", uid: "a", name: "x" },
      { type: "file.added", uid: "b", name: "y" },
      { type: "file.progressed", uid: "a", percent: 50 },
      { type: "file.succeeded", uid: "b" },
    ]);
    expect(overallProgress(items)).toBe(75);
    expect(overallProgress([])).toBe(0);
    expect(uploadButtonSignal([])).toBe("done");
  });

  it("keeps every percentage in 0..100, never lowers it, and reaches 100 only on success", () => {
    const uid = fc.constantFrom("a", "b", "c");
    const event: fc.Arbitrary<UploadEvent> = fc.oneof(
      uid.map((u) => ({ type: "file.added" as const, uid: u, name: u })),
      fc.tuple(uid, fc.double({ min: -50, max: 200, noNaN: false })).map(([u, percent]) => ({ type: "file.progressed" as const, uid: u, percent })),
      uid.map((u) => ({ type: "file.existed" as const, uid: u })),
      uid.map((u) => ({ type: "file.succeeded" as const, uid: u })),
      uid.map((u) => ({ type: "file.failed" as const, uid: u })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let items: readonly UploadItem[] = [];
        for (const e of events) {
          const next = uploadReducer(items, e);
          for (const item of next) {
            expect(item.percent).toBeGreaterThanOrEqual(0);
            expect(item.percent).toBeLessThanOrEqual(100);
            expect(item.percent === 100).toBe(item.status === "success");
            const before = items.find((i) => i.uid === item.uid);
            if (before) expect(item.percent).toBeGreaterThanOrEqual(before.percent);
          }
          expect(new Set(next.map((i) => i.uid)).size).toBe(next.length);
          const progress = overallProgress(next);
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(100);
          items = next;
        }
      }),
    );
  });
});

describe("send-code countdown", () => {
  it("counts 60 seconds down after a send, then is ready with its label again", () => {
    let state: SendCodeState = sendCodeReducer(SEND_CODE_READY, { type: "code.sent" });
    expect(sendCodeButton(state)).toEqual({ label: "60秒后重新发送", disabled: true });
    for (let i = 0; i < 59; i += 1) state = sendCodeReducer(state, { type: "tick" });
    expect(state).toEqual({ status: "counting", remaining: 1 });
    state = sendCodeReducer(state, { type: "tick" });
    expect(state).toBe(SEND_CODE_READY);
    expect(sendCodeButton(state)).toEqual({ label: "发送验证码", disabled: false });
  });

  it("ignores a send while counting and a tick while ready", () => {
    const counting: SendCodeState = { status: "counting", remaining: 30 };
    expect(sendCodeReducer(counting, { type: "code.sent" })).toBe(counting);
    expect(sendCodeReducer(SEND_CODE_READY, { type: "tick" })).toBe(SEND_CODE_READY);
  });
});
