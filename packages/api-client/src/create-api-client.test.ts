import http from "node:http";
import type { AddressInfo } from "node:net";
import type { InternalAxiosRequestConfig } from "axios";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-error.ts";
import { getPlatformConfigList } from "./cms.api.ts";
import { uploadPaths } from "./contract/index.ts";
import { type ApiClientOptions, createApiClient } from "./create-api-client.ts";
import type { ApiSession } from "./internal/session-headers.ts";
import { fakeAdapter, okBody } from "./testing/fake-adapter.ts";

let server: http.Server;
let baseURL = "";
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(String(req.headers["request-source"]));
    if (req.url?.startsWith("/broken")) {
      res.writeHead(502).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        code: 200,
        msg: "ok",
        success: true,
        data: [{ platformCode: "CIDP", ngCode: "localhost", baseTitle: "平台", subTitle: "", logoImg: "", codeImg: "", dataSource: "x" }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("createApiClient", () => {
  it("sends the generic platform code until the real one is known, then the real one", async () => {
    let code: string | null = null;
    const client = createApiClient({ baseURL, getPlatformCode: () => code });
    await getPlatformConfigList(client);
    code = "CHANGCHUN";
    const body = await getPlatformConfigList(client);
    expect(seen.slice(-2)).toEqual(["CIDP", "CHANGCHUN"]);
    expect(body.data[0]?.baseTitle).toBe("平台");
  });

  it("rejects a non-200 status with the spec's message and the status", async () => {
    const client = createApiClient({ baseURL: `${baseURL}/broken` });
    const error = await getPlatformConfigList(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).msg).toBe("请求出错，状态码：502");
    expect((error as ApiError).status).toBe(502);
  });
});

const anything = z.object({ code: z.number(), msg: z.string(), data: z.unknown(), success: z.boolean() });

function headersOf(config: InternalAxiosRequestConfig | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(config?.headers.toJSON() ?? {})) {
    if (typeof value === "string" && !["accept", "content-type"].includes(name.toLowerCase())) out[name.toLowerCase()] = value;
  }
  return out;
}

function fakeClient(options: Partial<ApiClientOptions> = {}) {
  const { adapter, seen } = fakeAdapter(() => ({ status: 200, data: okBody(null) }));
  return { client: createApiClient({ baseURL: "https://platform.test", adapter, ...options }), seen };
}

const memberSession: ApiSession = { platformToken: "pt-1", authorization: "auth-1", companyId: 42, businessToken: "bt-1" };

describe("headers of spec §7", () => {
  it("sends every platform header of a signed-in member", async () => {
    const { client, seen } = fakeClient({ getSession: () => memberSession, getPlatformCode: () => "CHANGCHUN" });
    await client.request({ method: "GET", url: "/fake/x" }, anything);
    expect(headersOf(seen[0]?.config)).toEqual({
      authorization: "Bearer pt-1",
      "x-authorization": "auth-1",
      "x-company-id": "42",
      "x-business-token": "Bearer bt-1",
      "request-source": "CHANGCHUN",
    });
  });

  it("sends only the request source for an anonymous visitor, never empty token headers", async () => {
    const { client, seen } = fakeClient({ getSession: () => ({ platformToken: "", companyId: null }) });
    await client.request({ method: "GET", url: "/fake/x" }, anything);
    expect(headersOf(seen[0]?.config)).toEqual({ "request-source": "CIDP" });
  });

  it("leaves the bearer token out of a call that asks for none", async () => {
    const { client, seen } = fakeClient({ getSession: () => memberSession });
    await client.request({ method: "POST", url: "/fake/login", data: {}, credentials: "none" }, anything);
    expect(headersOf(seen[0]?.config)).toEqual({ "request-source": "CIDP" });
  });

  it("sends the upload headers on upload requests: basic client auth, session token, token, switched company", async () => {
    const session: ApiSession = { ...memberSession, sessionToken: "st-9", switchCompanyId: "77" };
    const { client, seen } = fakeClient({ getSession: () => session, uploadClient: { id: "portal", secret: "s3cret" } });
    await client.request({ method: "POST", url: uploadPaths.register, data: {}, credentials: "upload" }, anything);
    expect(headersOf(seen[0]?.config)).toEqual({
      authorization: `Basic ${btoa("portal:s3cret")}`,
      "x-session-token": "Bearer st-9",
      token: "pt-1",
      "x-switch-company-id": "77",
      "request-source": "CIDP",
    });
  });

  it("falls back to the platform token and the selected company on upload requests", async () => {
    const { client, seen } = fakeClient({ getSession: () => memberSession });
    await client.request({ method: "POST", url: "/fake/up", credentials: "upload" }, anything);
    expect(headersOf(seen[0]?.config)).toMatchObject({ "x-session-token": "Bearer pt-1", token: "pt-1", "x-switch-company-id": "42" });
  });

  it("reads the session on every request, so a company switch takes effect at once", async () => {
    let session: ApiSession = memberSession;
    const { client, seen } = fakeClient({ getSession: () => session });
    await client.request({ method: "GET", url: "/fake/x" }, anything);
    session = { ...memberSession, companyId: 43, businessToken: "bt-2" };
    await client.request({ method: "GET", url: "/fake/x" }, anything);
    expect(seen.map((s) => headersOf(s.config)["x-company-id"])).toEqual(["42", "43"]);
  });

  it("puts the same headers on raw calls through the client's axios instance", async () => {
    const { client, seen } = fakeClient({ getSession: () => memberSession });
    await client.http.get("/fake/raw");
    expect(headersOf(seen[0]?.config)).toMatchObject({ authorization: "Bearer pt-1", "request-source": "CIDP" });
  });
});

describe("two clients for two requests", () => {
  it("never leak headers into each other, even interleaved", async () => {
    const token = fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/);
    const session = fc.record({ platformToken: token, authorization: token, companyId: fc.integer({ min: 1 }), businessToken: token });
    await fc.assert(
      fc.asyncProperty(session, session, fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), async (a, b, order) => {
        const first = fakeClient({ getSession: () => a, getPlatformCode: () => "A" });
        const second = fakeClient({ getSession: () => b });
        await Promise.all(order.map((useFirst, i) => (useFirst ? first : second).client.request({ method: "GET", url: `/fake/${i}` }, anything)));
        for (const { config } of first.seen) {
          expect(headersOf(config)).toEqual({
            authorization: `Bearer ${a.platformToken}`,
            "x-authorization": a.authorization,
            "x-company-id": String(a.companyId),
            "x-business-token": `Bearer ${a.businessToken}`,
            "request-source": "A",
          });
        }
        for (const { config } of second.seen) expect(headersOf(config).authorization).toBe(`Bearer ${b.platformToken}`);
        expect(first.seen.length + second.seen.length).toBe(order.length);
      }),
    );
  });

  it("do not share an axios instance or its defaults", () => {
    const first = fakeClient().client;
    const second = fakeClient().client;
    first.http.defaults.headers.common["x-leak"] = "1";
    expect(second.http).not.toBe(first.http);
    expect(second.http.defaults.headers.common["x-leak"]).toBeUndefined();
  });
});

describe("the generic wrapper", () => {
  it.each(["GET", "POST", "PUT", "DELETE", "PATCH"] as const)("sends %s with a JSON body and query params", async (method) => {
    const { client, seen } = fakeClient();
    await client.request({ method, url: "/fake/x", params: { current: 1 }, data: { id: 5 } }, anything);
    const config = seen[0]?.config;
    expect(config?.method).toBe(method.toLowerCase());
    expect(config?.params).toEqual({ current: 1 });
    expect(config?.data).toBe(JSON.stringify({ id: 5 }));
    expect(String(config?.headers.getContentType())).toContain("application/json");
  });

  it.each(["POST", "PUT", "PATCH"] as const)("sends an empty JSON object for a %s without data, never a form", async (method) => {
    const { client, seen } = fakeClient();
    await client.request({ method, url: "/logout" }, anything);
    expect(seen[0]?.config.data).toBe("{}");
    expect(String(seen[0]?.config.headers.getContentType())).toContain("application/json");
  });

  it("sends no body with a GET", async () => {
    const { client, seen } = fakeClient();
    await client.request({ method: "GET", url: "/fake/x" }, anything);
    expect(seen[0]?.config.data).toBeUndefined();
  });

  it("uploads a file as form-data field `file`, with further fields and progress", async () => {
    const { client, seen } = fakeClient({ getSession: () => memberSession });
    const file = new File(["内容"], "合同.pdf", { type: "application/pdf" });
    await client.upload({ url: "/fake/upload", file, fields: { businessId: "9" } }, anything);
    const form = seen[0]?.config.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    const sent = form.get("file") as File;
    expect(sent.name).toBe("合同.pdf");
    expect(await sent.text()).toBe("内容");
    expect(form.get("businessId")).toBe("9");
    expect(headersOf(seen[0]?.config)).toMatchObject({ token: "pt-1" });
  });
});
