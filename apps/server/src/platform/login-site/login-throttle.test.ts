// "Anyone can lock anyone out", replayed from two addresses: a stranger's failures slow and
// captcha the stranger, never the member's own device (see credential-guard.ts for the rule).
import { loginServicePaths, memberPaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demo } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createTestClock, solveCaptcha, submitForm } from "./test-helpers.ts";

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
});
afterAll(() => t.close());
// Each case starts with every count forgotten (15 quiet minutes) and fresh rate-limit windows.
beforeEach(() => clock.advance(16 * 60_000));

/** The stranger's one address, and the member's own device. */
const A = "203.0.113.10";
const B = "198.51.100.20";
const wrong = "Wrong@123456";
const stepUpText = "为保护账号安全，请先完成滑块验证";

function form(phone: string, password: string, from: string, captchaProof?: string) {
  return submitForm(t.app, "/login", { phone, password, ...(captchaProof === undefined ? {} : { captchaProof }) }, "", from);
}

function token(phone: string, password: string, from: string, captchaProof?: string) {
  return t.app.inject({
    method: "POST",
    url: memberPaths.oauthToken,
    payload: { phone, password, ...(captchaProof ? { captchaProof } : {}) },
    remoteAddress: from,
  });
}

const body = (response: { json(): unknown }) => response.json() as { code: number; msg: string; success: boolean };

describe("the login site's password form", () => {
  const phone = demo.second.phone;

  it("asks the stranger's address for the slider after 3 failures, and lets the member's own device in without one", async () => {
    for (let i = 0; i < 3; i++) expect((await form(phone, wrong, A)).statusCode).toBe(401);
    const stranger = await form(phone, demo.second.password, A);
    expect(stranger.statusCode).toBe(428);
    expect(stranger.body).toContain(stepUpText);
    expect(stranger.body).toContain('name="captchaProof"');
    expect(stranger.body).not.toContain("锁定");
    const own = await form(phone, demo.second.password, B);
    expect(own.statusCode).toBe(303);
    expect(own.cookies.map((cookie) => cookie.name)).toContain("login_access_token");
  });

  it("makes the stranger wait from 5 failures (1 s, then 2 s); the member's device gets in with the slider once the phone is under step-up", async () => {
    for (let i = 0; i < 3; i++) await form(phone, wrong, A);
    for (let i = 0; i < 2; i++) expect((await form(phone, wrong, A, await solveCaptcha(t.app))).statusCode).toBe(401);
    const waiting = await form(phone, demo.second.password, A, await solveCaptcha(t.app));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBe("1");
    expect(waiting.body).toContain("失败次数较多，请1秒后再试");
    expect(waiting.body).not.toContain("锁定");
    // 5 failures on the phone from anywhere: everyone solves the slider first, nobody waits.
    expect((await form(phone, demo.second.password, B)).statusCode).toBe(428);
    expect((await form(phone, demo.second.password, B, await solveCaptcha(t.app))).statusCode).toBe(303);
    clock.advance(1_000);
    expect((await form(phone, wrong, A, await solveCaptcha(t.app))).statusCode).toBe(401);
    const longer = await form(phone, wrong, A, await solveCaptcha(t.app));
    expect(longer.statusCode).toBe(429);
    expect(longer.body).toContain("请2秒后再试");
  });

  it("refuses a proof of the SMS alternative for the step-up: only a solved puzzle counts", async () => {
    for (let i = 0; i < 3; i++) await form(phone, wrong, A);
    const assisted = await t.app.inject({ method: "POST", url: loginServicePaths.assist, payload: { phone }, remoteAddress: A });
    const proof = (assisted.json() as { data: { proof: string } }).data.proof;
    expect((await form(phone, demo.second.password, A, proof)).statusCode).toBe(428);
  });
});

describe("the member service's token call", () => {
  const phone = demo.first.phone;

  it("slows and captchas the stranger's address only; the member's device logs in throughout", async () => {
    for (let i = 0; i < 3; i++) expect(body(await token(phone, wrong, A))).toMatchObject({ code: 400, msg: "手机号或密码错误" });
    expect(body(await token(phone, demo.first.password, A))).toMatchObject({ code: 428, msg: stepUpText, success: false });
    // The phone has 3 failures from elsewhere: its owner is not even asked for the slider.
    expect(body(await token(phone, demo.first.password, B))).toMatchObject({ code: 200, success: true });
    for (let i = 0; i < 2; i++) expect(body(await token(phone, wrong, A, await solveCaptcha(t.app)))).toMatchObject({ code: 400 });
    const waiting = await token(phone, demo.first.password, A, await solveCaptcha(t.app));
    expect(body(waiting)).toMatchObject({ code: 429, msg: "失败次数较多，请1秒后再试" });
    expect(waiting.headers["retry-after"]).toBe("1");
    // Every path shares the counts: the businesses-at-login call waits as well.
    const other = await t.app.inject({ method: "POST", url: memberPaths.loginTenantMemberBusiness, payload: { phone, password: wrong }, remoteAddress: A });
    expect(body(other).code).toBe(429);
    // Under step-up now (5 failures on the phone): the member's device solves the slider and is in.
    expect(body(await token(phone, demo.first.password, B)).code).toBe(428);
    expect(body(await token(phone, demo.first.password, B, await solveCaptcha(t.app)))).toMatchObject({ code: 200, success: true });
  });

  it("a campaign of one failure from each of many addresses asks for the slider on the phone, and makes nobody wait", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push(body(await token(phone, wrong, `192.0.2.${i + 1}`)).code);
    expect(codes).toEqual([400, 400, 400, 400, 400, 428, 428, 428]);
    expect(body(await token(phone, demo.first.password, B)).code).toBe(428);
    expect(body(await token(phone, demo.first.password, B, await solveCaptcha(t.app))).code).toBe(200);
  });

  it("one address spraying many phones is asked for the slider from 10 failures and waits from 20, on any phone", async () => {
    const sprayer = "203.0.113.99";
    for (let i = 0; i < 10; i++) expect(body(await token(`1370000${String(i).padStart(4, "0")}`, wrong, sprayer)).code).toBe(400);
    // A phone it never tried: the slider, for this address only.
    expect(body(await token(phone, demo.first.password, sprayer)).code).toBe(428);
    expect(body(await token(phone, demo.first.password, B)).code).toBe(200);
    clock.advance(61_000); // a new minute of the per-address request limit
    for (let i = 10; i < 20; i++) expect(body(await token(`1370000${String(i).padStart(4, "0")}`, wrong, sprayer, await solveCaptcha(t.app))).code).toBe(400);
    expect(body(await token(phone, demo.first.password, sprayer, await solveCaptcha(t.app))).code).toBe(429);
    expect(body(await token(phone, demo.first.password, B)).code).toBe(200);
  });

  it("IPv6 addresses count by their /64: rotating within one's own block is one source", async () => {
    for (let i = 0; i < 3; i++) await token(phone, wrong, `2001:db8:1:2::${i + 1}`);
    expect(body(await token(phone, demo.first.password, "2001:db8:1:2::ff")).code).toBe(428);
    expect(body(await token(phone, demo.first.password, "2001:db8:1:3::1")).code).toBe(200);
  });
});
