import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { legalDocuments } from "../legal/schema.ts";
import { registrationConsents } from "./schema.ts";
import { createTestClock, latestCode, sendCode, solveCaptcha, submitForm } from "./test-helpers.ts";

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
});
afterAll(() => t.close());

const portalBack = "http://localhost:3000/login-back";
const portalHome = "http://localhost:3000/default/home";
const back = `?redirect=${encodeURIComponent(portalBack)}`;
const demo = { phone: "13800000001", password: "Demo@123456" };
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const xssPayloads = readFileSync(path.join(repoRoot, "../shared/corpora/xss-payloads.txt"), "utf8")
  .split("\n")
  .filter((line) => line.includes("<"));

function cookieOf(
  response: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean; domain?: string; sameSite?: string }[] },
  name: string,
) {
  return response.cookies.find((cookie) => cookie.name === name);
}

describe("pages", () => {
  it.each([
    ["/login", "密码登录", false],
    ["/login/sms", "短信验证码登录", true],
    ["/register", "注册账号", true],
    ["/forgot-password", "找回密码", true],
  ])("%s renders in Chinese with its own CSP nonce, labels and branding", async (path, title, script) => {
    const response = await t.app.inject({ method: "GET", url: `${path}${back}`, headers: { host: "localhost:3001" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const body = response.body;
    expect(body).toContain('<html lang="zh-CN">');
    expect(body).toContain(`<h1>${title}</h1>`);
    expect(body).toContain("建筑产业互联网平台");
    expect(body).toContain('<label for="phone">手机号</label>');
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(body).toContain(`<style nonce="${nonce}">`);
    expect(body.includes(`<script nonce="${nonce}">`)).toBe(script);
    expect(body).toContain(`name="redirect" value="${portalBack}"`);
    if (script) expect(body).toContain("<noscript>");
  });

  it("answers the services' root address with the log-in page, keeping the return address", async () => {
    const root = await t.app.inject({ method: "GET", url: `/${back}` });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe(`/login${back}`);
    const page = await t.app.inject({ method: "GET", url: String(root.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("brands by host: 127.0.0.1 shows the Changchun platform", async () => {
    const response = await t.app.inject({ method: "GET", url: "/login", headers: { host: "127.0.0.1:3001" } });
    expect(response.body).toContain("长春建筑产业互联网平台");
  });

  it("drops a return address that is not allowlisted instead of echoing it", async () => {
    const response = await t.app.inject({ method: "GET", url: `/login?redirect=${encodeURIComponent('https://evil.example/login-back"><script>')}` });
    expect(response.body).not.toContain("evil.example");
    expect(response.body).toContain('name="redirect" value=""');
  });

  it("never renders a corpus payload from the address as markup", async () => {
    const blank = (await t.app.inject({ method: "GET", url: "/login" })).body;
    // Payloads such as "</form>" are part of the page itself; every 10th of the rest keeps this quick.
    const sample = xssPayloads.filter((payload, i) => i % 10 === 0 && !blank.includes(payload));
    expect(sample.length).toBeGreaterThan(20);
    for (const payload of sample) {
      const response = await t.app.inject({ method: "GET", url: `/login?redirect=${encodeURIComponent(payload)}&x=${encodeURIComponent(payload)}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(payload);
    }
  });

  it("shows typed values back escaped after a failed registration", async () => {
    for (const payload of xssPayloads.slice(0, 5)) {
      const response = await submitForm(t.app, "/register", { phone: "13912340001", code: "12", realName: payload, password: "x" });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain(payload);
      expect(response.body).toContain(
        `value="${payload.trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/`/g, "&#96;")}"`,
      );
    }
  });

  it("leaves the consent box unticked on the registration page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/register" });
    expect(response.body).toMatch(/<input type="checkbox" id="consent" name="consent" value="yes">/);
  });
});

describe("log-in by password", () => {
  it("sets the shared cookies and sends the browser to login-back with the token", async () => {
    const response = await submitForm(t.app, "/login", { ...demo, redirect: portalBack });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(portalBack);
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();
    expect(location.searchParams.get("switchtocompanyid")).toMatch(/^\d+$/);
    const access = cookieOf(response, "login_access_token");
    expect(access).toMatchObject({ value: token, maxAge: 604800, httpOnly: true, sameSite: "Lax" });
    expect(access?.domain).toBeUndefined();
    expect(cookieOf(response, "cidp_token")).toMatchObject({ value: token, httpOnly: true });
    expect(cookieOf(response, "login_dept_id")?.value).toBe(location.searchParams.get("switchtocompanyid"));
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const session = await t.app.sessions.resolveToken(token);
    expect(session.ok).toBe(true);
  });

  it("refuses a wrong password with one message for unknown phones and wrong passwords", async () => {
    const wrong = await submitForm(t.app, "/login", { phone: demo.phone, password: "Wrong@123456" });
    const unknown = await submitForm(t.app, "/login", { phone: "13900009999", password: "Wrong@123456" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain("手机号或密码错误");
    expect(unknown.body).toContain("手机号或密码错误");
    expect(wrong.body).toContain(`value="${demo.phone}"`);
    expect(wrong.body).not.toContain("Wrong@123456");
  });

  it("links field errors to their inputs", async () => {
    const response = await submitForm(t.app, "/login", { phone: "123", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('aria-invalid="true" aria-describedby="phone-error"');
    expect(response.body).toContain('<p class="error" id="phone-error">请输入11位手机号！</p>');
  });

  it("refuses a post without the form's CSRF token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(demo).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain("页面已过期，请刷新后重试");
  });

  it("never locks: wrong passwords from other addresses leave the right one working, with no lock text", async () => {
    // Each submit from its own address (a campaign): the slider at most, never a lock (login-throttle.test.ts has the rule).
    const phone = "13800000002";
    for (let i = 0; i < 5; i++) expect((await submitForm(t.app, "/login", { phone, password: "Wrong@123456" })).statusCode).toBe(401);
    const stepUp = await submitForm(t.app, "/login", { phone, password: demo.password });
    expect(stepUp.statusCode).toBe(428);
    expect(stepUp.body).toContain("为保护账号安全，请先完成滑块验证");
    expect(stepUp.body).not.toContain("锁定");
    const right = await submitForm(t.app, "/login", { phone, password: demo.password, captchaProof: await solveCaptcha(t.app) });
    expect(right.statusCode).toBe(303);
  });
});

describe("log-in without the form (development helper of the test runs)", () => {
  const devLogIn = (app: TestApp["app"], body: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: platformPaths.devLogIn,
      payload: new URLSearchParams(body).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("checks the password and hands over as a real log-in: a new session, the shared cookies, login-back with the token", async () => {
    const first = await devLogIn(t.app, { ...demo, redirect: portalBack });
    const second = await devLogIn(t.app, { ...demo, redirect: portalBack });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location));
      expect(location.origin + location.pathname).toBe(portalBack);
      expect(location.searchParams.get("token")).toBe(cookieOf(response, "login_access_token")?.value);
      expect((await t.app.sessions.resolveToken(String(location.searchParams.get("token")))).ok).toBe(true);
    }
    // Each log-in is a session of its own, as two log-ins through the form are.
    expect(cookieOf(first, "cidp_token")?.value).not.toBe(cookieOf(second, "cidp_token")?.value);
  });

  it("refuses a wrong password, an unknown phone and a malformed one, as the form does", async () => {
    for (const body of [
      { phone: demo.phone, password: "Wrong@123456" },
      { phone: "13900009999", password: demo.password },
      { phone: "not a phone", password: demo.password },
    ]) {
      const response = await devLogIn(t.app, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: "手机号或密码错误" });
      expect(cookieOf(response, "cidp_token")).toBeUndefined();
    }
  });

  it("does not exist without the development helpers", async () => {
    const plain = await createTestApp({ memory: true }, { devHelpers: false });
    try {
      expect((await devLogIn(plain.app, { ...demo, redirect: portalBack })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("open redirects", () => {
  it.each(["//evil.example", "https://evil.example/login-back", "/\\evil", "javascript:alert(1)", "http://localhost:3000/user/index"])(
    "%s ends on the portal home",
    async (redirect) => {
      clock.advance(61_000);
      const response = await submitForm(t.app, "/login", { ...demo, redirect });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(portalHome);
    },
  );
});

describe("log-in by SMS code", () => {
  it("logs in with the code from the outbox, once", async () => {
    clock.advance(61_000);
    expect((await sendCode(t.app, demo.phone, "login")).statusCode).toBe(200);
    const code = (await latestCode(t.app, demo.phone)) ?? "";
    const response = await submitForm(t.app, "/login/sms", { phone: demo.phone, code, redirect: portalBack });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/^http:\/\/localhost:3000\/login-back\?token=[^&]+&switchtocompanyid=\d+$/);
    const again = await submitForm(t.app, "/login/sms", { phone: demo.phone, code, redirect: portalBack });
    expect(again.statusCode).toBe(401);
  });
});

describe("registration", () => {
  const phone = "13912345678";

  it("requires the consent box", async () => {
    const response = await submitForm(t.app, "/register", { phone, code: "123456", realName: "王小明", password: "Abc12345" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("请阅读并同意《用户协议》和《隐私政策》");
  });

  it("registers end to end, records the consent and logs the new member in", async () => {
    expect((await sendCode(t.app, phone, "register")).statusCode).toBe(200);
    const code = (await latestCode(t.app, phone)) ?? "";
    const response = await submitForm(t.app, "/register", { phone, code, realName: "王小明", password: "Abc12345", consent: "yes", redirect: portalBack });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get("switchtocompanyid")).toBe("");
    expect((await t.app.sessions.resolveToken(location.searchParams.get("token"))).ok).toBe(true);
    const consents = await t.database.db.select().from(registrationConsents).where(eq(registrationConsents.phone, phone));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ userAgreementVersion: "2024-08-01", privacyPolicyVersion: "2024-08-01" });
    clock.advance(61_000);
    expect((await submitForm(t.app, "/login", { phone, password: "Abc12345" })).statusCode).toBe(303);
  });

  it("records the versions in force when the member agrees, not one approved for later", async () => {
    const other = "13912345679";
    const sections = [{ heading: "一、总则", paragraphs: ["新版本的正文。"] }];
    await t.database.db.insert(legalDocuments).values([
      { key: "privacy-policy", version: "2026-in-force", title: "隐私政策", sections, effectiveAt: new Date(clock.now().getTime() - 1000) },
      { key: "privacy-policy", version: "2099-later", title: "隐私政策", sections, effectiveAt: new Date(clock.now().getTime() + 86_400_000) },
    ]);
    expect((await sendCode(t.app, other, "register")).statusCode).toBe(200);
    const code = (await latestCode(t.app, other)) ?? "";
    const response = await submitForm(t.app, "/register", {
      phone: other,
      code,
      realName: "王小红",
      password: "Abc12345",
      consent: "yes",
      redirect: portalBack,
    });
    expect(response.statusCode).toBe(303);
    const [consent] = await t.database.db.select().from(registrationConsents).where(eq(registrationConsents.phone, other));
    expect(consent).toMatchObject({ userAgreementVersion: "2024-08-01", privacyPolicyVersion: "2026-in-force" });
    await t.database.db.delete(legalDocuments).where(inArray(legalDocuments.version, ["2026-in-force", "2099-later"]));
  });

  it("answers 注册成功 with a note to log in when the proven phone is already registered", async () => {
    clock.advance(61_000);
    await sendCode(t.app, phone, "register");
    const code = (await latestCode(t.app, phone)) ?? "";
    const response = await submitForm(t.app, "/register", { phone, code, realName: "王小明", password: "Abc12345", consent: "yes" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>注册成功</h1>");
    expect(response.body).toContain("该手机号已注册，请前往登录。");
  });
});

describe("forgotten password", () => {
  it("sets a new password with an SMS code and ends the old sessions", async () => {
    clock.advance(61_000);
    const phone = "13912345678";
    const login = await submitForm(t.app, "/login", { phone, password: "Abc12345" });
    const oldToken = new URL(String(login.headers.location)).searchParams.get("token");
    await sendCode(t.app, phone, "reset");
    const code = (await latestCode(t.app, phone)) ?? "";
    const mismatch = await submitForm(t.app, "/forgot-password", { phone, code, password: "Xyz98765", confirmPassword: "Xyz98766" });
    expect(mismatch.body).toContain("两次输入的密码不一致");
    const response = await submitForm(t.app, "/forgot-password", { phone, code, password: "Xyz98765", confirmPassword: "Xyz98765" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("密码已重置");
    expect((await t.app.sessions.resolveToken(oldToken)).ok).toBe(false);
    expect((await submitForm(t.app, "/login", { phone, password: "Abc12345" })).statusCode).toBe(401);
    expect((await submitForm(t.app, "/login", { phone, password: "Xyz98765" })).statusCode).toBe(303);
  });
});

describe("single sign-on", () => {
  it("sends a browser with a live session straight back to a valid return address", async () => {
    const login = await submitForm(t.app, "/login", demo);
    const token = String(cookieOf(login, "login_access_token")?.value);
    const response = await t.app.inject({ method: "GET", url: `/login${back}`, cookies: { login_access_token: token } });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(new RegExp(`^${portalBack}\\?token=${token}&switchtocompanyid=\\d+$`));
  });

  it("shows the page for a dead session or without a valid return address", async () => {
    const dead = await t.app.inject({ method: "GET", url: `/login${back}`, cookies: { login_access_token: "not-a-token" } });
    expect(dead.statusCode).toBe(200);
    const login = await submitForm(t.app, "/login", demo);
    const token = String(cookieOf(login, "login_access_token")?.value);
    const elsewhere = await t.app.inject({
      method: "GET",
      url: "/login/sms?redirect=https%3A%2F%2Fevil.example%2Flogin-back",
      cookies: { login_access_token: token },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("OAuth logout", () => {
  it("revokes the session and clears the cookies", async () => {
    const login = await submitForm(t.app, "/login", demo);
    const token = String(cookieOf(login, "login_access_token")?.value);
    const response = await t.app.inject({ method: "GET", url: loginServicePaths.logout, cookies: { login_access_token: token } });
    expect(response.statusCode).toBe(200);
    for (const name of ["login_access_token", "login_dept_id", "cidp_token"]) expect(cookieOf(response, name)?.value).toBe("");
    expect((await t.app.sessions.resolveToken(token)).ok).toBe(false);
  });

  it("accepts the bearer header and sends a browser back to a safe address only", async () => {
    const login = await submitForm(t.app, "/login", demo);
    const token = String(cookieOf(login, "cidp_token")?.value);
    const response = await t.app.inject({
      method: "GET",
      url: `${loginServicePaths.logout}?redirect=${encodeURIComponent("https://evil.example/login-back")}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(portalHome);
    expect((await t.app.sessions.resolveToken(token)).ok).toBe(false);
  });
});
