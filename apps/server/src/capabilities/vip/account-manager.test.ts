import { randomBytes } from "node:crypto";
import { operatorCalls, orderCalls, vipCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit, operators } from "../../platform/operator/schema.ts";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, contractCalls, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// 专属客户经理一对一服务 (the enterprise plan's benefit): an enterprise period brings a manager, the
// least loaded of the staff flagged as 客户经理; a renewal keeps the one the company has; staff with
// vip.manage change it in the back office; a yearly VIP or none has no manager.

const secret = randomBytes(32);
let t: TestApp;
let admin: StaffSession;
let agent: StaffSession;
let ids: { hongyuan: number; dingsheng: number; antai: number; huaxin: number };
let zhang: LoggedIn;
let li: LoggedIn;
const { data } = contractCalls(() => t);

const managerOf = (who: LoggedIn) =>
  data<{ enterprise: boolean; manager: { name: string; phone: string; serviceHours: string } | null }>(vipCalls.accountManager, who);

/** Orders the enterprise plan and pays it through the sandbox checkout. */
async function buyEnterprise(who: LoggedIn) {
  const plans = await data<{ id: number; code: string }[]>(vipCalls.plans, who);
  const order = await data<{ orderNo: string }>(orderCalls.create, who, { itemKind: "vip_plan", itemId: plans.find((p) => p.code === "enterprise")?.id });
  const { checkoutUrl } = await data<{ checkoutUrl: string }>(orderCalls.pay, who, { orderNo: order.orderNo, method: "wechat" });
  await chooseAtCheckout(t, who, checkoutUrl, "pay");
  expect((await data<{ state: string }>(orderCalls.sync, who, { orderNo: order.orderNo })).state).toBe("paid");
}

const operatorId = async (username: string) =>
  (await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.username, username)))[0]?.id ?? 0;
const reassign = (who: StaffSession, id: number, body: { operatorId: unknown }) =>
  staffCall(t.app, operatorCalls.vipClientReassign, { id, ...body } as never, who);

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: secret });
  const now = () => new Date();
  admin = await enrolStaff(t.app, t.database.db, { username: "vipm-admin", role: "管理员" }, now);
  agent = await enrolStaff(t.app, t.database.db, { username: "vipm-agent", role: "客服" }, now);
  const db = t.database.db;
  ids = {
    hongyuan: await businessIdOf(db, "91220101MA14XKQ355"),
    dingsheng: await businessIdOf(db, "91220104MA17B8RT2H"),
    antai: await businessIdOf(db, "91220200MA0Y6C9P7R"),
    huaxin: await businessIdOf(db, "91220106MA152W4H0D"),
  };
  zhang = await login(t, "13800000001", ids.hongyuan);
  li = await login(t, "13800000002", ids.huaxin);
}, 60_000);
afterAll(() => t.close());

describe("who gets a manager", () => {
  it("the demo's enterprise VIP (安泰) is served by 孙丽华; a yearly VIP (鼎盛) and a company without VIP (宏远) get none", async () => {
    expect(await managerOf(await login(t, "13800000001", ids.antai))).toEqual({
      enterprise: true,
      manager: { name: "孙丽华", phone: "0431-85562218", serviceHours: "工作日 8:30-17:30" },
    });
    expect(await managerOf(await login(t, "13800000001", ids.dingsheng))).toEqual({ enterprise: false, manager: null });
    expect(await managerOf(zhang)).toEqual({ enterprise: false, manager: null });
  });

  it("an enterprise period brings the least loaded manager, the longest on staff on a tie", async () => {
    // 孙丽华 serves 安泰, 高振宇 nobody: 宏远 goes to 高振宇; then one each, and 华信 goes to 孙丽华.
    await buyEnterprise(zhang);
    expect((await managerOf(zhang)).manager?.name).toBe("高振宇");
    await buyEnterprise(li);
    expect((await managerOf(li)).manager?.name).toBe("孙丽华");
  });
});

describe("the back office", () => {
  it("lists the enterprise VIP companies with their manager and expiry; 我的VIP客户 narrows to the viewer's", async () => {
    const listed = await staffData(t.app, operatorCalls.vipClients, {}, agent);
    expect(listed.clients.map((c) => [c.id, c.managerName])).toEqual(
      expect.arrayContaining([
        [ids.antai, "孙丽华"],
        [ids.hongyuan, "高振宇"],
        [ids.huaxin, "孙丽华"],
      ]),
    );
    expect(listed.clients.map((c) => c.id)).not.toContain(ids.dingsheng);
    expect(listed.clients.every((c) => c.expiry !== null)).toBe(true);
    expect(listed.managers.map((m) => [m.name, m.clients])).toEqual([
      ["高振宇", 1],
      ["孙丽华", 2],
    ]);
    expect(listed.mayReassign).toBe(false);
    expect((await staffData(t.app, operatorCalls.vipClients, { mine: "1" }, agent)).clients).toEqual([]);
    expect((await staffData(t.app, operatorCalls.vipClients, {}, admin)).mayReassign).toBe(true);
  });

  it("a reassignment needs vip.manage, and is refused in Chinese for a company without enterprise VIP, staff who are no manager, or the same manager", async () => {
    const sun = await operatorId("manager1");
    const denied = refusalOf(await reassign(agent, ids.hongyuan, { operatorId: sun }));
    expect(denied.status).toBe(403);
    expect(denied.msg).toMatch(/\p{Script=Han}/u);
    expect(refusalOf(await reassign(admin, ids.dingsheng, { operatorId: sun }))).toEqual({ status: 404, msg: "该企业当前不是企业VIP会员，无需分配客户经理" });
    expect(refusalOf(await reassign(admin, ids.hongyuan, { operatorId: await operatorId("vipm-agent") }))).toEqual({
      status: 400,
      msg: "所选员工不是在岗的客户经理",
    });
    expect(refusalOf(await reassign(admin, ids.huaxin, { operatorId: sun }))).toEqual({ status: 409, msg: "该企业已由「孙丽华」服务，无需重新分配" });
    expect(refusalOf(await reassign(admin, ids.hongyuan, { operatorId: "小孙" }))).toMatchObject({
      status: 400,
      msg: expect.stringContaining("请选择客户经理"),
    });
    expect((await managerOf(zhang)).manager?.name).toBe("高振宇");
  });

  it("staff with vip.manage hand a company to another manager (audited), and a renewal keeps that manager though another is less loaded", async () => {
    const sun = await operatorId("manager1");
    const answer = await reassign(admin, ids.hongyuan, { operatorId: sun });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await managerOf(zhang)).manager?.name).toBe("孙丽华");
    const audited = await t.database.db
      .select({ detail: operatorAudit.detail })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "vip.reassign"), eq(operatorAudit.subjectId, ids.hongyuan)));
    expect(audited.map((row) => row.detail)).toEqual([{ from: await operatorId("manager2"), to: sun }]);
    // 孙丽华 now serves three, 高振宇 none; 宏远 renews and keeps 孙丽华.
    await buyEnterprise(zhang);
    expect((await managerOf(zhang)).manager?.name).toBe("孙丽华");
  });
});
