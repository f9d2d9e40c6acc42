import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messageOf } from "../messages/format-message.ts";
import { type ResponseFacts, responseOutcome } from "./response-outcome.ts";
import { DEFAULT_RETRY_POLICY, retryDelay, transportFailureMessage } from "./retry-policy.ts";
import { mayReloadAfterChunkError, routeErrorView } from "./route-error.ts";

describe("responseOutcome", () => {
  // Any path: the rules read only the logout suffix (domain knows no contract paths).
  const api = "/rs-cms-service/new-center-notice/list";
  it.each<[string, ResponseFacts, string]>([
    ["200 with body 200 passes", { status: 200, bodyCode: 200, url: api }, "ok"],
    ["HTTP 401 forces logout", { status: 401, url: api }, "session-expired"],
    ["HTTP 401 on the login service's logout does not", { status: 401, url: "/cidp-login/oauth/logout" }, "http-error"],
    ["HTTP 502 shows the status", { status: 502, url: api }, "http-error"],
    ["HTTP 400 shows the status", { status: 400, bodyCode: 400, url: api }, "http-error"],
    ["body 401 rejects silently", { status: 200, bodyCode: 401, bodyMsg: "未登录", url: api }, "reject-silently"],
    ["body 500 shows the server's msg", { status: 200, bodyCode: 500, bodyMsg: "库存不足", url: api }, "business-error"],
    ["a file response is never judged by a code", { status: 200, bodyCode: 500, url: api, isFile: true }, "ok"],
    ["a body without a code passes", { status: 200, url: api }, "ok"],
  ])("%s", (_name, facts, kind) => {
    expect(responseOutcome(facts).kind).toBe(kind);
  });

  it("carries the status into '请求出错，状态码：'", () => {
    const outcome = responseOutcome({ status: 503, url: "/x" });
    expect(outcome.kind === "http-error" ? messageOf(outcome.failure) : "").toBe("请求出错，状态码：503");
  });

  it("carries the server's msg for a business error", () => {
    expect(responseOutcome({ status: 200, bodyCode: 400, bodyMsg: "参数错误", url: "/x" })).toEqual({ kind: "business-error", code: 400, msg: "参数错误" });
    expect(responseOutcome({ status: 200, bodyCode: 400, url: "/x" })).toEqual({ kind: "business-error", code: 400, msg: "" });
  });

  it("passes a response only when status and body code are both 200 (or it is a file)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
        fc.boolean(),
        (status, bodyCode, isFile) => {
          const ok = responseOutcome({ status, bodyCode, url: "/x", isFile }).kind === "ok";
          expect(ok).toBe(status === 200 && (isFile || bodyCode === undefined || bodyCode === 200));
        },
      ),
    );
  });
});

describe("retry policy", () => {
  it("is off by default", () => {
    expect(retryDelay(DEFAULT_RETRY_POLICY, 1, "timeout")).toBeNull();
  });

  it.each([
    [1, "timeout", 1000],
    [3, "network", 1000],
    [4, "network", null],
    [0, "network", null],
    [1, "response", null],
  ] as const)("when on, attempt %i after %s waits %j", (attempt, failure, delay) => {
    expect(retryDelay({ ...DEFAULT_RETRY_POLICY, enabled: true }, attempt, failure)).toBe(delay);
  });

  it("names the timeout and network messages", () => {
    expect(transportFailureMessage("timeout")).toBe("http.timeout");
    expect(transportFailureMessage("network")).toBe("http.network");
  });
});

describe("routeErrorView", () => {
  it.each([
    [{ reason: "not-found" }, { status: 404, message: { code: "route.not-found" }, backHome: true }],
    [
      { status: 404, message: "x" },
      { status: 404, message: { code: "route.not-found" }, backHome: true },
    ],
    [{ reason: "unknown-middleware" }, { status: 500, message: { code: "route.unknown-middleware" }, backHome: false }],
    [{}, { status: 500, message: { code: "route.error" }, backHome: false }],
    [
      { status: 403, message: "无权访问" },
      { status: 403, message: { text: "无权访问" }, backHome: false },
    ],
    [
      { status: 200, message: " " },
      { status: 500, message: { code: "route.error" }, backHome: false },
    ],
  ] as const)("%j → %j", (error, view) => {
    expect(routeErrorView(error)).toEqual(view);
  });
});

describe("mayReloadAfterChunkError", () => {
  it.each([
    [1_000_000, null, true],
    [1_000_000, 1_000_000 - 59_999, false],
    [1_000_000, 1_000_000 - 60_000, true],
    [1_000_000, 2_000_000, true],
  ])("at %d after a reload at %j → %j", (now, last, may) => {
    expect(mayReloadAfterChunkError(now, last)).toBe(may);
  });
});
