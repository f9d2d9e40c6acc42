// Escalation: per source, per phone (harder, never blocked), shared by every instance, and under pressure from a
// campaign of many addresses. The clock is the test's; each case starts past every window.
import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createTestClock } from "../login-site/test-helpers.ts";
import { throttleCounters } from "../throttle/schema.ts";
import { CaptchaEscalation } from "./captcha.constants.ts";
import { createCaptchaService } from "./captcha.service.ts";
import { humanDragTrack } from "./human-track.ts";
import { trackFingerprint } from "./track-replay.ts";

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { rateLimit: false, now: clock.now });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(CaptchaEscalation.windowMs + 60_000));

let nextAddress = 0;
const freshAddress = () => `10.66.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

async function generate(remoteAddress: string, phone?: string) {
  const response = await t.app.inject({ method: "GET", url: `${loginServicePaths.generate}${phone ? `?phone=${phone}` : ""}`, remoteAddress });
  return response.json() as { code: number; msg: string; data: { captchaId: string } | null };
}

async function answerOf(captchaId: string): Promise<number> {
  const answer = await t.app.inject({ method: "GET", url: `${platformPaths.devCaptchaAnswer}?captchaId=${captchaId}` });
  return (answer.json().data as { x: number }).x;
}

async function validate(captchaId: string, x: number, remoteAddress: string, phone?: string) {
  const payload = { captchaId, x, track: humanDragTrack(x), ...(phone ? { phone } : {}) };
  const response = await t.app.inject({ method: "POST", url: loginServicePaths.validate, remoteAddress, payload });
  return response.json() as { code: number; msg: string; data: { proof?: string; next?: { captchaId: string } } | null };
}

/** One wrong answer (30 px off: another hole) from the address, for the phone when given. */
async function failOnce(remoteAddress: string, phone?: string) {
  const challenge = await generate(remoteAddress, phone);
  if (!challenge.data) throw new Error(`no challenge: ${challenge.msg}`);
  expect((await validate(challenge.data.captchaId, (await answerOf(challenge.data.captchaId)) + 30, remoteAddress, phone)).code).toBe(400);
}

/** Answers right from the address; the validate answer. */
async function passOnce(remoteAddress: string, captchaId: string) {
  return validate(captchaId, await answerOf(captchaId), remoteAddress);
}

describe("escalation per address", () => {
  it("gives one round at first, two at a tighter tolerance after 2 failures, none after 5, and forgives after 15 minutes", async () => {
    const address = freshAddress();
    const first = await generate(address);
    expect((await passOnce(address, first.data?.captchaId ?? "")).data?.proof).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await failOnce(address);
    await failOnce(address);
    // Strong: 4 px off is no longer close enough (3 failures now)…
    const strict = await generate(address);
    const strictId = strict.data?.captchaId ?? "";
    expect((await validate(strictId, (await answerOf(strictId)) + 4, address)).code).toBe(400);
    // …and the right answer earns the next puzzle, whose right answer earns the proof.
    const strong = await generate(address);
    const round1 = await passOnce(address, strong.data?.captchaId ?? "");
    expect(round1).toMatchObject({ code: 200, msg: "请再完成一次拼图验证" });
    expect(round1.data?.proof).toBeUndefined();
    const round2 = await passOnce(address, round1.data?.next?.captchaId ?? "");
    expect(round2).toMatchObject({ code: 200, msg: "验证通过" });
    expect(round2.data?.proof).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const pending = await generate(address);
    await failOnce(address);
    await failOnce(address);
    // 5 failures: no challenge, and none already handed out is answered.
    expect(await generate(address)).toMatchObject({ code: 429, msg: "验证失败次数过多，请15分钟后再试，或改用账号密码登录", data: null });
    expect((await passOnce(address, pending.data?.captchaId ?? "")).code).toBe(429);
    // Other addresses are not affected.
    expect((await generate(freshAddress())).code).toBe(200);

    clock.advance(CaptchaEscalation.windowMs + 1000);
    const forgiven = await generate(address);
    expect((await passOnce(address, forgiven.data?.captchaId ?? "")).data?.proof).toBeDefined();
  }, 30_000);
});

describe("escalation per phone", () => {
  it("makes a phone's puzzles harder after failures from any address, but never blocks the phone: only the failing source is blocked", async () => {
    const phone = "13900001111";
    const stranger = freshAddress();
    for (let i = 0; i < CaptchaEscalation.blockAfter; i++) await failOnce(stranger, phone);
    expect((await generate(stranger, phone)).code).toBe(429);
    expect((await generate(stranger)).code).toBe(429);
    // The phone's owner, from their own address: two rounds at the tighter tolerance, and the proof.
    const owner = freshAddress();
    const challenge = await generate(owner, phone);
    expect(challenge.code).toBe(200);
    const id = challenge.data?.captchaId ?? "";
    const round1 = await validate(id, await answerOf(id), owner, phone);
    expect(round1).toMatchObject({ code: 200, msg: "请再完成一次拼图验证" });
    const nextId = round1.data?.next?.captchaId ?? "";
    expect((await validate(nextId, await answerOf(nextId), owner, phone)).data?.proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Another phone from a new address meets one round, as anybody.
    const other = await generate(freshAddress(), "13900002222");
    expect((await passOnce(freshAddress(), other.data?.captchaId ?? "")).data?.proof).toBeDefined();
  }, 30_000);

  it("counts an IPv6 source by its /64: rotating addresses within one block is one source", async () => {
    for (let i = 0; i < CaptchaEscalation.blockAfter; i++) await failOnce(`2001:db8:7:7::${i + 1}`);
    expect((await generate("2001:db8:7:7::ff")).code).toBe(429);
    expect((await generate("2001:db8:7:8::1")).code).toBe(200);
  }, 30_000);
});

describe("escalation across instances", () => {
  it("keeps its counts in the database: one instance's failures escalate another's challenges", async () => {
    const [one, other] = [createCaptchaService(t.database.db, clock.now), createCaptchaService(t.database.db, clock.now)];
    const requester = { address: freshAddress() };
    for (let i = 0; i < CaptchaEscalation.blockAfter; i++) {
      const challenge = await one.generate(requester);
      if (!challenge) throw new Error("no challenge");
      expect(await other.validate(challenge.captchaId, 0, humanDragTrack(0), requester)).toEqual({ ok: false, failure: "wrong_position" });
    }
    expect(await other.generate(requester)).toBeNull();
    expect(await one.generate(requester)).toBeNull();
  });
});

describe("the memory of drags, across instances", () => {
  it("keeps accepted tracks in the database: a drag one instance took is refused as a replay by another", async () => {
    const [one, other] = [createCaptchaService(t.database.db, clock.now), createCaptchaService(t.database.db, clock.now)];
    const requester = { address: freshAddress() };
    const first = await one.generate(requester);
    if (!first) throw new Error("no challenge");
    const x = (await one.peekAnswer(first.captchaId))?.x ?? 0;
    const track = humanDragTrack(x);
    expect(await one.validate(first.captchaId, x, track, requester)).toMatchObject({ ok: true });
    const stored = await t.database.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, `captcha-track:${trackFingerprint(track)}`));
    expect(stored).toHaveLength(1);
    // A challenge on the other instance whose answer the same drag also ends on, dropped there.
    for (;;) {
      const again = await other.generate(requester);
      if (!again) throw new Error("no challenge");
      if (Math.abs(((await other.peekAnswer(again.captchaId))?.x ?? -99) - x) > 3) continue;
      expect(await other.validate(again.captchaId, x, track, requester)).toEqual({ ok: false, failure: "replayed" });
      break;
    }
  });
});

describe("pressure from a campaign of many addresses", () => {
  it("gives everybody two rounds while most answers fail, and one again once the window passes", async () => {
    for (let i = 0; i < CaptchaEscalation.pressureMinFailures; i++) await failOnce(freshAddress());
    const person = freshAddress();
    const challenge = await generate(person);
    const round1 = await passOnce(person, challenge.data?.captchaId ?? "");
    expect(round1.data?.next).toBeDefined();
    expect((await passOnce(person, round1.data?.next?.captchaId ?? "")).data?.proof).toBeDefined();

    clock.advance(CaptchaEscalation.pressureWindowMs + 1000);
    const calm = await generate(freshAddress());
    expect((await passOnce(person, calm.data?.captchaId ?? "")).data?.proof).toBeDefined();
  }, 30_000);
});
