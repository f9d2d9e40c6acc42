import { memberCalls, memberPaths, operatorCalls, requestHeaders } from "@cidp/api-client/contract";
import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { callAs, demo, type LoggedIn, login, movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { latestCode, sendCode, solveCaptcha, submitForm } from "../login-site/test-helpers.ts";
import { passwordResetInAccount, passwordResetRefusal } from "../member/password-reset.ts";
import { members, sessions } from "../member/schema.ts";
import { throttleCounters } from "../throttle/schema.ts";
import { operatorAudit } from "./schema.ts";

// 会员管理: staff look members up, freeze one (their sessions end, every log-in is refused with the
// reason), unfreeze, lift the limits failed log-ins put on a phone, and reset one to the SMS log-in
// (the password stops working, the sessions end, the SMS log-in works and a new password ends the
// reset); each change is audited.

let t: TestApp;
let admin: StaffSession;
let service: StaffSession;
let memberId = 0;
const clock = movableClock();
const phone = demo.first.phone;

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
  admin = await enrolStaff(t.app, t.database.db, { username: "boss", role: "管理员" }, clock.now);
  service = await enrolStaff(t.app, t.database.db, { username: "service-agent", role: "客服" }, clock.now);
  memberId = (await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, phone)))[0]?.id ?? 0;
}, 60_000);
afterAll(() => t.close());

const passwordLogin = (remoteAddress: string, password = "Demo@123456") =>
  t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload: { phone, password }, remoteAddress });
const auditOf = (action: string) =>
  t.database.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, action), eq(operatorAudit.subjectId, memberId)));

describe("会员查询", () => {
  it("finds a member by the start of the phone, by name, and by a business's credit code", async () => {
    const byPhone = await staffData(t.app, operatorCalls.memberSearch, { keyword: phone.slice(0, 7) }, service);
    expect(byPhone.map((m) => m.phone)).toContain(phone);
    const byName = await staffData(t.app, operatorCalls.memberSearch, { keyword: demo.first.realName.slice(1) }, service);
    expect(byName.map((m) => m.id)).toContain(memberId);
    const detail = await staffData(t.app, operatorCalls.memberDetail, { id: memberId }, service);
    const creditCode = detail.businesses[0]?.creditCode ?? "";
    expect(creditCode).toMatch(/^[0-9A-Z]{18}$/);
    const byCode = await staffData(t.app, operatorCalls.memberSearch, { keyword: creditCode.toLowerCase() }, service);
    expect(byCode.map((m) => m.id)).toContain(memberId);
    // `%` and `_` are characters of a name, not wildcards.
    expect(await staffData(t.app, operatorCalls.memberSearch, { keyword: "%" }, service)).toEqual([]);
  });

  it("refuses an empty keyword on its field and answers 404 for a member that does not exist", async () => {
    const empty = await staffCall(t.app, operatorCalls.memberSearch, { keyword: " " }, service);
    expect(refusalOf(empty)).toEqual({ status: 400, msg: expect.stringContaining("请输入手机号、姓名或统一社会信用代码") });
    expect((await staffCall(t.app, operatorCalls.memberDetail, { id: 999_999 }, service)).statusCode).toBe(404);
  });

  it("lets 客服 read but not freeze (members.manage)", async () => {
    const refused = await staffCall(t.app, operatorCalls.memberFreeze, { id: memberId, reason: "测试" }, service);
    expect(refused.statusCode).toBe(403);
    expect((await t.database.db.select().from(members).where(eq(members.id, memberId)))[0]?.frozenAt).toBeNull();
  });
});

describe("冻结与解冻", () => {
  it("freezes with a reason: the member's sessions end and every log-in is refused with that reason", async () => {
    const member = await login(t, phone);
    expect((await callAs(t, memberCalls.userInfo, member)).statusCode).toBe(200);

    const noReason = await staffCall(t.app, operatorCalls.memberFreeze, { id: memberId, reason: "  " }, admin);
    expect(refusalOf(noReason)).toEqual({ status: 400, msg: "请填写冻结原因（会员登录时可见）" });
    const frozen = await staffCall(t.app, operatorCalls.memberFreeze, { id: memberId, reason: "涉嫌发布虚假报价" }, admin);
    expect(frozen.json()).toMatchObject({ success: true, msg: "已冻结，该会员的全部会话已结束" });

    expect((await callAs(t, memberCalls.userInfo, member)).statusCode).toBe(401);
    // A member call's refusal travels in the body (spec §8): code 403 with the reason.
    const again = await passwordLogin("10.9.0.1");
    expect(again.json()).toMatchObject({ success: false, code: 403, msg: "该账号已被平台冻结，原因：涉嫌发布虚假报价。如有疑问，请联系平台客服" });
    const detail = await staffData(t.app, operatorCalls.memberDetail, { id: memberId }, admin);
    expect(detail).toMatchObject({ frozen: true, frozenReason: "涉嫌发布虚假报价", sessions: [] });
    expect(refusalOf(await staffCall(t.app, operatorCalls.memberFreeze, { id: memberId, reason: "再次" }, admin)).msg).toBe("该会员已被冻结");

    const [line] = await auditOf("member.frozen");
    expect(line?.detail).toMatchObject({ reason: "涉嫌发布虚假报价", before: { frozen: false }, after: { frozen: true } });
    expect(line?.detail.sessions).toBeGreaterThanOrEqual(1);
  });

  it("unfreezes: the member logs in again, and the change is audited", async () => {
    const answer = await staffCall(t.app, operatorCalls.memberUnfreeze, { id: memberId }, admin);
    expect(answer.json()).toMatchObject({ success: true, msg: "已解冻，该会员可以重新登录" });
    expect((await passwordLogin("10.9.0.2")).json()).toMatchObject({ success: true });
    expect(await auditOf("member.unfrozen")).toHaveLength(1);
    expect(refusalOf(await staffCall(t.app, operatorCalls.memberUnfreeze, { id: memberId }, admin)).msg).toBe("该会员未被冻结");
  });
});

describe("解除登录限制", () => {
  it("clears the failures counted against the phone, from every address", async () => {
    for (const address of ["10.9.1.1", "10.9.1.1", "10.9.1.2"]) expect((await passwordLogin(address, "Wrong@123456")).json()).toMatchObject({ success: false });
    const counters = () =>
      t.database.db
        .select()
        .from(throttleCounters)
        .where(like(throttleCounters.key, `login:%${phone}%`));
    expect((await counters()).length).toBeGreaterThan(0);
    expect((await staffData(t.app, operatorCalls.memberDetail, { id: memberId }, admin)).failedLogins).toBeGreaterThan(0);

    const lifted = await staffCall(t.app, operatorCalls.memberLockoutLift, { id: memberId }, admin);
    expect(lifted.json()).toMatchObject({ success: true, msg: "已解除登录限制" });
    expect(await counters()).toEqual([]);
    expect((await staffData(t.app, operatorCalls.memberDetail, { id: memberId }, admin)).failedLogins).toBe(0);
    expect((await auditOf("member.lockout-lifted"))[0]?.detail.counters).toBeGreaterThan(0);
  });
});

describe("重置为短信登录", () => {
  // 韩秀英 of 吉林宏远: no other test of this file logs her in.
  const resetPhone = "13900000113";
  let resetId = 0;
  let address = 0;
  const from = () => `10.9.3.${++address}`;
  const tokenLogin = (password: string) =>
    t.app.inject({ method: "POST", url: memberPaths.oauthToken, payload: { phone: resetPhone, password }, remoteAddress: from() });
  const passwordForm = (password: string) => submitForm(t.app, "/login", { phone: resetPhone, password }, "", from());
  const resetAudit = () =>
    t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "member.password-reset"), eq(operatorAudit.subjectId, resetId)));
  /** The member as a session of the login site's SMS form leaves them (the token rides in the return address). */
  async function smsLogin(): Promise<LoggedIn> {
    clock.advance(61_000);
    expect((await sendCode(t.app, resetPhone, "login", from())).statusCode).toBe(200);
    const code = (await latestCode(t.app, resetPhone)) ?? "";
    const back = encodeURIComponent("http://localhost:3000/login-back");
    const done = await submitForm(t.app, "/login/sms", { phone: resetPhone, code, redirect: "http://localhost:3000/login-back" }, `?redirect=${back}`, from());
    expect(done.statusCode, done.body.slice(0, 300)).toBe(303);
    const token = new URL(String(done.headers.location)).searchParams.get("token") ?? "";
    return { token, businessId: null, userId: resetId, headers: { [requestHeaders.platformToken]: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    resetId = (await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, resetPhone)))[0]?.id ?? 0;
    expect(resetId).toBeGreaterThan(0);
  });

  it("needs members.manage and a reason of at most 200 characters", async () => {
    expect((await staffCall(t.app, operatorCalls.memberPasswordReset, { id: resetId, reason: "账号疑似被盗" }, service)).statusCode).toBe(403);
    expect(refusalOf(await staffCall(t.app, operatorCalls.memberPasswordReset, { id: resetId, reason: "  " }, admin))).toEqual({
      status: 400,
      msg: "请填写重置原因",
    });
    expect(refusalOf(await staffCall(t.app, operatorCalls.memberPasswordReset, { id: resetId, reason: "密".repeat(201) }, admin))).toEqual({
      status: 400,
      msg: "重置原因不能超过200个字",
    });
    expect((await staffCall(t.app, operatorCalls.memberPasswordReset, { id: 999_999, reason: "测试" }, admin)).statusCode).toBe(404);
    expect((await tokenLogin("Demo@123456")).json()).toMatchObject({ success: true });
  });

  it("ends every session, and the old password is refused with the way back: the SMS log-in", async () => {
    const member = await login(t, resetPhone);
    expect((await callAs(t, memberCalls.userInfo, member)).statusCode).toBe(200);

    const reset = await staffCall(t.app, operatorCalls.memberPasswordReset, { id: resetId, reason: "会员来电称账号疑似被盗" }, admin);
    expect(reset.json()).toMatchObject({ success: true, msg: "已重置为短信登录：原密码已失效，该会员的全部会话已结束" });
    expect(reset.json().data.sessions).toBeGreaterThanOrEqual(2);
    expect((await callAs(t, memberCalls.userInfo, member)).statusCode).toBe(401);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, resetId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);

    // The login site's form: the old password tells its owner what to do; any other is just wrong.
    const old = await passwordForm("Demo@123456");
    expect(old.statusCode).toBe(403);
    expect(old.body).toContain(passwordResetRefusal);
    expect(passwordResetRefusal).toContain("短信验证码登录");
    const wrong = await passwordForm("Wrong@123456");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("手机号或密码错误");
    expect(wrong.body).not.toContain(passwordResetRefusal);
    // The member service's token call answers alike (spec §8: the code in the body).
    expect((await tokenLogin("Demo@123456")).json()).toMatchObject({ success: false, code: 403, msg: passwordResetRefusal });

    expect(refusalOf(await staffCall(t.app, operatorCalls.memberPasswordReset, { id: resetId, reason: "再次" }, admin))).toEqual({
      status: 400,
      msg: "该会员的登录密码已重置，会员尚未设置新密码",
    });
    expect((await staffData(t.app, operatorCalls.memberDetail, { id: resetId }, admin)).passwordResetTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const [line] = await resetAudit();
    expect(line?.detail).toMatchObject({ reason: "会员来电称账号疑似被盗", before: { passwordReset: false }, after: { passwordReset: true } });
    expect(line?.detail.sessions).toBeGreaterThanOrEqual(2);
    const { lines } = await staffData(t.app, operatorCalls.audit, {}, admin);
    expect(lines.find((entry) => entry.action === "重置会员为短信登录")?.detail).toContain("登录密码已重置：否 → 是");
  });

  it("keeps the SMS log-in; the member sets a new password with a code, which ends the reset", async () => {
    const member = await smsLogin();
    expect((await callAs(t, memberCalls.userFlag, member)).json().data).toMatchObject({ hasPassword: false });
    // 修改登录密码 needs the old password, which no longer exists: the member is sent to 设置登录密码.
    const change = await callAs(t, memberCalls.updatePassword, member, {
      oldPassword: "Demo@123456",
      newPassword: "Fresh2026ab",
      confirmPassword: "Fresh2026ab",
    });
    expect(change.json()).toMatchObject({ success: false, msg: passwordResetInAccount });

    clock.advance(61_000);
    const sent = await t.app.inject({
      method: "POST",
      url: memberCalls.sendOwnVerificationCode.path,
      headers: member.headers,
      payload: { proof: await solveCaptcha(t.app) },
      remoteAddress: from(),
    });
    expect(sent.json()).toMatchObject({ success: true });
    const code = (await latestCode(t.app, resetPhone)) ?? "";
    const set = await t.app.inject({
      method: "POST",
      url: memberCalls.setPassword.path,
      headers: member.headers,
      payload: { code, newPassword: "Fresh2026ab", confirmPassword: "Fresh2026ab" },
      remoteAddress: from(),
    });
    expect(set.json()).toMatchObject({ success: true });

    const [row] = await t.database.db.select().from(members).where(eq(members.id, resetId));
    expect(row?.passwordResetAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect((await callAs(t, memberCalls.userFlag, member)).json().data).toMatchObject({ hasPassword: true });
    expect((await passwordForm("Fresh2026ab")).statusCode).toBe(303);
    expect((await tokenLogin("Demo@123456")).json()).toMatchObject({ success: false, msg: "手机号或密码错误" });
  });
});
