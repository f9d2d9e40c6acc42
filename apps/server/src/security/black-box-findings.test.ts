// The black-box findings of the security review, each replayed from outside as an attacker or a
// second member would: through `app.inject` on the seeded app, never by calling internals.
// Upload ownership (findings 1–3) and the captcha solver (7) have their own suites in their modules.
import { chatPaths, homePaths, loginServicePaths, memberPaths, platformPaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/database.ts";
import { MAX_JSON_DEPTH } from "../http/input-guards.ts";
import { readLoginSiteConfig } from "../platform/login-site/login-site.config.ts";
import { latestCode, solveCaptcha, submitForm } from "../platform/login-site/test-helpers.ts";
import { signFileLink } from "../platform/upload/file-link.ts";
import { uploadServicePaths } from "../platform/upload/upload.schemas.ts";
import { demo, expectFailure, login } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { rateLimit: false });
});
afterAll(() => t?.close());

let address = 0;
/** Each call from its own address, so the per-address limits stay out of the way. */
const from = () => `10.77.${(address >> 8) & 255}.${address++ & 255}`;

describe("4. development helpers and secrets", () => {
  it("the default start has no development helpers", async () => {
    const database = await openDatabase({ memory: true });
    // What `npm start` runs: no DEV_HELPERS in the environment.
    const app = await buildApp({ db: database.db, devHelpers: readLoginSiteConfig({}).devEndpoints });
    try {
      for (const url of [platformPaths.devSmsOutbox, `${platformPaths.devSmsOutbox}?phone=13800000001`, `${platformPaths.devCaptchaAnswer}?captchaId=x`]) {
        expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("a download link signed with the secret that once shipped in the source is refused", async () => {
    const forged = signFileLink("cidp-local-object-store-secret-not-for-production", uploadServicePaths.file, 1, "x.pdf", "attachment");
    const response = await t.app.inject({ method: "GET", url: forged });
    expect(response.statusCode).toBe(403);
  });
});

describe("5. SMS codes only with a captcha", () => {
  const send = (phone: string, payload: object) =>
    t.app.inject({ method: "POST", url: `${memberPaths.smsVerificationCode}?phone=${phone}`, payload, remoteAddress: from() });

  it("refuses every purpose without a proof, and sends nothing", async () => {
    for (const [phone, templateId] of [
      ["13900000501", "register"],
      ["13900000502", "login"],
      [demo.second.phone, "reset"],
      ["13900000504", "generic"],
    ] as const) {
      expectFailure(await send(phone, { templateId }), 400, /滑块验证/);
      expectFailure(await send(phone, { templateId, proof: "A".repeat(43) }), 400, /滑块验证/);
      expect(await latestCode(t.app, phone)).toBeNull();
    }
  });

  it("sends with a fresh proof, once: a proof cannot be spent twice", async () => {
    const proof = await solveCaptcha(t.app);
    expect((await send("13900000505", { templateId: "register", proof })).json()).toMatchObject({ code: 200, msg: "发送成功" });
    expect(await latestCode(t.app, "13900000505")).toMatch(/^\d{6}$/);
    expectFailure(await send("13900000506", { templateId: "register", proof }), 400, /滑块验证/);
    expect(await latestCode(t.app, "13900000506")).toBeNull();
  });
});

describe("6. one throttle for every path that checks a password, and no lock a stranger can set", () => {
  const token = (phone: string, password: string, remoteAddress = from(), captchaProof?: string) =>
    t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload: { phone, password, ...(captchaProof ? { captchaProof } : {}) }, remoteAddress });

  it("an address the login site slowed is slowed on the member service too; the owner's device still gets a token", async () => {
    const phone = demo.second.phone;
    const attacker = "203.0.113.61";
    for (let i = 0; i < 3; i++) await submitForm(t.app, "/login", { phone, password: `Wrong${i}pass1` }, "", attacker);
    for (let i = 3; i < 5; i++) await submitForm(t.app, "/login", { phone, password: `Wrong${i}pass1`, captchaProof: await solveCaptcha(t.app) }, "", attacker);
    expectFailure(await token(phone, demo.second.password, attacker, await solveCaptcha(t.app)), 429, /秒后再试/);
    expectFailure(
      await t.app.inject({
        method: "POST",
        url: memberPaths.loginTenantMemberBusiness,
        payload: { phone, password: demo.second.password },
        remoteAddress: attacker,
      }),
      429,
    );
    // Elsewhere: the slider (5 failures on the phone), then in. Never 锁定.
    expectFailure(await token(phone, demo.second.password), 428, /滑块验证/);
    expect((await token(phone, demo.second.password, from(), await solveCaptcha(t.app))).json()).toMatchObject({ code: 200, success: true });
  });

  it("the token call counts its own failures: 15 wrong from one address get the slider, not a lock; the owner and the login site let the right password in", async () => {
    const { phone, password } = await registerMember("13900000601");
    const attacker = "203.0.113.62";
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push((await token(phone, `Wrong${i}pass1`, attacker)).json().code);
    expect(answers).toEqual([400, 400, 400, ...Array(12).fill(428)]);
    expect((await token(phone, password)).json()).toMatchObject({ code: 200, success: true });
    expect((await submitForm(t.app, "/login", { phone, password })).statusCode).toBe(303);
  });

  it("a wrong old password in the member centre counts too: that address waits for its next log-in", async () => {
    const { phone, password } = await registerMember("13900000602");
    const me = await loginAs(phone, password);
    const device = "203.0.113.63";
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: "POST",
        url: memberPaths.updatePassword,
        headers: me,
        payload: { oldPassword: `Wrong${i}pass1`, newPassword: "Newpass123", confirmPassword: "Newpass123" },
        remoteAddress: device,
      });
    }
    expectFailure(await token(phone, password, device, await solveCaptcha(t.app)), 429, /秒后再试/);
  });
});

describe("9. bad input is a 400 with a Chinese msg, never a 500", () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it("20,000-level nested JSON on the apply calls", async () => {
    for (const url of [homePaths.financeApply, homePaths.projectApply, memberPaths.oauthToken]) {
      for (const payload of [nested(20_000), `${"[".repeat(20_000)}${"]".repeat(20_000)}`]) {
        const response = await t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload, remoteAddress: from() });
        expectFailure(response, 400, /嵌套层级过深/);
      }
    }
  });

  it("JSON within the depth limit still parses", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: homePaths.financeApply,
      headers: { "content-type": "application/json" },
      payload: nested(MAX_JSON_DEPTH - 1),
    });
    expect(response.json().code).toBe(400);
    expect(response.json().msg).not.toMatch(/嵌套/);
  });

  it("a NUL in the chat id of POST and PUT /api/sys/chat, in a query, in a path", async () => {
    const me = await login(t);
    for (const method of ["POST", "PUT"] as const) {
      const response = await t.app.inject({ method, url: chatPaths.chat, headers: me.headers, payload: { id: "a\u0000b", name: "x", unreadCount: 0 } });
      expectFailure(response, 400, /非法字符/);
    }
    expectFailure(await t.app.inject({ method: "GET", url: `${chatPaths.move}?chatId=a%00b`, headers: me.headers }), 400, /非法字符/);
    expectFailure(await t.app.inject({ method: "GET", url: `${chatPaths.user}/1%00`, headers: me.headers }), 400, /非法字符/);
  });

  it("a body over the limit is refused with a Chinese msg", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: homePaths.financeApply,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ x: "x".repeat(3 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: 413, msg: "请求内容过大" });
  });
});

/** Registers a fresh member through the login site (captcha, SMS code, form) for tests that lock it. */
async function registerMember(phone: string) {
  const password = "Lockme12345";
  const proof = await solveCaptcha(t.app);
  await t.app.inject({
    method: "POST",
    url: loginServicePaths.sendValidate,
    remoteAddress: from(),
    payload: { data: { phone, proof, purpose: "register" } },
  });
  const code = (await latestCode(t.app, phone)) ?? "";
  const page = await submitForm(t.app, "/register", { phone, code, realName: "测试用户", password, consent: "yes" });
  expect(page.statusCode).toBe(303);
  return { phone, password };
}

async function loginAs(phone: string, password: string) {
  const response = await t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload: { phone, password }, remoteAddress: from() });
  return { authorization: `Bearer ${(response.json().data as { token: string }).token}` };
}
