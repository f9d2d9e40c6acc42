// Spec §8, the rows of the HTTP wrapper, one block per row, against a fake transport: the axios
// client of the server and the fetch client of the browser answer every row alike.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-error.ts";
import { loginServicePaths, memberPaths } from "./contract/index.ts";
import { type ApiClientOptions, createApiClient, type HttpErrorRecord, type MessageLevel } from "./create-api-client.ts";
import { createFetchApiClient } from "./fetch-api-client.ts";
import { type FakeAnswer, fakeAdapter, fakeFetch, okBody } from "./testing/fake-adapter.ts";

const anything = z.object({ code: z.number(), msg: z.string(), data: z.unknown(), success: z.boolean() });

type Transport = "axios" | "fetch";

function setup(transport: Transport, answer: (request: unknown, attempt: number) => FakeAnswer, extra: Partial<ApiClientOptions> = {}) {
  const messages: [MessageLevel, string][] = [];
  const httpErrors: HttpErrorRecord[] = [];
  const onSessionExpired = vi.fn();
  const options: ApiClientOptions = {
    baseURL: "https://platform.test",
    onMessage: (level, text) => messages.push([level, text]),
    onHttpError: (record) => httpErrors.push(record),
    onSessionExpired,
    ...extra,
  };
  const fake = transport === "axios" ? fakeAdapter(answer) : fakeFetch(answer);
  const client = "adapter" in fake ? createApiClient({ ...options, adapter: fake.adapter }) : createFetchApiClient({ ...options, fetch: fake.fetch });
  const seen: readonly { at: number }[] = fake.seen;
  const get = (url = "/fake/x", more: { silent?: boolean; reportErrors?: boolean; signal?: AbortSignal } = {}) =>
    client.request({ method: "GET", url, ...more }, anything);
  return { client, seen, messages, httpErrors, onSessionExpired, get };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(["axios", "fetch"] as const)("the %s client", (transport) => {
  describe("§8 HTTP status other than 200", () => {
    it.each([400, 403, 404, 500, 502, 503])("shows '请求出错，状态码：%i' and rejects with the status", async (status) => {
      const t = setup(transport, () => ({ status, data: { code: status, msg: "后端细节", data: null, success: false } }));
      const error = await failureOf(t.get("/fake/x?phone=13800000000"));
      expect(error).toMatchObject({ status, code: status, msg: `请求出错，状态码：${status}`, kind: "http" });
      expect(t.messages).toEqual([["error", `请求出错，状态码：${status}`]]);
      expect(t.httpErrors).toEqual([expect.objectContaining({ method: "GET", path: "/fake/x", status, kind: "http", attempts: 1 })]);
    });

    it("keeps the body when the body is not an envelope", async () => {
      const t = setup(transport, () => ({ status: 502, data: "<html>bad gateway</html>" }));
      const error = await failureOf(t.get());
      expect(error).toMatchObject({ status: 502, code: 502, body: "<html>bad gateway</html>" });
    });
  });

  describe("§8 body code 401", () => {
    it("rejects silently: no message, no forced logout, no HTTP error report", async () => {
      const t = setup(transport, () => ({ status: 200, data: { code: 401, msg: "请先登录", data: null, success: false } }));
      const error = await failureOf(t.get());
      expect(error).toMatchObject({ status: 200, code: 401, msg: "", kind: "business" });
      expect(t.messages).toEqual([]);
      expect(t.onSessionExpired).not.toHaveBeenCalled();
      expect(t.httpErrors).toEqual([]);
    });
  });

  describe("§8 other body code not 200", () => {
    it.each([
      [400, "参数错误"],
      [500, "服务器繁忙"],
      [10_001, "该手机号未注册"],
      [-1, "未知错误"],
    ])("code %i shows the body msg as a warning and rejects", async (code, msg) => {
      const t = setup(transport, () => ({ status: 200, data: { code, msg, data: null, success: false } }));
      const error = await failureOf(t.get());
      expect(error).toMatchObject({ status: 200, code, msg, kind: "business" });
      expect(t.messages).toEqual([["warning", msg]]);
      expect(t.httpErrors).toEqual([]);
    });

    it("accepts a numeric string code as the platform sometimes sends", async () => {
      const t = setup(transport, () => ({ status: 200, data: { code: "500", msg: "失败", data: null, success: false } }));
      expect(await failureOf(t.get())).toMatchObject({ code: 500, msg: "失败" });
    });

    it("excepts file responses: a downloaded file is returned as is, whatever it contains", async () => {
      const file = new Blob([JSON.stringify({ code: 500, msg: "看似错误" })], { type: "application/json" });
      const t = setup(transport, () => ({ status: 200, data: file }));
      const downloaded = await t.client.download({ method: "GET", url: "/fake/file" });
      expect(downloaded).toBeInstanceOf(Blob);
      expect(await (downloaded as Blob).text()).toBe(await file.text());
      expect(t.messages).toEqual([]);
    });

    it("a body without a code is an invalid response, reported but not shown", async () => {
      const t = setup(transport, () => ({ status: 200, data: "<html></html>" }));
      expect(await failureOf(t.get())).toMatchObject({ kind: "invalid-response" });
      expect(t.messages).toEqual([]);
      expect(t.httpErrors).toHaveLength(1);
    });

    it("a code-200 body that breaks the contract is an invalid response", async () => {
      const t = setup(transport, () => ({ status: 200, data: okBody({ count: "many" }) }));
      const strict = z.object({ code: z.literal(200), msg: z.string(), data: z.object({ count: z.number() }), success: z.boolean() });
      const error = await failureOf(t.client.request({ method: "GET", url: "/fake/count" }, strict));
      expect(error).toMatchObject({ status: 200, code: 200, kind: "invalid-response" });
      expect(error.cause).toBeInstanceOf(z.ZodError);
    });
  });

  describe("§8 HTTP 401 forces logout", () => {
    it("signals session expiry once for concurrent 401s, with no status message", async () => {
      const t = setup(transport, () => ({ status: 401, data: { code: 401, msg: "令牌失效", data: null, success: false } }));
      const errors = await Promise.all([failureOf(t.get("/fake/a")), failureOf(t.get("/fake/b")), failureOf(t.get("/fake/c"))]);
      expect(errors.map((e) => e.status)).toEqual([401, 401, 401]);
      expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
      expect(t.messages).toEqual([]);
    });

    it("signals again after a call has succeeded in between (a new session)", async () => {
      let status = 401;
      const t = setup(transport, () => ({ status, data: okBody(null) }));
      await failureOf(t.get());
      status = 200;
      await t.get();
      status = 401;
      await failureOf(t.get());
      expect(t.onSessionExpired).toHaveBeenCalledTimes(2);
    });

    it("does not force logout for a 401 of a logout (login service or member service)", async () => {
      const t = setup(transport, () => ({ status: 401, data: "" }));
      await failureOf(t.get(loginServicePaths.logout));
      await failureOf(t.get(`https://platform.test${loginServicePaths.logout}?x=1`));
      await failureOf(t.get(memberPaths.logout));
      expect(t.onSessionExpired).not.toHaveBeenCalled();
      expect(t.messages).toEqual([]);
    });
  });

  describe("§8 HTTP 400 with a blob JSON body", () => {
    it("parses the blob into the error's body, code and msg", async () => {
      const body = { code: 400, msg: "文件不存在", data: null, success: false };
      const t = setup(transport, () => ({ status: 400, data: new Blob([JSON.stringify(body)], { type: "application/json" }) }));
      const error = await failureOf(t.client.download({ method: "GET", url: "/fake/file" }));
      expect(error).toMatchObject({ status: 400, code: 400, msg: "文件不存在", body });
      expect(t.messages).toEqual([["error", "文件不存在"]]);
    });

    it("parses an ArrayBuffer body the same way (Node)", async () => {
      const body = { code: 4001, msg: "附件已删除" };
      const t = setup(transport, () => ({ status: 400, data: new TextEncoder().encode(JSON.stringify(body)).buffer }));
      const error = await failureOf(t.client.download({ method: "GET", url: "/fake/file", responseType: "arraybuffer" }));
      expect(error).toMatchObject({ status: 400, code: 4001, msg: "附件已删除", body });
    });

    it("falls back to the status text when the blob is not JSON", async () => {
      const t = setup(transport, () => ({ status: 400, data: new Blob(["not json"]) }));
      const error = await failureOf(t.client.download({ method: "GET", url: "/fake/file" }));
      expect(error).toMatchObject({ status: 400, code: 400, msg: "请求出错，状态码：400" });
    });
  });

  describe("§8 timeout and network error", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("times out after exactly 30000 ms with the timeout text", async () => {
      const t = setup(transport, () => ({ fail: "timeout" }));
      const settled = vi.fn();
      const pending = failureOf(t.get()).finally(settled);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toMatchObject({ status: 0, kind: "timeout", msg: "请求超时，请检查网络或稍后重试" });
      expect(t.messages).toEqual([["error", "请求超时，请检查网络或稍后重试"]]);
      expect(t.httpErrors).toEqual([expect.objectContaining({ kind: "timeout", attempts: 1, durationMs: 30_000 })]);
    });

    it("honours a client's own timeout", async () => {
      const t = setup(transport, () => ({ fail: "timeout" }), { timeoutMs: 5_000 });
      const pending = failureOf(t.get());
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await pending).toMatchObject({ kind: "timeout" });
    });

    it("fails a network error with the network text", async () => {
      const t = setup(transport, () => ({ fail: "network" }));
      const error = await failureOf(t.get());
      expect(error).toMatchObject({ status: 0, kind: "network", msg: "网络连接失败，请检查网络设置" });
      expect(t.messages).toEqual([["error", "网络连接失败，请检查网络设置"]]);
    });
  });

  describe("§8 retry", () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("is off by default: one attempt only", async () => {
      const t = setup(transport, () => ({ fail: "network" }));
      await failureOf(t.get());
      await vi.advanceTimersByTimeAsync(10_000);
      expect(t.seen).toHaveLength(1);
    });

    it("when on, retries a network error 3 times, 1000 ms apart, then shows one message", async () => {
      const t = setup(transport, () => ({ fail: "network" }), { retry: true });
      const start = Date.now();
      const pending = failureOf(t.get());
      await vi.advanceTimersByTimeAsync(3_000);
      const error = await pending;
      expect(t.seen.map((s) => s.at - start)).toEqual([0, 1_000, 2_000, 3_000]);
      expect(error.kind).toBe("network");
      expect(t.messages).toEqual([["error", "网络连接失败，请检查网络设置"]]);
      expect(t.httpErrors).toEqual([expect.objectContaining({ attempts: 4, durationMs: 3_000 })]);
    });

    it("when on, retries a timeout 3 times: each attempt waits 30000 ms, then 1000 ms pause", async () => {
      const t = setup(transport, () => ({ fail: "timeout" }), { retry: true });
      const start = Date.now();
      const settled = vi.fn();
      const pending = failureOf(t.get()).finally(settled);
      await vi.advanceTimersByTimeAsync(4 * 30_000 + 3 * 1_000 - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe("timeout");
      expect(t.seen.map((s) => s.at - start)).toEqual([0, 31_000, 62_000, 93_000]);
    });

    it("stops retrying at the first answer and shows nothing for the failed attempts", async () => {
      const t = setup(transport, (_, attempt) => (attempt < 3 ? { fail: "network" } : { status: 200, data: okBody("好") }), { retry: true });
      const pending = t.get();
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(pending).resolves.toMatchObject({ data: "好" });
      expect(t.seen).toHaveLength(3);
      expect(t.messages).toEqual([]);
      expect(t.httpErrors).toEqual([]);
    });

    it.each([
      ["HTTP 500", { status: 500 }],
      ["HTTP 401", { status: 401 }],
      ["body code 500", { status: 200, data: { code: 500, msg: "失败", data: null, success: false } }],
    ] as const)("never retries %s", async (_, answer) => {
      const t = setup(transport, () => answer, { retry: true });
      await failureOf(t.get());
      await vi.advanceTimersByTimeAsync(5_000);
      expect(t.seen).toHaveLength(1);
    });

    it("takes a custom count and delay, and a per-call override", async () => {
      const t = setup(transport, () => ({ fail: "network" }), { retry: { count: 1, delayMs: 250 } });
      const start = Date.now();
      const first = failureOf(t.get());
      await vi.advanceTimersByTimeAsync(250);
      await first;
      expect(t.seen.map((s) => s.at - start)).toEqual([0, 250]);
      await failureOf(t.client.request({ method: "GET", url: "/fake/x", retry: false }, anything));
      expect(t.seen).toHaveLength(3);
    });

    it("stops at once when the caller aborts during the pause, silently", async () => {
      const t = setup(transport, () => ({ fail: "network" }), { retry: true });
      const controller = new AbortController();
      const pending = failureOf(t.get("/fake/x", { signal: controller.signal }));
      await vi.advanceTimersByTimeAsync(500);
      controller.abort();
      expect(await pending).toMatchObject({ kind: "canceled", msg: "" });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(t.seen).toHaveLength(1);
      expect(t.messages).toEqual([]);
      expect(t.httpErrors).toEqual([]);
    });
  });

  describe("per-call switches", () => {
    it("silent shows nothing but still rejects and reports", async () => {
      const t = setup(transport, () => ({ status: 500 }));
      await failureOf(t.get("/fake/x", { silent: true }));
      expect(t.messages).toEqual([]);
      expect(t.httpErrors).toHaveLength(1);
    });

    it("reportErrors: false keeps the failure out of onHttpError (the analytics call itself)", async () => {
      const t = setup(transport, () => ({ status: 500 }));
      await failureOf(t.get("/fake/x", { reportErrors: false }));
      expect(t.httpErrors).toEqual([]);
      expect(t.messages).toHaveLength(1);
    });

    it("rethrows a bug in the host's getter untouched instead of disguising it", async () => {
      const t = setup(transport, () => ({ status: 200, data: okBody(null) }), {
        getSession: () => {
          throw new TypeError("broken store");
        },
      });
      await expect(t.get()).rejects.toThrow(TypeError);
    });
  });
});
