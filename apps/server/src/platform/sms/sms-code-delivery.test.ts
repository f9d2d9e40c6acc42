import { loginServicePaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createTestClock, sendCode, solveCaptcha } from "../login-site/test-helpers.ts";
import { SmsDeliveryError } from "./sms-delivery-error.ts";
import type { SmsMessage, SmsProvider } from "./sms-provider.ts";

// What a code's caller hears, and what becomes of the code, when the carrier does not send it; and
// how long an answer takes, which must not tell a registered phone from another.

const clock = createTestClock();
/** A carrier that sends until told to fail; it notes every code it was handed, sent or not. */
const carrier = {
  failure: null as SmsDeliveryError | null,
  handed: [] as SmsMessage[],
  async send(message: SmsMessage) {
    carrier.handed.push(message);
    if (carrier.failure) throw carrier.failure;
  },
} satisfies SmsProvider & Record<string, unknown>;
const lastCode = () => carrier.handed.at(-1)?.code ?? "";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now, smsProvider: carrier });
});
afterAll(() => t.close());

describe("a code the carrier does not send", () => {
  it("is taken back: it does not work, spends none of the limits, and the code it would have replaced still works", async () => {
    const phone = "13900000601";
    expect((await sendCode(t.app, phone, "register")).json().msg).toBe("发送成功");
    const delivered = lastCode();
    clock.advance(61_000);
    carrier.failure = new SmsDeliveryError("unavailable", "test", "isp.SYSTEM_ERROR");
    expect((await sendCode(t.app, phone, "register")).json()).toMatchObject({ code: 424, success: false, msg: "短信发送失败，请稍后重试" });
    const undelivered = lastCode();
    expect(undelivered).not.toBe(delivered);
    expect((await t.app.smsCodes.verify({ phone, purpose: "register", code: undelivered })).ok).toBe(false);
    expect(await t.app.smsCodes.verify({ phone, purpose: "register", code: delivered })).toEqual({ ok: true });
    // At once again, with no wait: the failed send did not count as the phone's latest.
    carrier.failure = null;
    expect((await sendCode(t.app, phone, "register")).json()).toMatchObject({ code: 200, msg: "发送成功" });
    expect(await t.app.smsCodes.verify({ phone, purpose: "register", code: lastCode() })).toEqual({ ok: true });
  });

  it("is answered with the carrier's limit when that refused it", async () => {
    carrier.failure = new SmsDeliveryError("throttled", "test", "isv.BUSINESS_LIMIT_CONTROL");
    const response = await sendCode(t.app, "13900000602", "register");
    expect(response.json()).toMatchObject({ code: 429, msg: "该手机号接收短信过于频繁，请稍后再试" });
    carrier.failure = null;
  });

  it("while the carrier fails, answers an unregistered phone's log-in code the same way, so the failure does not tell registered phones apart", async () => {
    clock.advance(3_600_000);
    carrier.failure = new SmsDeliveryError("unavailable", "test", "no answer");
    const registered = await sendCode(t.app, "13800000001", "login");
    const unregistered = await sendCode(t.app, "13900000603", "login");
    expect(registered.json()).toMatchObject({ code: 424, msg: "短信发送失败，请稍后重试" });
    expect(unregistered.json()).toEqual(registered.json());
    // The carrier's trouble stands a minute; then an unregistered phone is answered as before.
    carrier.failure = null;
    clock.advance(61_000);
    expect((await sendCode(t.app, "13900000603", "login")).json()).toMatchObject({ code: 200, msg: "发送成功" });
  });
});

describe("a code nobody receives", () => {
  /** An app of its own whose carrier always takes 400 ms, as a distant gateway does. */
  const slowCarrier = { sent: 0, send: () => new Promise<void>((resolve) => setTimeout(() => resolve(void slowCarrier.sent++), 400)) };
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ memory: true }, { smsProvider: slowCarrier });
  });
  afterAll(() => slow.close());

  /** How long send-validate takes to answer for a phone (the captcha solved beforehand). */
  async function answerTime(phone: string): Promise<number> {
    const proof = await solveCaptcha(slow.app);
    const started = performance.now();
    const response = await slow.app.inject({ method: "POST", url: loginServicePaths.sendValidate, payload: { data: { phone, proof, purpose: "login" } } });
    expect(response.json().msg).toBe("发送成功");
    return performance.now() - started;
  }

  it("is answered after about as long as the carrier takes for a registered phone's", async () => {
    expect(await answerTime("13800000002")).toBeGreaterThanOrEqual(400);
    expect(slowCarrier.sent).toBe(1);
    // An unregistered phone's code goes nowhere, yet its answer waits about as long (±25 %).
    expect(await answerTime("13900000604")).toBeGreaterThanOrEqual(290);
    expect(slowCarrier.sent).toBe(1);
  });
});
