import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getPlatformConfigList } from "./cms.api.ts";
import { memberPaths, uploadPaths } from "./contract/index.ts";
import type { ApiClientOptions } from "./create-api-client.ts";
import { createFetchApiClient } from "./fetch-api-client.ts";
import type { ApiSession } from "./internal/session-headers.ts";
import { getSwitchBusinessToken } from "./member.api.ts";
import { fakeFetch, okBody } from "./testing/fake-adapter.ts";

const anything = z.object({ code: z.number(), msg: z.string(), data: z.unknown(), success: z.boolean() });
const memberSession: ApiSession = { platformToken: "pt-1", authorization: "auth-1", companyId: 42, businessToken: "bt-1" };

function fakeClient(options: Partial<ApiClientOptions> = {}) {
  const { fetch, seen } = fakeFetch(() => ({ status: 200, data: okBody(null) }));
  return { client: createFetchApiClient({ baseURL: "https://platform.test", fetch, ...options }), seen };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const { accept: _accept, "content-type": _type, ...rest } = (init?.headers ?? {}) as Record<string, string>;
  return rest;
}

describe("createFetchApiClient over a real socket", () => {
  let server: http.Server;
  let baseURL = "";
  const seen: { url: string | undefined; source: string | undefined }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url, source: req.headers["request-source"] as string | undefined });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(okBody([{ platformCode: "CIDP", ngCode: "localhost", baseTitle: "平台", subTitle: "", logoImg: "", codeImg: "", dataSource: "x" }])),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends a typed call with its query and headers, and reads the answer", async () => {
    const client = createFetchApiClient({ baseURL, getPlatformCode: () => "CHANGCHUN" });
    const body = await getPlatformConfigList(client);
    await getSwitchBusinessToken(client, { businessId: 3 }).catch(() => undefined);
    expect(body.data[0]?.baseTitle).toBe("平台");
    expect(seen.at(-1)).toEqual({ url: `${memberPaths.switchBusinessToken}?businessId=3`, source: "CHANGCHUN" });
  });
});

describe("the fetch client's requests", () => {
  it("sends the platform headers of a signed-in member, and only the request source for a call without credentials", async () => {
    const { client, seen } = fakeClient({ getSession: () => memberSession });
    await client.request({ method: "GET", url: "/fake/x" }, anything);
    await client.request({ method: "POST", url: "/fake/login", credentials: "none" }, anything);
    expect(headersOf(seen[0]?.init)).toEqual({
      authorization: "Bearer pt-1",
      "x-authorization": "auth-1",
      "x-company-id": "42",
      "x-business-token": "Bearer bt-1",
      "request-source": "CIDP",
    });
    expect(headersOf(seen[1]?.init)).toEqual({ "request-source": "CIDP" });
  });

  it("joins base URL and path as axios does, and writes the query without empty values", async () => {
    const { client, seen } = fakeClient({ baseURL: "https://platform.test/gateway/" });
    await client.request({ method: "GET", url: "/fake/x", params: { current: 2, keyword: "张 三", none: undefined, gone: null } }, anything);
    await client.request({ method: "GET", url: "https://other.test/y" }, anything);
    expect(seen.map((s) => s.url)).toEqual(["https://platform.test/gateway/fake/x?current=2&keyword=%E5%BC%A0+%E4%B8%89", "https://other.test/y"]);
  });

  it("sends JSON bodies, an empty object for a POST without data, and no body with a GET", async () => {
    const { client, seen } = fakeClient();
    await client.request({ method: "PUT", url: "/fake/x", data: { id: 5 } }, anything);
    await client.request({ method: "POST", url: "/logout" }, anything);
    await client.request({ method: "GET", url: "/fake/x" }, anything);
    expect(seen.map((s) => [s.init.method, s.init.body, (s.init.headers as Record<string, string>)["content-type"]])).toEqual([
      ["PUT", '{"id":5}', "application/json"],
      ["POST", "{}", "application/json"],
      ["GET", null, undefined],
    ]);
  });

  it("uploads a file as form-data field `file` with the upload headers, and reports the upload done", async () => {
    const { client, seen } = fakeClient({ getSession: () => memberSession });
    const file = new File(["内容"], "合同.pdf", { type: "application/pdf" });
    const progress: [number, number | undefined][] = [];
    await client.upload(
      { url: uploadPaths.register, file, fields: { businessId: "9" }, onProgress: (loaded, total) => progress.push([loaded, total]) },
      anything,
    );
    const form = seen[0]?.init.body as FormData;
    expect((form.get("file") as File).name).toBe("合同.pdf");
    expect(form.get("businessId")).toBe("9");
    expect(headersOf(seen[0]?.init)).toMatchObject({ token: "pt-1", "x-switch-company-id": "42" });
    expect(progress).toEqual([[file.size, file.size]]);
  });

  it("has no axios instance", () => {
    expect(() => fakeClient().client.http).toThrow(/no axios instance/);
  });
});
