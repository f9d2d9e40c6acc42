import { type CallDeclaration, OPERATOR_CALL_PERMISSIONS, operatorCalls } from "@cidp/api-client/contract";
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES, type OperatorPermission, type OperatorRole, operatorMay } from "@cidp/domain";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { operatorMessages } from "./operator-messages.ts";
import { operatorAudit, operators } from "./schema.ts";

// Each staff role may make only the calls of its own areas: the services check the session and
// the permission key on every call, whatever the back office shows.

let t: TestApp;
const sessions = new Map<OperatorRole, StaffSession>();
const as = (role: OperatorRole) => sessions.get(role) ?? { session: "" };

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  for (const [index, role] of OPERATOR_ROLES.entries()) {
    sessions.set(role, await enrolStaff(t.app, t.database.db, { username: `staff${index}`, displayName: `员工${index}`, role }, () => new Date()));
  }
}, 60_000);
afterAll(() => t.close());

type CallName = keyof typeof operatorCalls;
const keyOf = (name: CallName): OperatorPermission | undefined => (OPERATOR_CALL_PERMISSIONS as Partial<Record<CallName, OperatorPermission>>)[name];

/** Every call that needs a staff session (all but the log-in's password step and the enrolment link). */
const sessionCalls = (Object.keys(operatorCalls) as CallName[]).filter((name) => operatorCalls[name].auth === "operator");
/** The calls that need a full session: all those but the code step and logging out (operator.test.ts). */
const fullCalls = sessionCalls.filter((name) => name !== "totp" && name !== "logout");

/**
 * Staff calls with an input that changes nothing, and what each answers to a role allowed to make
 * it: unknown accounts, sessions, orders and submissions are refused after the permission check.
 */
const probes: Partial<Record<CallName, [input: object, allowed: number]>> = {
  me: [{}, 200],
  reviewQueue: [{}, 200],
  reviewSubject: [{ kind: "personal", id: 999_999 }, 404],
  reviewDecide: [{ kind: "personal", id: 999_999, decision: "approve" }, 404],
  orders: [{}, 200],
  orderStep: [{ id: 999_999, step: "start" }, 409],
  audit: [{}, 200],
  auditCsv: [{}, 200],
  staff: [{}, 200],
  staffCreate: [{ username: "", displayName: "", role: "客服" }, 400],
  staffRole: [{ username: "nobody", role: "客服" }, 400],
  staffDisable: [{ username: "nobody" }, 400],
  staffEnable: [{ username: "nobody" }, 400],
  staffReissue: [{ username: "nobody" }, 400],
  sessionRevoke: [{ id: "00000000-0000-4000-8000-000000000000" }, 400],
  memberSearch: [{ keyword: "13999999999" }, 200],
  memberDetail: [{ id: 2_000_000_000 }, 404],
  memberPasswordReset: [{ id: 2_000_000_000, reason: "测试" }, 404],
  companySearch: [{ keyword: "不存在的企业名称" }, 200],
  companyDetail: [{ id: 2_000_000_000 }, 404],
  companyQualificationUpdate: [{ id: 2_000_000_000, validUntil: "2031-06-30", level: "一级" }, 404],
  companyShopHide: [{ id: 2_000_000_000, reason: "测试" }, 404],
  companyShopShow: [{ id: 2_000_000_000 }, 404],
  vipClients: [{}, 200],
  vipClientReassign: [{ id: 2_000_000_000, operatorId: 1 }, 404],
};
/** A call's probe input, else each path parameter 1 and nothing else (the session and key are checked first). */
const inputOf = (name: CallName): object =>
  probes[name]?.[0] ?? Object.fromEntries([...operatorCalls[name].path.matchAll(/:(\w+)/g)].map(([, param]) => [param, "1"]));
/** The key a call needs: its own, or the review permission of the probed kind (personal: 认证). */
const neededKey = (name: CallName): OperatorPermission | undefined =>
  name === "reviewSubject" || name === "reviewDecide" ? "certification.review" : keyOf(name);

const call = (name: CallName, who: StaffSession | null) => staffCall(t.app, operatorCalls[name] as CallDeclaration, inputOf(name) as never, who);

describe("every staff call checks the session", () => {
  it("leaves only the log-in's password step and the enrolment link open, and every keyed call needs a session", () => {
    expect(Object.keys(operatorCalls).filter((name) => !sessionCalls.includes(name as CallName))).toEqual(["login", "enrolment", "enrol"]);
    for (const name of Object.keys(OPERATOR_CALL_PERMISSIONS)) expect(fullCalls).toContain(name);
  });

  // Logging out ends whatever session it is given and answers alike without one (operator.test.ts).
  it.each(sessionCalls.filter((name) => name !== "logout"))("%s: 401 without a session or with a dead one", async (name) => {
    for (const who of [null, { session: "00000000-0000-4000-8000-000000000000" }]) {
      expect(refusalOf(await call(name, who)), name).toEqual({ status: 401, msg: operatorMessages.loggedOut });
    }
  });
});

describe("the staff calls by role", () => {
  // A role without the call's key: 403 naming the key. A role with it: the probe's answer, or at
  // least past the guard (neither 401 nor 403) for a call without a probe.
  const table = fullCalls.flatMap((name) =>
    OPERATOR_ROLES.map((role) => {
      const key = neededKey(name);
      return [name, role, key !== undefined && !operatorMay(role, key) ? 403 : (probes[name]?.[1] ?? "past the guard")] as const;
    }),
  );

  it.each(table)("%s as %s: %s", async (name, role, expected) => {
    const answer = await call(name, as(role));
    if (expected === "past the guard") expect([401, 403], answer.body.slice(0, 200)).not.toContain(answer.statusCode);
    else expect(answer.statusCode, answer.body.slice(0, 200)).toBe(expected);
    const key = neededKey(name);
    if (expected === 403 && key) expect(refusalOf(answer).msg).toBe(operatorMessages.forbidden(OPERATOR_PERMISSIONS[key]));
  });

  // role, and the review kinds its queue lists (a 财务 sees refunds and financing, not certifications).
  it.each<[OperatorRole, string[]]>([
    [
      "管理员",
      [
        "announcement",
        "content",
        "corporate",
        "equipment",
        "financing",
        "knowledge",
        "legal",
        "link",
        "personal",
        "product",
        "qualification",
        "refund",
        "service-need",
        "shop_service",
      ],
    ],
    ["认证审核", ["corporate", "personal", "qualification"]],
    ["财务", ["financing", "refund"]],
    ["内容审核", ["announcement", "content", "equipment", "knowledge", "legal", "link", "product", "service-need", "shop_service"]],
    ["内容编辑", []],
    ["客服", []],
  ])("%s reviews %j, and is refused every other kind", async (role, kinds) => {
    const queue = await staffData(t.app, operatorCalls.reviewQueue, undefined, as(role));
    expect(queue.kinds.map((kind) => kind.kind).sort()).toEqual(kinds);
    expect(queue.entries.filter((entry) => !kinds.includes(entry.kind))).toEqual([]);
    const me = await staffData(t.app, operatorCalls.me, undefined, as(role));
    expect(me).toMatchObject({ role, username: `staff${OPERATOR_ROLES.indexOf(role)}` });
    expect(me.permissions).toEqual(Object.keys(OPERATOR_PERMISSIONS).filter((key) => operatorMay(role, key as OperatorPermission)));
    const everyKind = await staffData(t.app, operatorCalls.reviewQueue, undefined, as("管理员"));
    for (const { kind } of everyKind.kinds) {
      const subject = await staffCall(t.app, operatorCalls.reviewSubject, { kind, id: 999_999 }, as(role));
      expect(subject.statusCode, `${role} ${kind}`).toBe(kinds.includes(kind) ? 404 : 403);
    }
  });

  it("refuses a review decision to a role without its permission, writes nothing, and audits the attempt", async () => {
    const [staff] = await t.database.db
      .select()
      .from(operators)
      .where(eq(operators.username, `staff${OPERATOR_ROLES.indexOf("客服")}`));
    const deniedLines = () =>
      t.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.operatorId, staff?.id ?? 0), eq(operatorAudit.action, "access.denied")));
    const before = (await deniedLines()).length;
    const decided = await staffCall(t.app, operatorCalls.reviewDecide, { kind: "corporate", id: 1, decision: "approve" }, as("客服"));
    expect(refusalOf(decided)).toEqual({ status: 403, msg: operatorMessages.forbidden("实名与企业认证、资质证书审核") });
    expect(refusalOf(await staffCall(t.app, operatorCalls.orderStep, { id: 1, step: "start" }, as("内容编辑"))).status).toBe(403);
    const decisions = await t.database.db
      .select()
      .from(operatorAudit)
      .where(inArray(operatorAudit.action, ["review.approve", "review.reject", "order.start"]));
    expect(decisions).toEqual([]);
    const denied = await deniedLines();
    expect(denied.length).toBe(before + 1);
    expect(denied.at(-1)?.detail).toMatchObject({ permission: "certification.review" });
  });

  it("records each refused call in the audit log", async () => {
    const { lines } = await staffData(t.app, operatorCalls.audit, {}, as("管理员"));
    expect(lines.map((line) => line.action)).toContain("无权访问被拒绝");
    expect(lines.find((line) => line.action === "无权访问被拒绝")?.detail).toMatch(/需要「.+」/);
  });
});
