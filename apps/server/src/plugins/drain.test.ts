import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// A rolling restart: on SIGTERM main.ts sets `draining`, and `/ready` fails before anything else
// changes, so the balancer stops routing here while requests in flight still get answers.
const drain = { draining: false };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { drain });
});
afterAll(() => t.close());

describe("draining", () => {
  it("fails /ready first and keeps answering the requests that still arrive", async () => {
    expect((await t.app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
    drain.draining = true;
    const ready = await t.app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, draining: true });
    expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
  });
});
