import { memberCalls, platformPaths, requestHeaders } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { solveCaptcha } from "../login-site/test-helpers.ts";

// 设置登录密码 (/user/password/set): a code sent to the member's own phone, then the new password.

let t: TestApp;
let nextAddress = 1;
/** Each call from its own address, so the per-address limit of the credential calls stays out of the way. */
const address = () => `10.77.${nextAddress >> 8}.${nextAddress++ & 255}`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const userInfo = (who: LoggedIn) => t.app.inject({ method: "GET", url: memberCalls.userInfo.path, headers: who.headers });

async function sendOwnCode(who: LoggedIn, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: memberCalls.sendOwnVerificationCode.path, headers: who.headers, payload, remoteAddress: address() });
}

function setPassword(who: LoggedIn, payload: Record<string, string>) {
  return t.app.inject({ method: "POST", url: memberCalls.setPassword.path, headers: who.headers, payload, remoteAddress: address() });
}

/** The codes the development outbox holds for a phone, newest first. */
async function outbox(phone: string): Promise<{ code: string | null; purpose: string }[]> {
  return (await t.app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=${phone}` })).json().data;
}

async function newestCode(phone: string): Promise<string> {
  const code = (await outbox(phone))[0]?.code;
  if (!code) throw new Error(`no code was delivered to ${phone}`);
  return code;
}

function logInWith(phone: string, password: string) {
  return t.app.inject({ method: "POST", url: memberCalls.oauthToken.path, payload: { phone, password }, remoteAddress: address() });
}

describe("the code for 设置登录密码", () => {
  it("goes to the member's own phone, only with a passed captcha, and never to a phone the caller names", async () => {
    const me = await login(t, "13900000101");
    expectFailure(await sendOwnCode(me, {}), 400, /滑块验证/);
    expectFailure(await sendOwnCode(me, { proof: "" }), 400, /滑块验证/);
    expectFailure(await sendOwnCode(me, { proof: "forged-proof" }), 400, /滑块验证/);
    expect(await outbox("13900000101")).toEqual([]);

    const sent = await sendOwnCode(me, { proof: await solveCaptcha(t.app), phone: "13900000102" });
    expect(sent.json()).toMatchObject({ code: 200, success: true, msg: "发送成功" });
    expect((await outbox("13900000101")).map((m) => m.purpose)).toEqual(["reset"]);
    expect(await outbox("13900000102")).toEqual([]);
  });

  it("shares the SMS limits: a second code within 60 seconds is refused with 429", async () => {
    const me = await login(t, "13900000103");
    expect((await sendOwnCode(me, { proof: await solveCaptcha(t.app) })).json().code).toBe(200);
    const again = await sendOwnCode(me, { proof: await solveCaptcha(t.app) });
    expectFailure(again, 429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("takes the SMS alternative to the puzzle (assist): the code goes to the member's own phone, within its budget", async () => {
    const me = await login(t, "13900000104");
    const sent = await sendOwnCode(me, { assist: true, phone: "13900000105" });
    expect(sent.json()).toMatchObject({ code: 200, success: true, msg: "发送成功" });
    expect((await outbox("13900000104")).map((m) => m.purpose)).toEqual(["reset"]);
    expect(await outbox("13900000105")).toEqual([]);
    // A second assisted code within the phone's budget is held back by the SMS limits (60 s); then the budget (2 per 15 minutes) runs out.
    expectFailure(await sendOwnCode(me, { assist: true }), 429);
    expectFailure(await sendOwnCode(me, { assist: true }), 429, /短信验证次数过多/);
  });

  it("refuses a visitor and a forged token with 401", async () => {
    expectFailure(await t.app.inject({ method: "POST", url: memberCalls.sendOwnVerificationCode.path, payload: { proof: "x" } }), 401);
    expectFailure(
      await t.app.inject({
        method: "POST",
        url: memberCalls.setPassword.path,
        headers: { [requestHeaders.platformToken]: "Bearer forged.token.value" },
        payload: { code: "123456", newPassword: "Newpass123", confirmPassword: "Newpass123" },
      }),
      401,
    );
  });
});

describe("设置登录密码", () => {
  it("sets the password with the phone's code, keeps this session and logs out the others", async () => {
    const phone = "13900000104";
    const current = await login(t, phone);
    const elsewhere = await login(t, phone);
    await sendOwnCode(current, { proof: await solveCaptcha(t.app) });
    const code = await newestCode(phone);
    const other = code === "000000" ? "000001" : "000000";

    expectFailure(await setPassword(current, { code: "12345", newPassword: "Newpass123", confirmPassword: "Newpass123" }), 400, /6位/);
    expectFailure(await setPassword(current, { code, newPassword: "Newpass123", confirmPassword: "Other1234" }), 400, /不一致/);
    expectFailure(await setPassword(current, { code, newPassword: "short1", confirmPassword: "short1" }), 400, /8-32/);
    expectFailure(await setPassword(current, { code, newPassword: "onlyletters", confirmPassword: "onlyletters" }), 400, /字母和数字/);
    expectFailure(await setPassword(current, { code: other, newPassword: "Newpass123", confirmPassword: "Newpass123" }), 400, /验证码/);
    // Nothing changed so far.
    expect((await userInfo(elsewhere)).statusCode).toBe(200);

    const set = await setPassword(current, { code, newPassword: "Newpass123", confirmPassword: "Newpass123" });
    expect(set.json()).toEqual({ code: 200, msg: "登录密码设置成功", data: null, success: true });
    expectFailure(await userInfo(elsewhere), 401);
    expect((await userInfo(current)).statusCode).toBe(200);
    expectFailure(await logInWith(phone, "Demo@123456"), 400);
    expect((await logInWith(phone, "Newpass123")).statusCode).toBe(200);
    // The code was used up.
    expectFailure(await setPassword(current, { code, newPassword: "Again1234", confirmPassword: "Again1234" }), 400, /验证码/);
  });

  it("takes only a code of the member's own phone", async () => {
    const me = await login(t, "13900000105");
    const neighbour = await login(t, "13900000106");
    // A reset code delivered to the neighbour's phone proves nothing about mine.
    await sendOwnCode(neighbour, { proof: await solveCaptcha(t.app) });
    const theirs = await newestCode("13900000106");
    expectFailure(await setPassword(me, { code: theirs, newPassword: "Newpass123", confirmPassword: "Newpass123" }), 400, /验证码/);
    expect((await logInWith("13900000105", "Demo@123456")).statusCode).toBe(200);
  });

  it("counts wrong codes in the throttle shared with the login site: the address waits, nothing locks", async () => {
    const phone = "13900000107";
    const me = await login(t, phone);
    await sendOwnCode(me, { proof: await solveCaptcha(t.app) });
    const code = await newestCode(phone);
    const wrong = code === "000000" ? "000001" : "000000";
    const from = "203.0.113.107";
    const attempt = (value: string) =>
      t.app.inject({
        method: "POST",
        url: memberCalls.setPassword.path,
        headers: me.headers,
        payload: { code: value, newPassword: "Newpass123", confirmPassword: "Newpass123" },
        remoteAddress: from,
      });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await attempt(wrong)).json().code);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    // That address waits before its next try (the right code too); it is told how long.
    expectFailure(await attempt(code), 429, /失败次数较多，请1秒后再试/);
    // The phone is under step-up on every path: a log-in from another device solves the slider and
    // is in with the right password, never "locked".
    expectFailure(await logInWith(phone, "Demo@123456"), 428, /滑块验证/);
    const withSlider = await t.app.inject({
      method: "POST",
      url: memberCalls.oauthToken.path,
      payload: { phone, password: "Demo@123456", captchaProof: await solveCaptcha(t.app) },
      remoteAddress: address(),
    });
    expect(withSlider.json()).toMatchObject({ code: 200, success: true });
  });
});
