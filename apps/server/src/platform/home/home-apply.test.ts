// The home page's apply calls end to end: captcha, SMS code for "apply", and the two forms.
import { homeCalls, homePaths, loginServicePaths, memberCalls } from "@cidp/api-client/contract";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { devAnswerer, solveChallenge } from "../captcha/challenge-chain.ts";
import { humanTrack, latestCode } from "../login-site/test-helpers.ts";
import { homeApplications } from "./schema.ts";

let testApp: TestApp;
let nextAddress = 0;
let nextPhone = 0;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Each case from its own address, so the per-address limits do not couple the cases. */
function address(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

/** A phone no other case uses, so the per-phone cooldown does not couple the cases. */
function freshPhone(): string {
  nextPhone += 1;
  return `1390000${String(nextPhone).padStart(4, "0")}`;
}

/** Solves the apply form's captcha (its own GET, the login service's validate) for a proof. */
async function applyProof(): Promise<string> {
  const { app } = testApp;
  const { proof } = await solveChallenge(app, devAnswerer(app, humanTrack), { remoteAddress: address() }, homePaths.financeApplyCaptcha);
  if (!proof) throw new Error("the apply captcha refused a person's answer");
  return proof;
}

function sendPhoneCode(payload: unknown, remoteAddress = address()) {
  return testApp.app.inject({ method: "POST", url: homePaths.sendPhoneCode, remoteAddress, payload: payload as Record<string, unknown> });
}

/** Sends an apply code to the phone and reads it from the development outbox. */
async function codeFor(phone: string): Promise<string> {
  const sent = await sendPhoneCode({ phone, proof: await applyProof(), purpose: "apply" });
  expect(sent.json()).toMatchObject({ code: 200, success: true, msg: "发送成功" });
  const code = await latestCode(testApp.app, phone);
  if (!code) throw new Error(`no apply code for ${phone}`);
  return code;
}

function post(url: string, payload: unknown) {
  return testApp.app.inject({ method: "POST", url, remoteAddress: address(), payload: payload as Record<string, unknown> });
}

async function storedCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ n: count() }).from(homeApplications);
  return row?.n ?? 0;
}

/** Posts a form that must be refused (400, with this message when given) and checks that nothing was stored; answers the response. */
async function postRefused(url: string, payload: unknown, msg?: string | RegExp) {
  const before = await storedCount();
  const response = await post(url, payload);
  expect(response.json().code).toBe(400);
  if (typeof msg === "string") expect(response.json().msg).toBe(msg);
  else if (msg) expect(response.json().msg).toMatch(msg);
  expect(await storedCount()).toBe(before);
  return response;
}

const finance = (phone: string, code: string) => ({ companyName: "长春建工集团", contactName: "王工", phone, amount: 500.5, purpose: "采购钢材", code });
const project = (phone: string, code: string) => ({
  projectName: "装配式厂房",
  companyName: "长春建工集团",
  contactName: "王工",
  phone,
  region: "220100",
  code,
});

describe("GET financeApply/captcha", () => {
  it("answers a challenge in the captcha format, not cached", async () => {
    const response = await testApp.app.inject({ method: "GET", url: homePaths.financeApplyCaptcha, remoteAddress: address() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { data } = response.json() as { data: Record<string, unknown> };
    expect(data).toMatchObject({ captchaId: expect.any(String), pieceY: expect.any(Number) });
    expect(String(data.backgroundImage)).toMatch(/^data:image\/png;base64,/);
    expect(String(data.pieceImage)).toMatch(/^data:image\/png;base64,/);
  });
});

describe("POST sendPhoneCode", () => {
  it("sends an apply code for a valid proof, and the proof works once only", async () => {
    const phone = freshPhone();
    const proof = await applyProof();
    const first = await sendPhoneCode({ phone, proof, purpose: "apply" });
    expect(first.statusCode).toBe(200);
    expect(await latestCode(testApp.app, phone)).toMatch(/^\d{6}$/);
    const again = await sendPhoneCode({ phone: freshPhone(), proof, purpose: "apply" });
    expect(again.json().code).toBe(400);
    expect(again.json().msg).toBe("请先完成滑块验证");
  });

  it.for([
    ["missing proof", { purpose: "apply" }],
    ["empty proof", { proof: "", purpose: "apply" }],
    ["forged proof", { proof: "A".repeat(43), purpose: "apply" }],
    ["oversized proof", { proof: "A".repeat(5000), purpose: "apply" }],
  ] as const)("refuses a %s", async ([, fields]) => {
    const phone = freshPhone();
    const response = await sendPhoneCode({ phone, ...fields });
    expect(response.json().code).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, msg: "请先完成滑块验证" });
    expect(await latestCode(testApp.app, phone)).toBeNull();
  });

  it.for(["login", "register", undefined, "generic"])("refuses purpose %s", async (purpose) => {
    const phone = freshPhone();
    const response = await sendPhoneCode({ phone, proof: await applyProof(), purpose });
    expect(response.json().code).toBe(400);
    expect(response.json().msg).toBe("验证码用途不正确");
    expect(await latestCode(testApp.app, phone)).toBeNull();
  });

  it.for(["", "12345678901", "1380000000", "138000000011", "phone"])("refuses the phone %j with the spec's text", async (phone) => {
    const response = await sendPhoneCode({ phone, proof: await applyProof(), purpose: "apply" });
    expect(response.json().code).toBe(400);
    expect(response.json().msg).toBe("请输入正确的11位手机号");
  });

  it("keeps the send limits: a second send to the same phone within 60 s is refused", async () => {
    const phone = freshPhone();
    await codeFor(phone);
    const again = await sendPhoneCode({ phone, proof: await applyProof(), purpose: "apply" });
    expect(again.json().code).toBe(429);
    expect(again.json().msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);
  });

  it("an apply code is not sent through the login service's send-validate", async () => {
    const phone = freshPhone();
    const response = await testApp.app.inject({
      method: "POST",
      url: loginServicePaths.sendValidate,
      remoteAddress: address(),
      payload: { data: { phone, proof: await applyProof(), purpose: "apply" } },
    });
    expect(response.json().code).toBe(400);
    expect(await latestCode(testApp.app, phone)).toBeNull();
  });
});

describe.for([
  ["financeApply", homePaths.financeApply, finance, "融资申请已提交，我们会尽快与您联系"],
  ["projectApply", homePaths.projectApply, project, "项目申请已提交，我们会尽快与您联系"],
] as const)("POST %s", ([, url, form, submitted]) => {
  it("stores the application with a right code, once", async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const before = await storedCount();
    const response = await post(url, form(phone, code));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      success: true,
      msg: submitted,
      data: { id: expect.any(Number), next: expect.stringMatching(/^\/user\/(financial-service\/financial-list|project\/project-details)$/) },
    });
    expect(await storedCount()).toBe(before + 1);
    const [stored] = await testApp.database.db.select().from(homeApplications).orderBy(homeApplications.id).limit(1).offset(before);
    expect(stored).toMatchObject({ phone, companyName: "长春建工集团", contactName: "王工", kind: url === homePaths.financeApply ? "finance" : "project" });
    // The code is spent: the same form again is refused and not stored.
    const reused = await post(url, form(phone, code));
    expect(reused.json().code).toBe(400);
    expect(reused.json().msg).toBe("验证码错误或已过期，请重新获取");
    expect(await storedCount()).toBe(before + 1);
  });

  it("refuses a wrong code and stores nothing", async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await postRefused(url, form(phone, wrong), "验证码错误");
    expect(response.json().success).toBe(false);
  });

  it("refuses a code sent to another phone", async () => {
    const code = await codeFor(freshPhone());
    await postRefused(url, form(freshPhone(), code), "验证码错误或已过期，请重新获取");
  });

  it("refuses a code sent for another purpose", async () => {
    const phone = freshPhone();
    const proof = await applyProof();
    await testApp.app.inject({
      method: "POST",
      url: loginServicePaths.sendValidate,
      remoteAddress: address(),
      payload: { data: { phone, proof, purpose: "register" } },
    });
    const code = await latestCode(testApp.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    await postRefused(url, form(phone, code ?? ""));
  });

  it.for(["", "12345678901", "1380000000", "138000000012", "13８00000001"])("refuses the phone %j with the spec's text", async (phone) => {
    await postRefused(url, form(phone, "123456"), "请输入11位手机号！");
  });

  it("refuses a missing phone with the spec's text", async () => {
    const { phone: _phone, ...rest } = form("13900009999", "123456");
    const response = await post(url, rest);
    expect(response.json().code).toBe(400);
    expect(response.json().msg).toBe("请输入11位手机号！");
  });

  it.for(["companyName", "contactName", "code"])("refuses a missing %s with a Chinese message and stores nothing", async (field) => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const body: Record<string, unknown> = { ...form(phone, code) };
    delete body[field];
    await postRefused(url, body, /^请(输入|选择)/);
    // Nothing was spent: the right form still goes through.
    expect((await post(url, form(phone, code))).statusCode).toBe(200);
  });

  it("refuses blank texts", async () => {
    await postRefused(url, { ...form(freshPhone(), "123456"), companyName: "   " }, "请输入企业名称");
  });

  it.for([
    ["companyName", 101, "企业名称不能超过100个字"],
    ["contactName", 31, "联系人不能超过30个字"],
  ] as const)("refuses an oversized %s", async ([field, length, msg]) => {
    await postRefused(url, { ...form(freshPhone(), "123456"), [field]: "长".repeat(length) }, msg);
  });

  it("refuses a body with NUL characters", async () => {
    await postRefused(url, { ...form(freshPhone(), "123456"), contactName: "王\u0000工" });
  });
});

describe("form-specific fields", () => {
  it.for([
    [{ amount: 0 }, "融资金额应大于0"],
    [{ amount: -5 }, "融资金额应大于0"],
    [{ amount: 1_000_001 }, "融资金额不能超过1000000万元"],
    [{ amount: 1.234 }, "融资金额最多两位小数"],
    [{ amount: "500" }, "请输入融资金额"],
    [{ purpose: "长".repeat(501) }, "融资用途不能超过500个字"],
  ] as const)("financeApply refuses %j", async ([fields, msg]) => {
    await postRefused(homePaths.financeApply, { ...finance(freshPhone(), "123456"), ...fields }, msg);
  });

  it.for([
    [{ region: "2201" }, "地区编码应为6位数字"],
    [{ projectName: "长".repeat(101) }, "项目名称不能超过100个字"],
  ] as const)("projectApply refuses %j", async ([fields, msg]) => {
    await postRefused(homePaths.projectApply, { ...project(freshPhone(), "123456"), ...fields }, msg);
  });

  it("stores the amount in 万元 with two decimals", async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const response = await post(homePaths.financeApply, { ...finance(phone, code), amount: 1234.5 });
    const { id } = response.json().data as { id: number };
    const rows = await testApp.database.db.select().from(homeApplications);
    expect(rows.find((row) => row.id === id)).toMatchObject({ amount: "1234.50", purpose: "采购钢材", region: null });
  });
});

describe("the shared credential throttle (waits per address, never a lock)", () => {
  /** A wrong password on the member service: one failure for the phone in the same counts. */
  function wrongPassword(phone: string, from = address()) {
    return testApp.app.inject({
      method: "POST",
      url: memberCalls.loginTenantMemberBusiness.path,
      remoteAddress: from,
      payload: { phone, password: "not-the-password-1" },
    });
  }

  function postFrom(url: string, payload: unknown, from: string) {
    return testApp.app.inject({ method: "POST", url, remoteAddress: from, payload: payload as Record<string, unknown> });
  }

  describe.for([
    ["financeApply", homeCalls.financeApply.path, finance],
    ["projectApply", homeCalls.projectApply.path, project],
  ] as const)("POST %s", ([, url, form]) => {
    it("counts each wrong code; from the fifth that address waits, on the member service too, and nothing is stored", async () => {
      const phone = freshPhone();
      const code = await codeFor(phone);
      const wrong = code === "000000" ? "111111" : "000000";
      const from = address();
      const before = await storedCount();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await postFrom(url, form(phone, wrong), from)).json()).toMatchObject({ code: 400, success: false, msg: "验证码错误" });
      }
      expect((await postFrom(url, form(phone, wrong), from)).json()).toMatchObject({ code: 400, success: false });
      const waiting = await postFrom(url, form(phone, code), from);
      expect(waiting.json()).toMatchObject({ code: 429, success: false, msg: "失败次数较多，请1秒后再试", data: null });
      expect(waiting.headers["retry-after"]).toBe("1");
      expect((await wrongPassword(phone, from)).json()).toMatchObject({ code: 429 });
      expect(await storedCount()).toBe(before);
    });

    it("takes the right code from a fresh address however often others failed on the phone", async () => {
      const phone = freshPhone();
      const code = await codeFor(phone);
      for (let attempt = 1; attempt <= 6; attempt += 1) await wrongPassword(phone);
      expect((await post(url, form(phone, code))).json()).toMatchObject({ code: 200, success: true });
    });

    it("a right code clears its address's count", async () => {
      const phone = freshPhone();
      const code = await codeFor(phone);
      const from = address();
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await wrongPassword(phone, from)).json().code).toBe(400);
      expect((await postFrom(url, form(phone, code), from)).json()).toMatchObject({ code: 200, success: true });
      // Without the clearing this address (3 failures of its own) would be asked for the slider at
      // once; now only the phone's count from anywhere (5 failures) asks for it, and nobody waits.
      expect((await wrongPassword(phone, from)).json().code).toBe(400);
      expect((await wrongPassword(phone, from)).json().code).toBe(400);
      expect((await wrongPassword(phone, from)).json().code).toBe(428);
    });
  });
});
