import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { readLoginSiteConfig } from "../login-site/login-site.config.ts";
import { loginSite } from "../login-site/login-site.plugin.ts";
import type { MemberGateway } from "../login-site/member-gateway.ts";
import { createTestClock, latestCode, sendCode, solveCaptcha } from "../login-site/test-helpers.ts";

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, remoteAddress = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: loginServicePaths.sendValidate, remoteAddress, payload });

describe("POST send-validate", () => {
  it("sends a 6-digit code with a valid proof and answers 发送成功", async () => {
    const response = await sendCode(t.app, "13900000001", "register");
    expect(response.json()).toMatchObject({ code: 200, success: true, msg: "发送成功" });
    expect(await latestCode(t.app, "13900000001")).toMatch(/^\d{6}$/);
  });

  it("refuses without a proof, with a made-up proof and with a spent proof", async () => {
    expect((await send({ data: { phone: "13900000002", purpose: "register" } })).json().code).toBe(400);
    const madeUp = await send({ data: { phone: "13900000002", proof: "x".repeat(43), purpose: "register" } });
    expect(madeUp.json()).toMatchObject({ success: false, msg: "请先完成滑块验证" });
    const proof = await solveCaptcha(t.app);
    expect((await send({ data: { phone: "13900000002", proof, purpose: "register" } })).statusCode).toBe(200);
    clock.advance(61_000);
    const replay = await send({ data: { phone: "13900000002", proof, purpose: "register" } });
    expect(replay.json()).toMatchObject({ success: false, msg: "请先完成滑块验证" });
  });

  it("refuses a wrong phone number with the spec's text", async () => {
    const proof = await solveCaptcha(t.app);
    const response = await send({ data: { phone: "12345678901", proof, purpose: "login" } });
    expect(response.json()).toMatchObject({ code: 400, msg: "请输入正确的11位手机号" });
  });

  it("answers a log-in code for an unregistered phone like any other, and sends nothing", async () => {
    const unknown = await sendCode(t.app, "13900000003", "login");
    const known = await sendCode(t.app, "13800000002", "login");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestCode(t.app, "13900000003")).toBeNull();
    expect(await latestCode(t.app, "13800000002")).toMatch(/^\d{6}$/);
  });
});

describe("send limits", () => {
  it("refuses the 2nd request within 60 s and allows it after", async () => {
    expect((await sendCode(t.app, "13900000010", "register")).statusCode).toBe(200);
    clock.advance(30_000);
    const second = await sendCode(t.app, "13900000010", "register");
    expect(second.json().code).toBe(429);
    expect(second.json().msg).toBe("发送过于频繁，请30秒后再试");
    expect(second.headers["retry-after"]).toBe("30");
    clock.advance(30_000);
    expect((await sendCode(t.app, "13900000010", "register")).statusCode).toBe(200);
  });

  it("refuses the 6th request in an hour and the 11th in a day", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(t.app, "13900000011", "register", "10.0.1.1")).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await sendCode(t.app, "13900000011", "register", "10.0.1.1");
    expect(sixth.json().code).toBe(429);
    expect(sixth.json().msg).toBe("该手机号1小时内发送次数已达上限，请稍后再试");
    clock.advance(3_600_000);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(t.app, "13900000011", "register", "10.0.1.2")).statusCode).toBe(200);
      clock.advance(61_000);
    }
    clock.advance(3_600_000);
    const eleventh = await sendCode(t.app, "13900000011", "register", "10.0.1.3");
    expect(eleventh.json().msg).toBe("该手机号今日发送次数已达上限，请明天再试");
  });

  it("refuses the 21st request from one IP within an hour", async () => {
    for (let i = 0; i < 20; i++) expect((await sendCode(t.app, `1370000${String(i).padStart(4, "0")}`, "register", "10.9.9.9")).statusCode).toBe(200);
    const response = await sendCode(t.app, "13799999999", "register", "10.9.9.9");
    expect(response.json()).toMatchObject({ code: 429, msg: "当前网络发送次数过多，请稍后再试" });
  });
});

describe("codes", () => {
  it("are single use, die after 5 minutes and after 5 wrong tries", async () => {
    const sms = t.app.smsCodes;
    await sendCode(t.app, "13900000020", "register");
    const code = (await latestCode(t.app, "13900000020")) ?? "";
    expect(await sms.verify({ phone: "13900000020", purpose: "login", code })).toMatchObject({ ok: false });
    expect(await sms.verify({ phone: "13900000020", purpose: "register", code })).toEqual({ ok: true });
    expect(await sms.verify({ phone: "13900000020", purpose: "register", code })).toMatchObject({ ok: false });

    clock.advance(61_000);
    await sendCode(t.app, "13900000020", "register");
    const expiring = (await latestCode(t.app, "13900000020")) ?? "";
    clock.advance(5 * 60_000 + 1);
    expect(await sms.verify({ phone: "13900000020", purpose: "register", code: expiring })).toEqual({ ok: false, msg: "验证码错误或已过期，请重新获取" });

    await sendCode(t.app, "13900000020", "register");
    const right = (await latestCode(t.app, "13900000020")) ?? "";
    const wrong = right === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await sms.verify({ phone: "13900000020", purpose: "register", code: wrong }));
    expect(answers.map((a) => (a.ok ? "ok" : a.msg))).toEqual(["验证码错误", "验证码错误", "验证码错误", "验证码错误", "验证码错误次数过多，请重新获取"]);
    expect(await sms.verify({ phone: "13900000020", purpose: "register", code: right })).toEqual({ ok: false, msg: "验证码错误次数过多，请重新获取" });
  });
});

describe("development endpoints", () => {
  it("are absent in production", async () => {
    const app = Fastify();
    const members = { isRegistered: async () => false } as unknown as MemberGateway;
    await app.register(loginSite, { db: t.database.db, config: readLoginSiteConfig({ NODE_ENV: "production" }), members });
    try {
      expect((await app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=13800000001` })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: `${platformPaths.devCaptchaAnswer}?captchaId=x` })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: loginServicePaths.generate })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("are absent by default, outside production too (npm start)", async () => {
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ db: database.db, devHelpers: readLoginSiteConfig({ NODE_ENV: "development" }).devEndpoints });
    try {
      expect((await app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=13800000001` })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: `${platformPaths.devCaptchaAnswer}?captchaId=x` })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("are there when enabled for tests", async () => {
    expect((await t.app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=13800000001` })).statusCode).toBe(200);
  });
});
