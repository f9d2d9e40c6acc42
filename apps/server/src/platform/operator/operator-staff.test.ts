import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CookieJar, cookieHeader, enrolNewOperator, postForm } from "../../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createOperatorAccounts } from "./operator-accounts.ts";
import { operatorAudit, operators } from "./schema.ts";

// 运营账号: an administrator manages the staff in the operator area (not only by command line),
// every change audited with its actor and before/after, and the audit log exported as CSV.

let t: TestApp;
let admin: CookieJar;
const PASSWORD = "Staff@Pass2026!";
const csrfIn = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? "";

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  const link = await createOperatorAccounts(t.database.db, { origin: "" }).create({ username: "boss", displayName: "王管理", role: "管理员" });
  admin = await enrolNewOperator(t.app, link.url, PASSWORD, () => new Date());
});
afterAll(() => t.close());

const get = (url: string, jar: CookieJar) => t.app.inject({ method: "GET", url, headers: { cookie: cookieHeader(jar) } });
async function adminPost(url: string, form: Record<string, string>) {
  const page = await get("/operator/staff", admin);
  return postForm(t.app, url, admin, { _csrf: csrfIn(page.body), ...form });
}
const staffRow = (username: string) => t.database.db.select().from(operators).where(eq(operators.username, username));

describe("运营账号", () => {
  let staffJar: CookieJar = {};

  it("refuses a bad new account on its field and writes nothing", async () => {
    for (const [form, message] of [
      [{ username: "X", displayName: "张三", role: "客服" }, "用户名须为3–32位小写字母"],
      [{ username: "zhang", displayName: "", role: "客服" }, "姓名须为1–50个字"],
      [{ username: "zhang", displayName: "张三", role: "root" }, "请选择角色"],
      [{ username: "boss", displayName: "张三", role: "客服" }, "该用户名已被使用"],
    ] as const) {
      const answer = await adminPost("/operator/staff", form);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(message);
    }
    expect(await staffRow("zhang")).toEqual([]);
    const forged = await postForm(t.app, "/operator/staff", admin, { _csrf: "forged", username: "zhang", displayName: "张三", role: "客服" });
    expect(forged.statusCode).toBe(403);
    expect(await staffRow("zhang")).toEqual([]);
  });

  it("creates an account and shows its one-time link once; the new member of staff enrols through it", async () => {
    const created = await adminPost("/operator/staff", { username: "zhang", displayName: "张客服", role: "客服" });
    expect(created.statusCode).toBe(200);
    const url = /data-testid="enrolment-link">([^<]+)</.exec(created.body)?.[1] ?? "";
    expect(url).toMatch(/^http:\/\/[^/]+\/operator\/enrol\/[\w-]{40,}$/);
    expect((await get("/operator/staff", admin)).body).not.toContain(url);
    staffJar = await enrolNewOperator(t.app, url, PASSWORD, () => new Date());
    expect((await get("/operator/staff", admin)).body).toContain("张客服（zhang）");
    const [line] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "operator.created"), eq(operatorAudit.subjectKind, "operator")));
    const [boss] = await staffRow("boss");
    expect(line).toMatchObject({ operatorId: boss?.id, subjectKind: "operator", detail: { after: { role: "客服" } } });
  });

  it("changes a role, effective at the next request, audited with before and after", async () => {
    expect((await get("/operator/orders", staffJar)).statusCode).toBe(403);
    const changed = await adminPost("/operator/staff/zhang/role", { role: "财务" });
    expect(changed.headers.location).toBe("/operator/staff?result=role");
    expect((await get("/operator/orders", staffJar)).statusCode).toBe(200);
    expect((await get("/operator/audit", admin)).body).toContain("角色：客服 → 财务");
  });

  it("keeps the staff page to administrators", async () => {
    expect((await get("/operator/staff", staffJar)).statusCode).toBe(403);
    const page = await get("/operator/orders", staffJar);
    const attempt = await postForm(t.app, "/operator/staff", staffJar, { _csrf: csrfIn(page.body), username: "li", displayName: "李", role: "管理员" });
    expect(attempt.statusCode).toBe(403);
    expect(await staffRow("li")).toEqual([]);
  });

  it("never leaves the platform without an active administrator", async () => {
    for (const [url, form] of [
      ["/operator/staff/boss/disable", {}],
      ["/operator/staff/boss/role", { role: "客服" }],
    ] as const) {
      const answer = await adminPost(url, form);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain("至少保留一名启用的管理员");
    }
    const [boss] = await staffRow("boss");
    expect(boss).toMatchObject({ role: "管理员", disabledAt: null });
  });

  it("ends a member of staff's session from the session list, and disabling ends all and refuses log-in", async () => {
    const list = await get("/operator/staff", admin);
    // The session row of 张客服 (not the administrator's own, marked 当前会话).
    const row = list.body.split("<tr>").find((cells) => cells.includes("张客服（zhang）") && cells.includes("/operator/sessions/")) ?? "";
    const sessionId = /\/operator\/sessions\/([0-9a-f-]{36})\/revoke/.exec(row)?.[1] ?? "";
    expect(sessionId).not.toBe("");
    expect(list.body).toContain("王管理（boss）（当前会话）");
    const [zhang] = await staffRow("zhang");
    const revoked = await adminPost(`/operator/sessions/${sessionId}/revoke`, {});
    expect(revoked.headers.location).toBe("/operator/staff?result=revoked");
    expect((await get("/operator/orders", staffJar)).headers.location).toBe("/operator/login");
    const disabled = await adminPost("/operator/staff/zhang/disable", {});
    expect(disabled.headers.location).toBe("/operator/staff?result=disabled");
    const login = await postForm(t.app, "/operator/login", {}, { username: "zhang", password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.body).toContain("该账号已停用");
    const lines = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectKind, "operator"), eq(operatorAudit.subjectId, zhang?.id ?? 0)));
    expect(lines.map((line) => line.action)).toEqual(expect.arrayContaining(["operator.created", "operator.role", "session.revoked", "operator.disabled"]));
  });

  it("exports the audit log as CSV to those who may read it", async () => {
    const csv = await get("/operator/audit.csv", admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain("attachment");
    expect(csv.body.startsWith("\uFEFF时间,运营人员,操作,对象,说明,IP")).toBe(true);
    expect(csv.body).toContain("调整角色");
    expect(csv.body).toContain("角色：客服 → 财务");
    const relogin = await createOperatorAccounts(t.database.db, { origin: "" }).reissue("boss");
    expect(relogin.url).toContain("/operator/enrol/");
  });
});
