import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";

let database: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());

async function clientIp(remoteAddress: string, trustProxy?: string | string[]) {
  const app = await buildApp({ db: database.db, ...(trustProxy ? { trustProxy } : {}) });
  app.get("/ip-probe", async (request) => ({ ip: request.ip }));
  const response = await app.inject({ method: "GET", url: "/ip-probe", remoteAddress, headers: { "x-forwarded-for": "203.0.113.9" } });
  await app.close();
  return (response.json() as { ip: string }).ip;
}

describe("trusted proxies", () => {
  it("believes X-Forwarded-For from the portal's proxy on loopback by default", async () => {
    expect(await clientIp("127.0.0.1")).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from anyone else, so a client cannot pick its own rate-limit key", async () => {
    expect(await clientIp("198.51.100.7")).toBe("198.51.100.7");
  });

  it("reads the trusted list from TRUST_PROXY", async () => {
    const { trustProxy } = readConfig({ TRUST_PROXY: "10.0.0.0/8, 198.51.100.7" });
    expect(trustProxy).toEqual(["10.0.0.0/8", "198.51.100.7"]);
    expect(await clientIp("198.51.100.7", trustProxy)).toBe("203.0.113.9");
    expect(readConfig({}).trustProxy).toBe("loopback");
  });
});
