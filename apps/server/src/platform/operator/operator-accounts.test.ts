import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, postForm } from "../../testing/operator-desk.ts";
import { movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createOperatorAccounts, OperatorAccountError, operatorPasswordRefusal } from "./operator-accounts.ts";
import { operatorAudit, operators } from "./schema.ts";
import { totpCode } from "./totp.ts";

// The first operator of an installation, as `cli.js operator …` creates and manages it.
let t: TestApp;
const clock = movableClock();
let accounts: ReturnType<typeof createOperatorAccounts>;

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
  accounts = createOperatorAccounts(t.database.db, { origin: "https://ops.example.cn/", now: clock.now });
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;
const secretIn = (body: string) => /data-testid="totp-secret">([A-Z2-7]+)</.exec(body)?.[1] ?? "";
const password = "Wang@Fang2026";

async function enrol(url: string, form: Record<string, string> = {}) {
  const page = await t.app.inject({ method: "GET", url: pathOf(url) });
  const secret = secretIn(page.body);
  clock.advance(30_000);
  const done = await postForm(t.app, pathOf(url), {}, { password, passwordAgain: password, code: totpCode(secret, clock.now()), ...form });
  return { page, secret, done };
}

async function logIn(secret: string) {
  const first = await postForm(t.app, "/operator/login", {}, { username: "wangfang", password });
  if (first.statusCode !== 303) return first;
  const jar = cookiesOf(first);
  const page = await t.app.inject({ method: "GET", url: "/operator/totp", headers: { cookie: `cidp_operator=${jar.cidp_operator}` } });
  clock.advance(30_000);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return postForm(t.app, "/operator/totp", jar, { _csrf: csrf, code: totpCode(secret, clock.now()) });
}

describe("operators by command", () => {
  let secret = "";

  it("creates an operator with a role and prints a one-time link on the public origin", async () => {
    const issued = await accounts.create({ username: "wangfang", displayName: "王芳", role: "管理员" });
    expect(issued.url).toMatch(/^https:\/\/ops\.example\.cn\/operator\/enrol\/[A-Za-z0-9_-]{43}$/);
    expect(Math.abs(issued.expiresAt.getTime() - clock.now().getTime() - 24 * 3_600_000)).toBeLessThan(5_000);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.username, "wangfang"));
    expect(row).toMatchObject({ role: "管理员", passwordHash: null, totpSecretCipher: null, disabledAt: null });
    // Until the link is used, the account opens nothing.
    expect((await postForm(t.app, "/operator/login", {}, { username: "wangfang", password })).statusCode).toBe(401);
  });

  it.each([
    [{ username: "Wang Fang", displayName: "王芳", role: "管理员" }, "--username"],
    [{ username: "wangfang2", displayName: "", role: "管理员" }, "--name"],
    [{ username: "wangfang2", displayName: "王芳", role: "超级管理员" }, "--role must be one of"],
    [{ username: "wangfang", displayName: "王芳", role: "客服" }, "exists already"],
    [{ username: "wangfang2", displayName: "王芳", role: "客服", hours: 0 }, "--hours must be between"],
  ])("refuses %o (%s) and writes nothing", async (input, message) => {
    const before = (await t.database.db.select().from(operators)).length;
    await expect(accounts.create(input)).rejects.toThrow(message);
    await expect(accounts.create(input)).rejects.toBeInstanceOf(OperatorAccountError);
    expect((await t.database.db.select().from(operators)).length).toBe(before);
  });

  it("the link's page has the new operator choose a password by the rules, then binds the authenticator and logs in", async () => {
    const issued = await accounts.reissue("wangfang");
    const weak = await enrol(issued.url, { password: "short1", passwordAgain: "short1" });
    expect(weak.done.statusCode).toBe(400);
    expect(weak.done.body).toContain("密码长度须为12–64位");
    const mismatch = await enrol(issued.url, { passwordAgain: "Other@Pass2026" });
    expect(mismatch.done.body).toContain("两次输入的密码不一致");
    const done = await enrol(issued.url);
    expect(done.done.statusCode).toBe(303);
    expect(done.done.headers.location).toBe("/operator");
    secret = done.secret;
    expect((await logIn(secret)).headers.location).toBe("/operator");
    expect((await accounts.list()).find((row) => row.username === "wangfang")).toMatchObject({ enrolled: true, disabled: false, role: "管理员" });
  });

  it("an expired link binds nothing", async () => {
    const other = await accounts.create({ username: "lisi", displayName: "李四", role: "认证审核", hours: 1 });
    clock.advance(61 * 60_000);
    expect((await t.app.inject({ method: "GET", url: pathOf(other.url) })).statusCode).toBe(410);
  });

  it("a newer link voids the older one", async () => {
    const older = await accounts.reissue("lisi");
    const newer = await accounts.reissue("lisi");
    expect((await t.app.inject({ method: "GET", url: pathOf(older.url) })).statusCode).toBe(410);
    expect((await t.app.inject({ method: "GET", url: pathOf(newer.url) })).statusCode).toBe(200);
  });

  it("disable ends the sessions and refuses the log-in with the reason; enable lets the operator in again", async () => {
    const full = await logIn(secret);
    const jar = cookiesOf(full);
    await accounts.disable("wangfang");
    expect((await t.app.inject({ method: "GET", url: "/operator", headers: { cookie: `cidp_operator=${jar.cidp_operator}` } })).headers.location).toBe(
      "/operator/login",
    );
    const refused = await postForm(t.app, "/operator/login", {}, { username: "wangfang", password });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("该账号已停用");
    await expect(accounts.reissue("wangfang")).rejects.toThrow("disabled");
    await accounts.enable("wangfang");
    expect((await logIn(secret)).headers.location).toBe("/operator");
  });

  it("a reissue refused for its link's lifetime changes nothing: the authenticator stays, nothing is logged", async () => {
    const account = async () => (await t.database.db.select().from(operators).where(eq(operators.username, "wangfang")))[0];
    const before = await account();
    const logged = (await t.database.db.select().from(operatorAudit)).length;
    await expect(accounts.reissue("wangfang", { hours: 24 * 7 + 1 })).rejects.toThrow("--hours must be between");
    expect(before?.totpSecretCipher).not.toBeNull();
    expect((await account())?.totpSecretCipher).toBe(before?.totpSecretCipher);
    expect((await t.database.db.select().from(operatorAudit)).length).toBe(logged);
  });

  it("reissue retires the old authenticator: its codes stop working and only the new link binds one", async () => {
    const issued = await accounts.reissue("wangfang");
    expect((await postForm(t.app, "/operator/login", {}, { username: "wangfang", password })).body).toContain("尚未绑定身份验证器");
    // The password was kept: the link's page asks for it rather than a new one.
    const page = await t.app.inject({ method: "GET", url: pathOf(issued.url) });
    expect(page.body).toContain("登录密码");
    expect(page.body).not.toContain("再次输入密码");
    const done = await enrol(issued.url);
    expect(done.done.headers.location).toBe("/operator");
    expect(done.secret).not.toBe(secret);
    const actions = (await t.database.db.select({ action: operatorAudit.action }).from(operatorAudit)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["operator.created", "operator.disabled", "operator.enabled", "operator.reissued", "totp.enrolled"]));
  });

  it("slows a source guessing the kept password on an enrolment link, not the operator's own device", async () => {
    const issued = await accounts.reissue("wangfang");
    const page = await t.app.inject({ method: "GET", url: pathOf(issued.url) });
    const code = () => totpCode(secretIn(page.body), clock.now());
    const guess = (n: number) => postForm(t.app, pathOf(issued.url), {}, { password: `Guess@${n}abcdef`, code: code() }, { "x-forwarded-for": "203.0.113.50" });
    const answers: number[] = [];
    for (let n = 0; n < 6; n++) answers.push((await guess(n)).statusCode);
    expect(answers).toContain(429);
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    const own = await postForm(t.app, pathOf(issued.url), {}, { password, code: code() }, { "x-forwarded-for": "198.51.100.20" });
    expect(own.headers.location).toBe("/operator");
  });

  it.each([
    ["Abc12345678", "密码长度须为12–64位"],
    ["abcdefghijklmn", "密码须同时包含字母和数字"],
    ["12345678901234", "密码须同时包含字母和数字"],
    ["Operator@2026", null],
  ])("password %s: %s", (candidate, refusal) => {
    expect(operatorPasswordRefusal(candidate)).toBe(refusal);
  });
});
