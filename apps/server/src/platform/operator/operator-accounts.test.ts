import { OPERATOR_ENROLMENT_PATH, operatorCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOf, type StaffSession, staffCall, staffData, tokenOf } from "../../testing/operator-desk.ts";
import { movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createOperatorAccounts, OperatorAccountError, operatorOrigin, operatorPasswordRefusal } from "./operator-accounts.ts";
import { operatorMessages } from "./operator-messages.ts";
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

const password = "Wang@Fang2026";
const login = (who = { username: "wangfang", password }) => staffCall(t.app, operatorCalls.login, who, null);

/** Opens a link (its secret, after a fresh time step) and binds it with `password` unless told otherwise. */
async function enrol(url: string, input: { password?: string; passwordAgain?: string } = {}) {
  const token = tokenOf(url);
  const shown = await staffData(t.app, operatorCalls.enrolment, { token }, null);
  clock.advance(30_000);
  const code = totpCode(shown.secret, clock.now());
  const done = await staffCall(t.app, operatorCalls.enrol, { token, password, passwordAgain: password, code, ...input }, null);
  return { shown, secret: shown.secret, done };
}

/** Password, then the code of a fresh time step: the answer of the code step (or the refused password step). */
async function logIn(secret: string) {
  const first = await login();
  if (first.statusCode !== 200) return first;
  clock.advance(30_000);
  return staffCall(t.app, operatorCalls.totp, { code: totpCode(secret, clock.now()) }, first.json().data as StaffSession);
}
const stageOf = (answer: LightMyRequestResponse) => (answer.json() as { data: { stage?: string } | null }).data?.stage;

describe("operators by command", () => {
  let secret = "";

  it("creates an operator with a role and prints a one-time link on the public origin", async () => {
    const issued = await accounts.create({ username: "wangfang", displayName: "王芳", role: "管理员" });
    // The link points at the back office's enrolment page; its token is the last part.
    expect(issued.url).toMatch(/^https:\/\/ops\.example\.cn\/enrol\/[A-Za-z0-9_-]{43}$/);
    expect(issued.url).toBe(`https://ops.example.cn${OPERATOR_ENROLMENT_PATH}/${issued.token}`);
    expect(Math.abs(issued.expiresAt.getTime() - clock.now().getTime() - 24 * 3_600_000)).toBeLessThan(5_000);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.username, "wangfang"));
    expect(row).toMatchObject({ role: "管理员", passwordHash: null, totpSecretCipher: null, disabledAt: null });
    // Until the link is used, the account opens nothing.
    expect(refusalOf(await login())).toEqual({ status: 401, msg: operatorMessages.credentials });
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

  it("points links at the public back office, else the local one on its port", () => {
    expect(operatorOrigin({ PUBLIC_OPERATOR_ORIGIN: "https://admin.example.cn", OPERATOR_PORT: "4000" })).toBe("https://admin.example.cn");
    expect(operatorOrigin({ OPERATOR_PORT: "4000" })).toBe("http://localhost:4000");
    expect(operatorOrigin({})).toBe("http://localhost:3003");
  });

  it("the link's page has the new operator choose a password by the rules, then binds the authenticator and logs in", async () => {
    const issued = await accounts.reissue("wangfang");
    const weak = await enrol(issued.url, { password: "short1", passwordAgain: "short1" });
    expect(weak.shown).toMatchObject({ username: "wangfang", displayName: "王芳", choosePassword: true });
    expect(refusalOf(weak.done).status).toBe(400);
    expect(refusalOf(weak.done).msg).toContain("密码长度须为12–64位");
    const mismatch = await enrol(issued.url, { passwordAgain: "Other@Pass2026" });
    expect(refusalOf(mismatch.done)).toEqual({ status: 400, msg: operatorMessages.passwordMismatch });
    const done = await enrol(issued.url);
    expect(stageOf(done.done)).toBe("full");
    secret = done.secret;
    expect(stageOf(await logIn(secret))).toBe("full");
    expect((await accounts.list()).find((row) => row.username === "wangfang")).toMatchObject({ enrolled: true, disabled: false, role: "管理员" });
  });

  it("an expired link binds nothing", async () => {
    const other = await accounts.create({ username: "lisi", displayName: "李四", role: "认证审核", hours: 1 });
    clock.advance(61 * 60_000);
    expect(refusalOf(await staffCall(t.app, operatorCalls.enrolment, { token: other.token }, null))).toEqual({ status: 410, msg: operatorMessages.enrolGone });
  });

  it("a newer link voids the older one", async () => {
    const older = await accounts.reissue("lisi");
    const newer = await accounts.reissue("lisi");
    expect(refusalOf(await staffCall(t.app, operatorCalls.enrolment, { token: older.token }, null)).status).toBe(410);
    expect((await staffCall(t.app, operatorCalls.enrolment, { token: newer.token }, null)).statusCode).toBe(200);
  });

  it("disable ends the sessions and refuses the log-in with the reason; enable lets the operator in again", async () => {
    const full = (await logIn(secret)).json().data as StaffSession;
    expect((await staffCall(t.app, operatorCalls.me, undefined, full)).statusCode).toBe(200);
    await accounts.disable("wangfang");
    expect(refusalOf(await staffCall(t.app, operatorCalls.me, undefined, full))).toEqual({ status: 401, msg: operatorMessages.loggedOut });
    expect(refusalOf(await login())).toEqual({ status: 403, msg: operatorMessages.disabled });
    await expect(accounts.reissue("wangfang")).rejects.toThrow("disabled");
    await accounts.enable("wangfang");
    expect(stageOf(await logIn(secret))).toBe("full");
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
    expect(refusalOf(await login())).toEqual({ status: 403, msg: operatorMessages.notEnrolled });
    // The password was kept: the link asks for it rather than a new one.
    const done = await enrol(issued.url, { passwordAgain: undefined });
    expect(done.shown.choosePassword).toBe(false);
    expect(stageOf(done.done)).toBe("full");
    expect(done.secret).not.toBe(secret);
    const actions = (await t.database.db.select({ action: operatorAudit.action }).from(operatorAudit)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["operator.created", "operator.disabled", "operator.enabled", "operator.reissued", "totp.enrolled"]));
  });

  it("slows a source guessing the kept password on an enrolment link, not the operator's own device", async () => {
    const issued = await accounts.reissue("wangfang");
    const token = tokenOf(issued.url);
    const { secret: pending } = await staffData(t.app, operatorCalls.enrolment, { token }, null);
    const bind = (guess: string, address: string) =>
      staffCall(t.app, operatorCalls.enrol, { token, password: guess, code: totpCode(pending, clock.now()) }, null, { "x-forwarded-for": address });
    const answers: number[] = [];
    for (let n = 0; n < 6; n++) answers.push((await bind(`Guess@${n}abcdef`, "203.0.113.50")).statusCode);
    expect(answers).toContain(429);
    // A wrong password is refused like a wrong code (400): the link stands.
    expect(answers.slice(0, 3)).toEqual([400, 400, 400]);
    expect(stageOf(await bind(password, "198.51.100.20"))).toBe("full");
    const guessed = (await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "enrol.failed"))).length;
    expect(guessed).toBeGreaterThanOrEqual(3);
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
