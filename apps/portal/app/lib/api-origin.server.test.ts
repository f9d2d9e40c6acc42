import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverApiClient } from "./api-origin.server.ts";

describe("serverApiClient", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reaches the services at API_ORIGIN and passes a redirect back as it is, never following it", async () => {
    const reached: string[] = [];
    const services = createServer((request, response) => {
      reached.push(request.url ?? "");
      if (request.url === "/moved") return void response.writeHead(302, { location: "/elsewhere" }).end();
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ code: 200, msg: "", data: null, success: true }));
    });
    await new Promise<void>((resolve) => services.listen(0, "127.0.0.1", resolve));
    try {
      vi.stubEnv("API_ORIGIN", `http://127.0.0.1:${(services.address() as AddressInfo).port}`);
      const client = serverApiClient();
      expect((await client.http.get("/moved")).status).toBe(302);
      expect((await client.http.get("/plain")).status).toBe(200);
      expect(reached).toEqual(["/moved", "/plain"]);
    } finally {
      await new Promise((resolve) => services.close(resolve));
    }
  });
});
