import { createMetricsGate } from "@cidp/web-operations";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { METRICS_PATH, registerMetrics } from "./metrics.ts";

// The services' /metrics, asked as Prometheus, a neighbour on the machine and a stranger on the
// login site's public port would ask it (the gate's own table: packages/web-operations).

const TOKEN = "scrape-7f3a9c1e5b2d4f608a1c3e5f7b9d0a2c";

async function servicesWith(token: string | null) {
  const app = Fastify();
  // No pool to read: the database stands in as PGlite's single connection.
  registerMetrics(app, {} as Database, createMetricsGate(token));
  await app.ready();
  return app;
}

describe("who reads the services' /metrics", () => {
  it("without METRICS_TOKEN: a scraper on the machine, never a stranger or anything through a proxy", async () => {
    const app = await servicesWith(null);
    expect((await app.inject({ url: METRICS_PATH, remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    const stranger = await app.inject({ url: METRICS_PATH, remoteAddress: "203.0.113.7" });
    expect([stranger.statusCode, stranger.body.includes("http_requests_total")]).toEqual([404, false]);
    expect((await app.inject({ url: METRICS_PATH, remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.7" } })).statusCode).toBe(404);
    await app.close();
  });

  it("with METRICS_TOKEN: its bearer from anywhere, nobody without it, not even the machine itself", async () => {
    const app = await servicesWith(TOKEN);
    const scraped = await app.inject({ url: METRICS_PATH, remoteAddress: "10.0.3.9", headers: { authorization: `Bearer ${TOKEN}` } });
    expect([scraped.statusCode, scraped.body.includes("http_requests_total")]).toEqual([200, true]);
    expect((await app.inject({ url: METRICS_PATH, remoteAddress: "127.0.0.1" })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: METRICS_PATH, remoteAddress: "10.0.3.9", headers: { authorization: "Bearer not-the-token-but-as-long-as-it" } })).statusCode,
    ).toBe(404);
    await app.close();
  });
});
