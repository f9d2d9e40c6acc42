import type { ApiClientOptions } from "@cidp/api-client";
import { REQUEST_ID_HEADER } from "@cidp/web-operations";
import { describe, expect, it, vi } from "vitest";
import { serverApiClient } from "./api-origin.server.ts";
import { currentRequestId, runWithRequestId } from "./request-id.server.ts";

/** An axios adapter that answers every call with an empty success envelope and records the headers sent. */
function recordingAdapter() {
  const sent: (string | null)[] = [];
  const adapter: NonNullable<ApiClientOptions["adapter"]> = async (config) => {
    sent.push((config.headers.get(REQUEST_ID_HEADER) as string | undefined) ?? null);
    return { data: { code: 200, msg: "", data: null, success: true }, status: 200, statusText: "OK", headers: {}, config };
  };
  return { adapter, sent };
}

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
