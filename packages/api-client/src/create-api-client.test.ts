import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { getPlatformConfigList } from "./cms.api.ts";
import { createApiClient } from "./create-api-client.ts";

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
