import { Writable } from "node:stream";
import { cmsPaths } from "@cidp/api-client/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { seed } from "../composition/seed.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { loggerOptions } from "../http/logger.ts";
import { REQUEST_ID_HEADER, requestIdFrom } from "../http/request-id.ts";
import { openTestSocket } from "../platform/chat/chat.test-client.ts";
import { ERROR_REPORTS_PATH } from "../platform/error-reports/routes.ts";
import { createMemberRepository } from "../platform/member/member.repository.ts";
import { METRICS_PATH } from "./metrics.ts";
import { READY_PATH } from "./readiness.ts";

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await seed(database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ db: database.db, logger: { ...loggerOptions("info"), stream } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The value of one series in Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const response = await app.inject({ method: "GET", url: METRICS_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe("request ids", () => {
  it("keeps a well-formed x-request-id, echoes it and logs it as reqId", async () => {
    const id = "portal-0a1b2c3d-4e5f";
    const response = await app.inject({ method: "GET", url: cmsPaths.platformConfigList, headers: { [REQUEST_ID_HEADER]: id } });
    expect(response.headers[REQUEST_ID_HEADER]).toBe(id);
    const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
  });

  it.each([
    ["too short", "abc"],
    ["with a newline (log injection)", "abcdefgh\nforged"],
    ["with spaces and quotes", 'abcdefgh "x"'],
    ["too long", "a".repeat(65)],
  ])("replaces an id %s by a fresh UUID", async (_name, forged) => {
    expect(requestIdFrom(forged)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("gives every answer an id, 404s and refusals included", async () => {
    const missing = await app.inject({ method: "GET", url: "/nowhere-at-all" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[REQUEST_ID_HEADER]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    const forged = await app.inject({ method: "GET", url: "/health", headers: { [REQUEST_ID_HEADER]: "bad id!" } });
    expect(forged.headers[REQUEST_ID_HEADER]).not.toBe("bad id!");
  });
});

describe("GET /metrics (Prometheus)", () => {
  it("counts and times requests by method, route pattern and status class, and 5xx as errors", async () => {
    const series = `http_requests_total{method="GET",route="${cmsPaths.platformConfigList}",status_class="2xx"}`;
    const before = sample(await scrape(), series) ?? 0;
    for (let i = 0; i < 3; i++) await app.inject({ method: "GET", url: cmsPaths.platformConfigList });
    await app.inject({ method: "GET", url: "/no/such/path/12345" });
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 3);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",route="${cmsPaths.platformConfigList}",status_class="2xx"}`)).toBe(before + 3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    // Unknown paths share one series: a scan cannot blow up the label cardinality.
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_class="4xx"}');
    expect(text).not.toContain("/no/such/path");
    expect(text).toContain("# TYPE http_server_errors_total counter");
  });

  it("shows the database pool, the job queue by kind (platform/jobs/job-metrics.test.ts) and Node's process metrics", async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_connections{driver="pglite",state="total"}')).toBe(1);
    expect(text).toContain("# TYPE job_queue_depth gauge");
    expect(sample(text, 'job_dead{kind="tender.opening"}')).toBe(0);
    for (const name of ["process_cpu_user_seconds_total", "process_resident_memory_bytes", "nodejs_eventloop_lag_seconds", "nodejs_heap_size_used_bytes"]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it("counts open chat sockets", async () => {
    const member = await createMemberRepository(database.db).findByPhone("13800000001");
    if (!member) throw new Error("demo member missing");
    const { token } = await app.sessions.createSession(member.id);
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    const sockets = [await openTestSocket(base, { token, uuid: "metrics-a" }), await openTestSocket(base, { token, uuid: "metrics-b" })];
    expect(sample(await scrape(), 'websocket_connections{channel="chat"}')).toBe(2);
    sockets[0]?.close();
    await sockets[0]?.closed;
    await expect.poll(async () => sample(await scrape(), 'websocket_connections{channel="chat"}')).toBe(1);
    sockets[1]?.close();
    await sockets[1]?.closed;
  });

  it("is not an /api path (the portal's proxy passes on /api only) and the error reports' read endpoint is off without OPS_TOKEN", async () => {
    expect(METRICS_PATH.startsWith("/api")).toBe(false);
    expect((await app.inject({ method: "GET", url: ERROR_REPORTS_PATH })).statusCode).toBe(404);
  });
});

describe("GET /ready", () => {
  it("is 200 when the database answers, every migration is applied and the seed ran", async () => {
    const response = await app.inject({ method: "GET", url: READY_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true, checks: { database: "ok", migrations: "ok", seed: "ok" } });
  });

  it("is 503 naming the failing check: no seed, a migration missing, the database gone", async () => {
    const bare = await openDatabase({ memory: true });
    const bareApp = await buildApp({ db: bare.db });
    try {
      const unseeded = await bareApp.inject({ method: "GET", url: READY_PATH });
      expect(unseeded.statusCode).toBe(503);
      expect(unseeded.json()).toEqual({ ready: false, checks: { database: "ok", migrations: "ok", seed: "failing" } });
      await seed(bare.db);
      expect((await bareApp.inject({ method: "GET", url: READY_PATH })).statusCode).toBe(200);

      // Another instance has not applied the newest migration yet.
      await bare.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      expect((await bareApp.inject({ method: "GET", url: READY_PATH })).json()).toMatchObject({ ready: false, checks: { migrations: "failing" } });

      await bare.close();
      const down = await bareApp.inject({ method: "GET", url: READY_PATH });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ready: false, checks: { database: "failing", migrations: "failing", seed: "failing" } });
    } finally {
      await bareApp.close();
    }
  });
});
