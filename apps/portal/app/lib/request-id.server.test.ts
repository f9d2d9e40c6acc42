import type { ApiClientOptions } from "@cidp/api-client";
import { describe, expect, it, vi } from "vitest";
import { serverApiClient } from "./api-origin.server.ts";
import { acceptRequestId, accessLogLine, currentRequestId, REQUEST_ID_HEADER, runWithRequestId } from "./request-id.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An axios adapter that answers every call with an empty success envelope and records the headers sent. */
function recordingAdapter() {
  const sent: (string | null)[] = [];
  const adapter: NonNullable<ApiClientOptions["adapter"]> = async (config) => {
    sent.push((config.headers.get(REQUEST_ID_HEADER) as string | undefined) ?? null);
    return { data: { code: 200, msg: "", data: null, success: true }, status: 200, statusText: "OK", headers: {}, config };
  };
  return { adapter, sent };
}

describe("acceptRequestId", () => {
  it("keeps a well-formed incoming id (a load balancer's)", () => {
    expect(acceptRequestId("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(acceptRequestId(["lb-12345678", "other"])).toBe("lb-12345678");
  });

  it.each([
    ["missing", undefined],
    ["too short", "abc"],
    ["a newline (log injection)", "abcdefgh\nx"],
    ["too long", "a".repeat(65)],
    ["quotes", 'abcdefgh"'],
  ])("replaces an id that is %s by a fresh UUID", (_name, header) => {
    expect(acceptRequestId(header)).toMatch(UUID);
  });
});

describe("request id propagation to the platform services", () => {
  it("sends the page request's id with every SSR call, and none outside a request", async () => {
    const { adapter, sent } = recordingAdapter();
    const client = serverApiClient({ adapter });
    await runWithRequestId("page-request-0001", () => client.http.get("/x"));
    await client.http.get("/y");
    expect(sent).toEqual(["page-request-0001", null]);
  });

  it("passes the browser's address on as X-Forwarded-For, and none outside a request or without one", async () => {
    const forwarded: (string | null)[] = [];
    const client = serverApiClient({
      adapter: async (config) => {
        forwarded.push((config.headers.get("X-Forwarded-For") as string | undefined) ?? null);
        return { data: { code: 200, msg: "", data: null, success: true }, status: 200, statusText: "OK", headers: {}, config };
      },
    });
    await runWithRequestId("page-request-0002", () => client.http.get("/x"), "203.0.113.7");
    await runWithRequestId("page-request-0003", () => client.http.get("/x"));
    await client.http.get("/y");
    expect(forwarded).toEqual(["203.0.113.7", null, null]);
  });

  it("keeps concurrent requests' ids apart across awaits", async () => {
    const { adapter, sent } = recordingAdapter();
    const client = serverApiClient({ adapter });
    const page = (id: string, delayMs: number) =>
      runWithRequestId(id, async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        expect(currentRequestId()).toBe(id);
        await client.http.get("/z");
      });
    await Promise.all([page("request-aaaaaaaa", 20), page("request-bbbbbbbb", 5)]);
    expect(sent).toEqual(["request-bbbbbbbb", "request-aaaaaaaa"]);
  });

  it("shares the scope between server.ts's copy of the module and the SSR build's", async () => {
    const first = await import("./request-id.server.ts");
    vi.resetModules();
    const second = await import("./request-id.server.ts");
    expect(second).not.toBe(first);
    first.runWithRequestId("shared-scope-01", () => expect(second.currentRequestId()).toBe("shared-scope-01"));
  });
});

describe("accessLogLine", () => {
  it("writes the id as reqId and the path only: no query (tokens), phone numbers masked", () => {
    const line = JSON.parse(accessLogLine({ requestId: "req-12345678", method: "GET", url: "/login-back?token=eyJabc&x=1", status: 302, durationMs: 12.345 }));
    expect(line).toMatchObject({ reqId: "req-12345678", method: "GET", path: "/login-back", status: 302, responseTime: 12.3, level: 30 });
    expect(JSON.parse(accessLogLine({ requestId: "r-12345678", method: "GET", url: "/u/13812345678", status: 500, durationMs: 1 }))).toMatchObject({
      path: "/u/138****5678",
      level: 50,
    });
  });
});
