// Two instances of the server on one database, as behind a load balancer: the rate limits and the
// log-in throttle count the same requests on both, so N instances allow what one allows.
import { randomBytes } from "node:crypto";
import { memberPaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { demo } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createMemoryInvoiceStore } from "../invoice/memory-invoice-store.ts";
import { createTestClock, solveCaptcha } from "../login-site/test-helpers.ts";

const clock = createTestClock();
const tokenSecret = randomBytes(32);
let one: TestApp;
let two: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  one = await createTestApp({ memory: true }, { tokenSecret, now: clock.now });
  two = await buildApp({ db: one.database.db, tokenSecret, devHelpers: true, invoiceStore: createMemoryInvoiceStore(), now: clock.now });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe("two instances on one database", () => {
  it("count one address's calls together against the per-address limit (20 a minute on the token call)", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const app = i % 2 === 0 ? one.app : two;
      const response = await app.inject({ method: "POST", url: memberPaths.oauthToken, payload: {}, remoteAddress: "192.0.2.50" });
      codes.push(response.json().code);
      if (i === 21) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(codes.slice(20)).toEqual([429, 429]);
    // Another address is not affected, on either instance.
    expect((await two.inject({ method: "POST", url: memberPaths.oauthToken, payload: {}, remoteAddress: "192.0.2.51" })).json().code).toBe(400);
  });

  it("share the log-in throttle: a stranger's failures on one instance ask for the slider on the other; the member's device logs in on either", async () => {
    const token = (app: typeof two, from: string, password: string, captchaProof?: string) =>
      app.inject({
        method: "POST",
        url: memberPaths.oauthToken,
        payload: { phone: demo.first.phone, password, ...(captchaProof ? { captchaProof } : {}) },
        remoteAddress: from,
      });
    for (let i = 0; i < 3; i++) expect((await token(one.app, "203.0.113.7", "Wrong@123456")).json().code).toBe(400);
    expect((await token(two, "203.0.113.7", demo.first.password)).json().code).toBe(428);
    // A proof from one instance's captcha is spent on the other's log-in.
    expect((await token(two, "203.0.113.7", demo.first.password, await solveCaptcha(one.app))).json().code).toBe(200);
    expect((await token(two, "198.51.100.7", demo.first.password)).json().code).toBe(200);
  });
});
