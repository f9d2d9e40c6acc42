import { type CallDeclaration, type CallInput, operatorCalls, platformPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOf, type StaffSession, staffCall, staffData, tokenOf } from "../../testing/operator-desk.ts";
import { login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { personalCertifications } from "../certification/schema.ts";
import { members } from "../member/schema.ts";
import { operatorMessages } from "./operator-messages.ts";
import { operatorAudit, operators } from "./schema.ts";
import { demoOperator } from "./seed.ts";
import { totpCode } from "./totp.ts";

/**
 * The app's clock, standing still at the start of a TOTP step and moved only by the tests: a code is
 * checked in the step it was made for however slowly the machine runs, and the step used at
 * enrolment stays the current one until a log-in moves on to the next.
 */
function frozenClock() {
  const stepMs = 30_000;
  let at = Math.floor(Date.now() / stepMs) * stepMs;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

let t: TestApp;
const clock = frozenClock();

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
});
afterAll(() => t.close());

const call = <D extends CallDeclaration>(declaration: D, input: CallInput<D> | undefined, who: StaffSession | null) =>
  staffCall(t.app, declaration, input, who);
const demo = { username: demoOperator.username, password: demoOperator.password };
/** The password step: the half session's id. */
async function passwordStep() {
  return staffData(t.app, operatorCalls.login, demo, null);
}
const wrongCode = (secret: string) => (totpCode(secret, clock.now()) === "000000" ? "111111" : "000000");

/** Password, then a TOTP code of the enrolled authenticator: a full session. */
async function logIn(secret: string): Promise<StaffSession> {
  const half = await passwordStep();
  clock.advance(30_000); // a fresh time step, so the code was not used before
  const full = await staffData(t.app, operatorCalls.totp, { code: totpCode(secret, clock.now()) }, half);
  expect(full.stage).toBe("full");
  return full;
}

describe("operator log-in", () => {
  let secret = "";

  it("keeps members and strangers out of the back office", async () => {
    expect(refusalOf(await call(operatorCalls.reviewQueue, undefined, null))).toEqual({ status: 401, msg: operatorMessages.loggedOut });
    // A member's platform token is no staff session.
    const member = await login(t);
    const asMember = await t.app.inject({ method: "GET", url: operatorCalls.reviewQueue.path, headers: member.headers });
    expect(asMember.statusCode).toBe(401);
    expect(refusalOf(await call(operatorCalls.me, undefined, { session: "00000000-0000-0000-0000-000000000000" })).status).toBe(401);
    const wrong = await call(operatorCalls.login, { ...demo, password: "Demo@123456" }, null);
    expect(refusalOf(wrong)).toEqual({ status: 401, msg: "账号或密码错误" });
    // An unknown name gets the very same answer.
    expect(refusalOf(await call(operatorCalls.login, { username: "13800000001", password: "Demo@123456" }, null))).toEqual(refusalOf(wrong));
  });

  it("binds no authenticator to whoever logs in first: only a one-time enrolment link does", async () => {
    // The right password of an operator without an authenticator opens nothing and offers no secret.
    const first = await call(operatorCalls.login, demo, null);
    expect(refusalOf(first)).toEqual({ status: 403, msg: operatorMessages.notEnrolled });
    expect(first.json().data).toBeNull();
    expect(refusalOf(await call(operatorCalls.enrolment, { token: "not-a-real-link-0123456789" }, null)).status).toBe(410);
    expect(refusalOf(await call(operatorCalls.enrolment, { token: "bad" }, null)).status).toBe(400);

    const url = ((await t.app.inject({ method: "GET", url: `${platformPaths.devOperatorEnrolmentLink}?username=${demo.username}` })).json() as { url: string })
      .url;
    expect(url).toMatch(/^\/enrol\/[\w-]{43}$/);
    const token = tokenOf(url);
    const shown = await staffData(t.app, operatorCalls.enrolment, { token }, null);
    expect(shown).toMatchObject({ username: demo.username, displayName: demoOperator.displayName, choosePassword: false });
    expect(shown.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(shown.otpauthUri).toContain(`secret=${shown.secret}`);
    const key = shown.secret;
    // The same link shows the same secret until it is used.
    expect((await staffData(t.app, operatorCalls.enrolment, { token }, null)).secret).toBe(key);
    const wrongCodeAnswer = await call(operatorCalls.enrol, { token, password: demo.password, code: wrongCode(key) }, null);
    expect(refusalOf(wrongCodeAnswer)).toEqual({ status: 400, msg: operatorMessages.code });
    const wrongPassword = await call(operatorCalls.enrol, { token, password: "Wrong@123456789", code: totpCode(key, clock.now()) }, null);
    expect(refusalOf(wrongPassword)).toEqual({ status: 400, msg: operatorMessages.credentials });
    const [before] = await t.database.db.select().from(operators).where(eq(operators.username, demo.username));
    expect(before?.totpSecretCipher).toBeNull();
    const done = await staffData(t.app, operatorCalls.enrol, { token, password: demo.password, code: totpCode(key, clock.now()) }, null);
    expect(done.stage).toBe("full");
    const [after] = await t.database.db.select().from(operators).where(eq(operators.username, demo.username));
    expect(after?.totpSecretCipher).not.toBeNull();
    expect(after?.totpSecretCipher).not.toContain(key);
    expect((await staffData(t.app, operatorCalls.reviewQueue, undefined, done)).kinds.length).toBeGreaterThan(0);
    // Used once: the link is gone.
    expect(refusalOf(await call(operatorCalls.enrolment, { token }, null))).toEqual({ status: 410, msg: operatorMessages.enrolGone });
    expect(refusalOf(await call(operatorCalls.enrol, { token, password: demo.password, code: totpCode(key, clock.now()) }, null)).status).toBe(410);
    secret = key;
  });

  it("a half session (password only) opens nothing but the code step", async () => {
    const half = await passwordStep();
    expect(half.stage).toBe("password");
    for (const declaration of [operatorCalls.me, operatorCalls.reviewQueue, operatorCalls.audit]) {
      expect(refusalOf(await call(declaration, {}, half)).status, declaration.path).toBe(401);
    }
  });

  it("asks enrolled operators for a code, never takes the same code twice, and retires the half session", async () => {
    expect(refusalOf(await call(operatorCalls.totp, { code: "123456" }, null)).status).toBe(401);
    const half = await passwordStep();
    // The code of the step used at enrolment is refused; the half session stands.
    expect(refusalOf(await call(operatorCalls.totp, { code: totpCode(secret, clock.now()) }, half))).toEqual({ status: 400, msg: operatorMessages.code });
    expect(refusalOf(await call(operatorCalls.totp, { code: wrongCode(secret) }, half)).status).toBe(400);
    clock.advance(30_000);
    const full = await staffData(t.app, operatorCalls.totp, { code: totpCode(secret, clock.now()) }, half);
    expect(full).toMatchObject({ stage: "full" });
    expect(full.session).not.toBe(half.session);
    // The half session's id is worth nothing afterwards, and the code just used is spent.
    expect(refusalOf(await call(operatorCalls.totp, { code: totpCode(secret, clock.now()) }, half)).status).toBe(401);
    const again = await passwordStep();
    expect(refusalOf(await call(operatorCalls.totp, { code: totpCode(secret, clock.now()) }, again)).status).toBe(400);
    const me = await staffData(t.app, operatorCalls.me, undefined, full);
    expect(me).toMatchObject({ username: demo.username, displayName: demoOperator.displayName, role: "管理员", sessionId: full.session });
    expect(me.permissions).toEqual(expect.arrayContaining(["staff.manage", "audit.read", "certification.review"]));
    const { lines } = await staffData(t.app, operatorCalls.audit, {}, full);
    expect(lines.map((line) => line.action)).toContain("绑定身份验证器");
  });

  it("reviews: a reject needs a reason, the decision is audited and the member notified; a second decision is refused", async () => {
    const [member] = await t.database.db.select().from(members).where(eq(members.phone, "13900000301"));
    const [row] = await t.database.db
      .insert(personalCertifications)
      .values({
        memberId: member?.id ?? 0,
        realName: "刘振东",
        idNumberCipher: "x",
        idNumberMasked: "220102********1237",
        frontResourceId: 1,
        backResourceId: 2,
      })
      .returning();
    const id = row?.id ?? 0;
    const staff = await logIn(secret);
    const queue = await staffData(t.app, operatorCalls.reviewQueue, undefined, staff);
    expect(queue.entries).toContainEqual(expect.objectContaining({ kind: "personal", id }));
    expect(queue.kinds.find((kind) => kind.kind === "personal")?.waiting).toBeGreaterThanOrEqual(1);
    const subject = await staffData(t.app, operatorCalls.reviewSubject, { kind: "personal", id }, staff);
    expect(JSON.stringify(subject.fields)).toContain("刘振东");
    expect(subject).toMatchObject({ kind: "personal", id, stateLabel: "审核中", bodyHtml: null });
    const noReason = await call(operatorCalls.reviewDecide, { kind: "personal", id, decision: "reject", reason: " " }, staff);
    expect(refusalOf(noReason)).toEqual({ status: 400, msg: "请填写驳回原因" });
    const rejected = await call(operatorCalls.reviewDecide, { kind: "personal", id, decision: "reject", reason: "<b>身份证照片模糊</b>" }, staff);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ success: true, msg: operatorMessages.rejected, data: null });
    const again = await call(operatorCalls.reviewDecide, { kind: "personal", id, decision: "approve" }, staff);
    expect(refusalOf(again)).toEqual({ status: 409, msg: operatorMessages.decided });
    const [decided] = await t.database.db.select().from(personalCertifications).where(eq(personalCertifications.id, id));
    expect(decided).toMatchObject({ state: "rejected", rejectReason: "<b>身份证照片模糊</b>" });
    expect((await staffData(t.app, operatorCalls.reviewQueue, undefined, staff)).entries).not.toContainEqual(expect.objectContaining({ kind: "personal", id }));
    // The audit log names the decision, its reason as plain text, and who decided.
    const { lines } = await staffData(t.app, operatorCalls.audit, {}, staff);
    const line = lines.find((entry) => entry.action === "审核驳回");
    expect(line?.detail).toContain("<b>身份证照片模糊</b>");
    expect(line?.operator).toContain(demoOperator.displayName);
    const [operator] = await t.database.db.select().from(operators).where(eq(operators.username, demo.username));
    const [audited] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "review.reject"));
    expect(audited).toMatchObject({ operatorId: operator?.id, subjectKind: "personal", subjectId: id });
    const actions = (await t.database.db.select().from(operatorAudit)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["login.failed", "login.password", "totp.enrolled", "totp.failed", "login.success", "review.reject"]));
    expect(refusalOf(await call(operatorCalls.reviewSubject, { kind: "personal", id: 999_999 }, staff)).status).toBe(404);
    expect(refusalOf(await call(operatorCalls.reviewSubject, { kind: "nothing", id: 1 }, staff)).status).toBe(404);
    expect(refusalOf(await call(operatorCalls.reviewDecide, { kind: "nothing", id: 1, decision: "approve" }, staff)).status).toBe(404);
  });

  it("pages the audit log, newest first", async () => {
    const staff = await logIn(secret);
    const first = await staffData(t.app, operatorCalls.audit, {}, staff);
    expect(first.exportDays).toBe(30);
    const ids = first.lines.map((line) => line.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Fewer than a page so far: no next page; `before` reads on from any line.
    expect(first.nextBefore).toBeNull();
    const older = await staffData(t.app, operatorCalls.audit, { before: ids[2] ?? 1 }, staff);
    expect(older.lines.map((line) => line.id)).toEqual(ids.slice(3));
  });

  it("ends a half session after 3 wrong codes, and after 5 minutes: the password again", async () => {
    clock.advance(61_000); // past any wait of earlier wrong codes
    const half = await passwordStep();
    for (let i = 0; i < 2; i++)
      expect(refusalOf(await call(operatorCalls.totp, { code: wrongCode(secret) }, half))).toEqual({ status: 400, msg: operatorMessages.code });
    expect(refusalOf(await call(operatorCalls.totp, { code: wrongCode(secret) }, half))).toEqual({ status: 401, msg: operatorMessages.tooManyCodes });
    clock.advance(61_000);
    expect(refusalOf(await call(operatorCalls.totp, { code: totpCode(secret, clock.now()) }, half)).status).toBe(401);
    const slow = await passwordStep();
    clock.advance(5 * 60_000 + 1_000);
    expect(refusalOf(await call(operatorCalls.totp, { code: totpCode(secret, clock.now()) }, slow))).toEqual({ status: 401, msg: operatorMessages.loggedOut });
    // A full session still lasts the working day.
    const staff = await logIn(secret);
    clock.advance(7 * 3_600_000);
    expect((await staffData(t.app, operatorCalls.me, undefined, staff)).sessionId).toBe(staff.session);
  });

  it("lets staff change their own password with the current one and a code; their other sessions end", async () => {
    clock.advance(61_000);
    const elsewhere = await logIn(secret);
    const here = await logIn(secret);
    const newPassword = "Jilin2026Desk";
    const change = (input: Partial<{ currentPassword: string; newPassword: string; newPasswordAgain: string; code: string }>) =>
      call(
        operatorCalls.changePassword,
        { currentPassword: demo.password, newPassword, newPasswordAgain: newPassword, code: wrongCode(secret), ...input },
        here,
      );
    expect(refusalOf(await change({ currentPassword: "not-my-password-1" }))).toEqual({ status: 400, msg: operatorMessages.currentPassword });
    expect(refusalOf(await change({ newPassword: "short1", newPasswordAgain: "short1" }))).toEqual({ status: 400, msg: "密码长度须为12–64位" });
    expect(refusalOf(await change({ newPasswordAgain: "Jilin2026Desx" }))).toEqual({ status: 400, msg: operatorMessages.passwordMismatch });
    expect(refusalOf(await change({}))).toEqual({ status: 400, msg: operatorMessages.code });
    expect(
      refusalOf(await call(operatorCalls.changePassword, { currentPassword: demo.password, newPassword, newPasswordAgain: newPassword, code: "123456" }, null))
        .status,
    ).toBe(401);
    clock.advance(61_000);
    const changed = await change({ code: totpCode(secret, clock.now()) });
    expect(changed.json()).toMatchObject({ code: 200, msg: operatorMessages.passwordChanged, success: true });
    expect(refusalOf(await call(operatorCalls.me, undefined, elsewhere))).toEqual({ status: 401, msg: operatorMessages.loggedOut });
    expect((await staffData(t.app, operatorCalls.me, undefined, here)).sessionId).toBe(here.session);
    expect(refusalOf(await call(operatorCalls.login, demo, null))).toEqual({ status: 401, msg: operatorMessages.credentials });
    expect((await staffData(t.app, operatorCalls.login, { username: demo.username, password: newPassword }, null)).stage).toBe("password");
    const { lines } = await staffData(t.app, operatorCalls.audit, {}, here);
    expect(lines.map((line) => line.action)).toContain("修改本人密码");
    // Back to the demo's password for the cases after this one.
    clock.advance(30_000);
    await call(
      operatorCalls.changePassword,
      { currentPassword: newPassword, newPassword: demo.password, newPasswordAgain: demo.password, code: totpCode(secret, clock.now()) },
      here,
    );
    expect((await passwordStep()).stage).toBe("password");
  });

  it("logs out for good", async () => {
    const staff = await logIn(secret);
    expect((await staffData(t.app, operatorCalls.me, undefined, staff)).sessionId).toBe(staff.session);
    expect((await call(operatorCalls.logout, undefined, staff)).json()).toMatchObject({ success: true, data: null });
    expect(refusalOf(await call(operatorCalls.me, undefined, staff))).toEqual({ status: 401, msg: operatorMessages.loggedOut });
    const [line] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "logout"));
    expect(line?.operatorId).not.toBeNull();
    // A half session ends the same way: its code step is closed afterwards.
    const half = await passwordStep();
    await call(operatorCalls.logout, undefined, half);
    expect(refusalOf(await call(operatorCalls.totp, { code: totpCode(secret, clock.now()) }, half)).status).toBe(401);
    // Logging out without a session (a stale cookie) is no error.
    expect((await call(operatorCalls.logout, undefined, null)).statusCode).toBe(200);
  });
});
