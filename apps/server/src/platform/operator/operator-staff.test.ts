import { OPERATOR_ENROLMENT_PATH, operatorCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, enrolThroughLink, refusalOf, type StaffSession, staffCall, staffData, staffLogin } from "../../testing/operator-desk.ts";
import { movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createOperatorAccounts } from "./operator-accounts.ts";
import { operatorMessages } from "./operator-messages.ts";
import { operatorAudit, operators } from "./schema.ts";

// 运营账号: an administrator manages the staff in the back office (not only by command line),
// every change audited with its actor and before/after, and the audit log exported as CSV.

let t: TestApp;
let admin: StaffSession;
const clock = movableClock();
const PASSWORD = "Staff@Pass2026!";

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
  admin = await enrolStaff(t.app, t.database.db, { username: "boss", displayName: "王管理", role: "管理员", password: PASSWORD }, clock.now);
}, 60_000);
afterAll(() => t.close());

const staffRow = async (username: string) => (await t.database.db.select().from(operators).where(eq(operators.username, username)))[0];
const linesOf = (subjectId: number) =>
  t.database.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.subjectKind, "operator"), eq(operatorAudit.subjectId, subjectId)));

describe("运营账号", () => {
  let staff: StaffSession = { session: "" };
  let secret = "";

  it("refuses a bad new account on its field and writes nothing", async () => {
    for (const [input, message] of [
      [{ username: "X", displayName: "张三", role: "客服" }, "用户名须为3–32位小写字母"],
      [{ username: "zhang", displayName: "", role: "客服" }, "姓名须为1–50个字"],
      [{ username: "zhang", displayName: "张三", role: "root" }, "请选择角色"],
      [{ username: "boss", displayName: "张三", role: "客服" }, "该用户名已被使用"],
    ] as const) {
      const answer = await staffCall(t.app, operatorCalls.staffCreate, input as never, admin);
      expect(answer.statusCode).toBe(400);
      expect(refusalOf(answer).msg).toContain(message);
    }
    expect(await staffRow("zhang")).toBeUndefined();
    // A form posted from another site carries no session header: nothing is created.
    const headerless = await staffCall(t.app, operatorCalls.staffCreate, { username: "zhang", displayName: "张三", role: "客服" }, null);
    expect(headerless.statusCode).toBe(401);
    expect(await staffRow("zhang")).toBeUndefined();
  });

  it("creates an account and answers its one-time link's token once; the new member of staff enrols through it", async () => {
    const created = await staffCall(t.app, operatorCalls.staffCreate, { username: "zhang", displayName: "张客服", role: "客服" }, admin);
    expect(created.json()).toMatchObject({ success: true, msg: "已生成绑定链接", data: { username: "zhang", token: expect.stringMatching(/^[\w-]{43}$/) } });
    const issued = await staffData(t.app, operatorCalls.staffReissue, { username: "zhang" }, admin);
    expect(issued.token).toMatch(/^[\w-]{43}$/);
    expect(issued.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The first link was voided by the reissue; the list never shows a link.
    const first = (created.json().data as { token: string }).token;
    expect(refusalOf(await staffCall(t.app, operatorCalls.enrolment, { token: first }, null)).status).toBe(410);
    expect(JSON.stringify(await staffData(t.app, operatorCalls.staff, undefined, admin))).not.toContain(issued.token);
    const enrolled = await enrolThroughLink(t.app, `${OPERATOR_ENROLMENT_PATH}/${issued.token}`, PASSWORD, clock.now);
    staff = enrolled;
    secret = enrolled.secret;
    const list = await staffData(t.app, operatorCalls.staff, undefined, admin);
    expect(list.accounts).toContainEqual(expect.objectContaining({ username: "zhang", displayName: "张客服", role: "客服", enrolled: true, disabled: false }));
    const [line] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "operator.created"), eq(operatorAudit.subjectKind, "operator")));
    expect(line).toMatchObject({ operatorId: (await staffRow("boss"))?.id, detail: { after: { role: "客服" } } });
    expect((await linesOf((await staffRow("zhang"))?.id ?? 0)).map((row) => [row.action, row.operatorId])).toContainEqual([
      "operator.reissued",
      (await staffRow("boss"))?.id,
    ]);
  });

  it("changes a role, effective at the next call, audited with before and after", async () => {
    expect(refusalOf(await staffCall(t.app, operatorCalls.orders, undefined, staff)).status).toBe(403);
    const changed = await staffCall(t.app, operatorCalls.staffRole, { username: "zhang", role: "财务" }, admin);
    expect(changed.json()).toMatchObject({ success: true, msg: "角色已更新，下一次操作起生效" });
    expect((await staffCall(t.app, operatorCalls.orders, undefined, staff)).statusCode).toBe(200);
    const { lines } = await staffData(t.app, operatorCalls.audit, {}, admin);
    expect(lines.find((line) => line.action === "调整角色")).toMatchObject({ operator: expect.stringContaining("王管理"), detail: "角色：客服 → 财务" });
  });

  it("keeps the staff calls to administrators", async () => {
    expect(refusalOf(await staffCall(t.app, operatorCalls.staff, undefined, staff)).status).toBe(403);
    const attempt = await staffCall(t.app, operatorCalls.staffCreate, { username: "li", displayName: "李", role: "管理员" }, staff);
    expect(refusalOf(attempt)).toEqual({ status: 403, msg: operatorMessages.forbidden("运营账号与角色") });
    expect(await staffRow("li")).toBeUndefined();
  });

  it("never leaves the platform without an active administrator", async () => {
    for (const answer of [
      await staffCall(t.app, operatorCalls.staffDisable, { username: "boss" }, admin),
      await staffCall(t.app, operatorCalls.staffRole, { username: "boss", role: "客服" }, admin),
    ]) {
      expect(refusalOf(answer)).toEqual({ status: 400, msg: "至少保留一名启用的管理员" });
    }
    expect(await staffRow("boss")).toMatchObject({ role: "管理员", disabledAt: null });
  });

  it("ends a member of staff's session from the session list, and disabling ends all and refuses log-in", async () => {
    const list = await staffData(t.app, operatorCalls.staff, undefined, admin);
    const own = await staffData(t.app, operatorCalls.me, undefined, admin);
    expect(list.sessions.map((live) => live.id)).toContain(own.sessionId);
    const sessionId = list.sessions.find((live) => live.username === "zhang")?.id ?? "";
    expect(sessionId).toBe((await staffData(t.app, operatorCalls.me, undefined, staff)).sessionId);
    const revoked = await staffCall(t.app, operatorCalls.sessionRevoke, { id: sessionId }, admin);
    expect(revoked.json()).toMatchObject({ success: true, msg: "会话已结束" });
    expect(refusalOf(await staffCall(t.app, operatorCalls.orders, undefined, staff)).status).toBe(401);
    expect(refusalOf(await staffCall(t.app, operatorCalls.sessionRevoke, { id: sessionId }, admin))).toEqual({ status: 400, msg: "该会话已结束" });
    // Disabling ends every session of the account.
    clock.advance(30_000);
    const again = await staffLogin(t.app, "zhang", PASSWORD, secret, clock.now);
    expect((await staffCall(t.app, operatorCalls.staffDisable, { username: "zhang" }, admin)).json()).toMatchObject({ msg: "账号已停用，其会话已全部结束" });
    expect(refusalOf(await staffCall(t.app, operatorCalls.me, undefined, again)).status).toBe(401);
    expect(refusalOf(await staffCall(t.app, operatorCalls.login, { username: "zhang", password: PASSWORD }, null))).toEqual({
      status: 403,
      msg: operatorMessages.disabled,
    });
    expect(refusalOf(await staffCall(t.app, operatorCalls.staffReissue, { username: "zhang" }, admin))).toEqual({ status: 400, msg: "该账号已停用，请先启用" });
    expect((await staffCall(t.app, operatorCalls.staffEnable, { username: "zhang" }, admin)).json()).toMatchObject({ msg: "账号已启用" });
    clock.advance(30_000);
    await staffLogin(t.app, "zhang", PASSWORD, secret, clock.now);
    const zhang = await staffRow("zhang");
    const lines = await linesOf(zhang?.id ?? 0);
    const boss = await staffRow("boss");
    for (const action of ["operator.created", "operator.role", "session.revoked", "operator.disabled", "operator.enabled"]) {
      expect(lines.find((line) => line.action === action)?.operatorId, action).toBe(boss?.id);
    }
  });

  it("exports the audit log as CSV to those who may read it, and logs the export", async () => {
    const csv = await staffCall(t.app, operatorCalls.auditCsv, undefined, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.startsWith("\uFEFF时间,运营人员,操作,对象,说明,IP")).toBe(true);
    expect(csv.body).toContain("调整角色");
    expect(csv.body).toContain("角色：客服 → 财务");
    const [exported] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "audit.exported"));
    expect(exported).toMatchObject({ operatorId: (await staffRow("boss"))?.id, detail: { lines: expect.any(Number) } });
    expect(refusalOf(await staffCall(t.app, operatorCalls.auditCsv, undefined, null)).status).toBe(401);
    const relogin = await createOperatorAccounts(t.database.db, { origin: "" }).reissue("boss");
    expect(relogin.url).toBe(`${OPERATOR_ENROLMENT_PATH}/${relogin.token}`);
  });
});
