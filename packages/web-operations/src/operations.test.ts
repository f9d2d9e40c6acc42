import { once } from "node:events";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createMetricsGate } from "./metrics-access.ts";
import { createOperations, drainMilliseconds, SHUTDOWN_DRAIN_PROBLEM } from "./operations.ts";

// A web process's operations endpoints, asked as an orchestrator, a balancer and Prometheus ask.

/** A path of the services behind the /api proxy (any such path: only its kind matters here). */
const API_CALL = ["", "api", "fail"].join("/");

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(metricsToken: string | null = null) {
  const operations = createOperations({
    app: "portal",
    kindOf: (path) => (path.startsWith("/api") ? "api" : "page"),
    metricsGate: createMetricsGate(metricsToken),
  });
  const app = express();
  app.use(operations.middleware);
  app.get("/default/home", (_req, res) => void res.send("<main>首页</main>"));
  app.get(API_CALL, (_req, res) => void res.status(502).json({ code: 502 }));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return { operations, origin: `http://127.0.0.1:${port}` };
}

describe("a web process's operations endpoints", () => {
  it("answers /health and /ready, and /ready fails from the moment it drains", async () => {
    const { operations, origin } = await serve();
    expect(await (await fetch(`${origin}/health`)).text()).toBe("ok");
    const ready = await fetch(`${origin}/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ready" }]);
    operations.state.draining = true;
    const draining = await fetch(`${origin}/ready`);
    expect([draining.status, await draining.json()]).toEqual([503, { status: "draining" }]);
    // Still alive and serving while the balancer notices.
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    expect((await fetch(`${origin}/default/home`)).status).toBe(200);
  });

  it("counts and times requests by method, kind and status class, not the endpoints' own", async () => {
    const { origin } = await serve();
    await fetch(`${origin}/default/home`);
    await fetch(`${origin}/default/home`);
    await fetch(`${origin}${API_CALL}`);
    await fetch(`${origin}/ready`);
    const text = await (await fetch(`${origin}/metrics`)).text();
    expect(text).toContain('http_requests_total{method="GET",kind="page",status_class="2xx",app="portal"} 2');
    expect(text).toContain('http_requests_total{method="GET",kind="api",status_class="5xx",app="portal"} 1');
    expect(text).toContain('http_request_duration_seconds_count{app="portal",method="GET",kind="page",status_class="2xx"} 2');
    expect(text).toMatch(/process_resident_memory_bytes\{app="portal"\} \d+/);
    expect(text).not.toContain('kind="ready"');
  });

  it("shows its metrics only to a scraper asking it directly, never through the balancer", async () => {
    const { origin } = await serve();
    const throughBalancer = await fetch(`${origin}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(throughBalancer.status).toBe(404);
    expect((await fetch(`${origin}/metrics`)).status).toBe(200);
  });

  it("with a METRICS_TOKEN shows its metrics only to that bearer", async () => {
    const token = "scrape-7f3a9c1e5b2d4f608a1c3e5f7b9d0a2c";
    const { origin } = await serve(token);
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { headers: { authorization: "Bearer wrong-token-of-thirty-two-characters" } })).status).toBe(404);
    const scraped = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect([scraped.status, (await scraped.text()).includes("http_requests_total")]).toEqual([200, true]);
  });
});

describe("SHUTDOWN_DRAIN_MS", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["5000", 5000],
    ["60000", 60000],
    ["60001", null],
    ["5s", null],
    ["-1", null],
  ])("%s → %s", (value, expected) => {
    expect(drainMilliseconds(value === undefined ? {} : { SHUTDOWN_DRAIN_MS: value })).toBe(expected);
  });

  it("is refused with the services' own words", () => {
    expect(SHUTDOWN_DRAIN_PROBLEM).toBe("SHUTDOWN_DRAIN_MS must be a whole number of milliseconds (0–60000)");
  });
});
