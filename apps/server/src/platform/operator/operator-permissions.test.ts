import { OPERATOR_ROLES, type OperatorRole } from "@cidp/domain";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CookieJar, cookieHeader, enrolNewOperator, postForm } from "../../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createOperatorAccounts } from "./operator-accounts.ts";
import { operatorAudit } from "./schema.ts";

// Each staff role sees and may open only its own areas of the operator area; the services check
// the permission on every page and form, whatever links the header shows.

let t: TestApp;
const jars = new Map<OperatorRole, CookieJar>();
const PASSWORD = "Staff@Pass2026!";

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  const accounts = createOperatorAccounts(t.database.db, { origin: "" });
  for (const [index, role] of OPERATOR_ROLES.entries()) {
    const link = await accounts.create({ username: `staff${index}`, displayName: `员工${index}`, role });
    jars.set(role, await enrolNewOperator(t.app, link.url, PASSWORD, () => new Date()));
  }
});
afterAll(() => t.close());

const get = (url: string, role: OperatorRole) => t.app.inject({ method: "GET", url, headers: { cookie: cookieHeader(jars.get(role) ?? {}) } });

describe("the operator area by staff role", () => {
  // role, the queue's review kinds it lists, and whether it may open the orders and the audit log.
  it.each<[OperatorRole, string[], boolean, boolean]>([
    ["管理员", ["企业认证", "资质证书", "退款申请", "知识库投稿"], true, true],
    ["认证审核", ["企业认证", "资质证书"], false, false],
    ["财务", ["退款申请"], true, false],
    ["内容审核", ["知识库投稿"], false, false],
    ["内容编辑", [], false, false],
    ["客服", [], false, false],
  ])("%s: reviews %j, orders %s, audit %s", async (role, kinds, orders, audit) => {
    const queue = await get("/operator", role);
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain(`（${role}）`);
    const listed = [...queue.body.matchAll(/<li>([^<：]+)：<strong>/g)].map((match) => match[1]);
    for (const kind of ["企业认证", "资质证书", "退款申请", "知识库投稿"]) expect(listed.includes(kind), kind).toBe(kinds.includes(kind));
    if (kinds.length === 0) expect(queue.body).toContain("您的角色没有审核权限");
    expect((await get("/operator/orders", role)).statusCode).toBe(orders ? 200 : 403);
    const auditPage = await get("/operator/audit", role);
    expect(auditPage.statusCode).toBe(audit ? 200 : 403);
    if (!audit) expect(auditPage.body).toContain("无权访问：该页面需要「操作日志」权限");
    // The header links only what the role may open.
    expect(queue.body.includes('href="/operator/audit"')).toBe(audit);
    expect(queue.body.includes('href="/operator/orders"')).toBe(orders);
  });

  it("refuses a review decision to a role without its permission, and writes nothing", async () => {
    const page = await get("/operator/review/corporate/1", "财务");
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("实名与企业认证、资质证书审核");
    const decided = await postForm(t.app, "/operator/review/corporate/1", jars.get("客服") ?? {}, { decision: "approve", _csrf: "x" });
    expect(decided.statusCode).toBe(403);
    const orderStep = await postForm(t.app, "/operator/orders/1", jars.get("内容编辑") ?? {}, { step: "start", _csrf: "x" });
    expect(orderStep.statusCode).toBe(403);
    const decisions = await t.database.db
      .select()
      .from(operatorAudit)
      .where(inArray(operatorAudit.action, ["review.approve", "review.reject", "order.start"]));
    expect(decisions).toEqual([]);
  });

  it("records each refused page in the audit log", async () => {
    const log = await get("/operator/audit", "管理员");
    expect(log.body).toContain("无权访问被拒绝");
  });
});
