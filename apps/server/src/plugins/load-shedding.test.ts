import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { registerLoadShedding } from "./load-shedding.ts";
import { registerMetrics } from "./metrics.ts";

// Overload is refused early and clearly: beyond MAX_IN_FLIGHT requests at once, one more is
// answered 503 with Retry-After at once; health, readiness and metrics are always answered; a
// finished or abandoned request frees its place.

const LIMIT = 4;
let database: DatabaseHandle;
let origin = "";
let release: () => void = () => {};
let held = new Promise<void>((resolve) => (release = resolve));
const app = Fastify({ logger: false, forceCloseConnections: true });

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  registerMetrics(app, database.db);
  registerLoadShedding(app, { maxInFlight: LIMIT });
  app.get("/work", async () => {
    await held;
    return { done: true };
  });
  app.get("/health", async () => ({ status: "ok" }));
  origin = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  release();
  await app.close();
  await database.close();
});

const waitUntil = async (condition: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await condition()); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
};
const metric = async (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec((await app.metrics.render()).text)?.[1] ?? Number.NaN);

describe("load shedding", () => {
  it("answers the request past the limit 503 with Retry-After at once, and serves again when places free", async () => {
    const working = Array.from({ length: LIMIT }, () => fetch(`${origin}/work`));
    await waitUntil(async () => (await metric("http_requests_in_flight")) === LIMIT);
    const shed = await fetch(`${origin}/work`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("1");
    expect(await shed.json()).toMatchObject({ code: 503, msg: "服务繁忙，请稍后再试" });
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    expect(await metric("http_requests_shed_total")).toBe(1);

    release();
    expect((await Promise.all(working)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await waitUntil(async () => (await metric("http_requests_in_flight")) === 0);
    expect((await fetch(`${origin}/work`)).status).toBe(200);
  });

  it("frees the place of a request its client abandoned", async () => {
    held = new Promise<void>((resolve) => (release = resolve));
    const leaving = Array.from({ length: LIMIT }, () => new AbortController());
    const abandoned = leaving.map((controller) => fetch(`${origin}/work`, { signal: controller.signal }).catch(() => null));
    await waitUntil(async () => (await metric("http_requests_in_flight")) === LIMIT);
    for (const controller of leaving) controller.abort();
    await Promise.all(abandoned);
    await waitUntil(async () => (await metric("http_requests_in_flight")) === 0);
    expect(await metric("http_requests_in_flight")).toBe(0);
    release();
    expect((await fetch(`${origin}/work`)).status).toBe(200);
  });
});
