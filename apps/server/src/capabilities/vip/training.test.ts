import { randomBytes } from "node:crypto";
import { operatorCalls, orderCalls, vipCalls, vipTrainingCalls } from "@cidp/api-client/contract";
import { DAY_MS } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDemoOperator, enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, contractCalls, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { vipTrainingAllowances, vipTrainingSessions } from "./schema.ts";
import { TRAINING_REFUSALS } from "./training-desk.ts";

// 线下培训与政策解读会: 企业VIP's two free seats a period, counted in the database (a third is
// refused even when registrations race), each session's capacity, its deadline, and the staff list.
const secret = randomBytes(32);
let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;
let dingsheng: LoggedIn;
let staff: StaffSession;

const { call, data } = contractCalls(() => t);
type Overview = {
  seatsGranted: number;
  seatsLeft: number;
  refusal: string;
  sessions: { id: number; title: string; seatsLeft: number; state: string }[];
  registrations: { id: number; attendeeMobile: string; sessionId: number }[];
};
const overview = (who: LoggedIn) => data<Overview>(vipTrainingCalls.overview, who);
const register = (who: LoggedIn, sessionId: number, attendeeName: string, attendeeMobile: string) =>
  call(vipTrainingCalls.register, who, { sessionId, attendeeName, attendeeMobile });

/** A session of its own for a test: starting in 10 days, registration open until the day before. */
async function session(title: string, capacity: number): Promise<number> {
  const start = Date.now() + 10 * DAY_MS;
  const [row] = await t.database.db
    .insert(vipTrainingSessions)
    .values({
      title,
      kind: "training",
      city: "长春",
      venue: "长春市南关区人民大街5688号",
      startsAt: new Date(start),
      endsAt: new Date(start + 3_600_000 * 3),
      deadline: new Date(start - DAY_MS),
      capacity,
      speaker: "测试主办",
      summary: "用于测试的场次简介文字",
    })
    .returning({ id: vipTrainingSessions.id });
  return row?.id ?? 0;
}

/** Buys a plan through the sandbox checkout. */
async function buy(who: LoggedIn, code: string) {
  const plans = await data<{ id: number; code: string }[]>(vipCalls.plans, who);
  const order = await data<{ orderNo: string }>(orderCalls.create, who, { itemKind: "vip_plan", itemId: plans.find((p) => p.code === code)?.id });
  const { checkoutUrl } = await data<{ checkoutUrl: string }>(orderCalls.pay, who, { orderNo: order.orderNo, method: "wechat" });
  await chooseAtCheckout(t, who, checkoutUrl, "pay");
  expect((await data<{ state: string }>(orderCalls.sync, who, { orderNo: order.orderNo })).state).toBe("paid");
}

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: secret });
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
  dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
  staff = await enrolDemoOperator(t.app, () => new Date());
}, 60_000);
afterAll(() => t.close());

describe("线下培训与政策解读会", () => {
  let upcoming: Overview["sessions"];

  it("lists the seeded upcoming sessions in Jilin, not the past one, and tells a business without 企业VIP to upgrade", async () => {
    const seen = await overview(li);
    upcoming = seen.sessions;
    expect(seen).toMatchObject({ seatsGranted: 0, seatsLeft: 0, refusal: TRAINING_REFUSALS.notEnterprise });
    expect(upcoming.map((s) => s.title)).toContain("《建设工程工程量清单计价标准》GB/T 50500-2024 宣贯会");
    expect(upcoming.map((s) => s.title)).not.toContain("建筑业企业资质管理新规政策解读会");
    expect(upcoming.every((s) => s.state === "open")).toBe(true);
  });

  it("refuses a business without VIP, and one whose running plan is yearly, with what to do", async () => {
    const id = upcoming[0]?.id ?? 0;
    expectFailure(await register(li, id, "王丽华", "13904310218"), 403, /升级企业VIP/);
    expectFailure(await register(dingsheng, id, "王丽华", "13904310218"), 403, /升级企业VIP/);
    expect((await overview(dingsheng)).seatsGranted).toBe(0);
  });

  it("gives an enterprise period two seats; a full session refuses and gives the seat back", async () => {
    await buy(zhang, "enterprise");
    expect(await overview(zhang)).toMatchObject({ seatsGranted: 2, seatsLeft: 2, refusal: "" });
    const small = await session("单人小班：造价软件实操", 1);
    expect(dataOfRegistration(await register(zhang, small, "赵明远", "13944001001")).seatsLeft).toBe(1);
    expectFailure(await register(zhang, small, "钱晓东", "13944001002"), 409, /名额已满/);
    const seen = await overview(zhang);
    expect(seen.seatsLeft).toBe(1);
    expect(seen.sessions.find((s) => s.id === small)).toMatchObject({ seatsLeft: 0, state: "full" });
    // Members see the attendee's mobile masked.
    expect(seen.registrations[0]?.attendeeMobile).toBe("139****1001");
  });

  it("refuses a third seat in the period; cancelling before the deadline returns it", async () => {
    const [first, second] = upcoming;
    const taken = dataOfRegistration(await register(zhang, first?.id ?? 0, "孙志刚", "13944001003"));
    expect(taken.seatsLeft).toBe(0);
    expectFailure(await register(zhang, second?.id ?? 0, "周海燕", "13944001004"), 400, /2个免费名额已用完/);
    const back = dataOfRegistration(await call(vipTrainingCalls.cancel, zhang, { id: taken.id }));
    expect(back.seatsLeft).toBe(1);
    expect((await overview(zhang)).sessions.find((s) => s.id === first?.id)?.seatsLeft).toBe(first?.seatsLeft);
    expectFailure(await call(vipTrainingCalls.cancel, zhang, { id: taken.id }), 404);
    // Another business cannot cancel the company's registrations.
    const own = (await overview(zhang)).registrations[0]?.id ?? 0;
    expectFailure(await call(vipTrainingCalls.cancel, li, { id: own }), 404);
  });

  it("refuses registering past the deadline, and cancelling once it passed", async () => {
    const late = await session("截止测试：资料员岗位培训", 30);
    const done = dataOfRegistration(await register(zhang, late, "吴建华", "13944001005"));
    await t.database.db
      .update(vipTrainingSessions)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(vipTrainingSessions.id, late));
    expectFailure(await call(vipTrainingCalls.cancel, zhang, { id: done.id }), 400, /报名已截止/);
    await t.database.db
      .update(vipTrainingSessions)
      .set({ deadline: new Date(Date.now() + DAY_MS) })
      .where(eq(vipTrainingSessions.id, late));
    expect(dataOfRegistration(await call(vipTrainingCalls.cancel, zhang, { id: done.id })).seatsLeft).toBe(1);
    await t.database.db
      .update(vipTrainingSessions)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(vipTrainingSessions.id, late));
    expectFailure(await register(zhang, late, "吴建华", "13944001005"), 400, /报名已截止/);
  });

  it("checks the attendee: a mobile and a name in Chinese, once per session", async () => {
    const id = upcoming[1]?.id ?? 0;
    expectFailure(await register(zhang, id, "王丽华", "1234"), 400, /11位手机号/);
    expectFailure(await register(zhang, id, "Tom", "13944001006"), 400, /汉字/);
    expectFailure(await register(zhang, 999_999, "王丽华", "13944001006"), 404, /场次不存在/);
  });

  it("lets two registrations at once take no more than the period's seats", async () => {
    // One seat is left (the small session holds the other): of three at once, one is taken.
    const answers = await Promise.all(upcoming.slice(0, 3).map((s, i) => register(zhang, s.id, "郑秀英", `1394400200${i}`)));
    expect(answers.filter((a) => (a.json() as { success: boolean }).success)).toHaveLength(1);
    const [allowance] = await t.database.db.select().from(vipTrainingAllowances);
    expect(allowance).toMatchObject({ seats: 2, used: 2 });
    expect((await overview(zhang)).seatsLeft).toBe(0);
  });

  it("shows staff every session with its registrations, whole mobiles and the company", async () => {
    const { sessions } = await staffData(t.app, operatorCalls.trainingSessions, undefined, staff);
    const small = sessions.find((s) => s.title === "单人小班：造价软件实操");
    expect(small?.registrations).toMatchObject([{ attendeeName: "赵明远", attendeeMobile: "13944001001", businessName: expect.any(String) }]);
    expect(sessions.map((s) => s.title)).toContain("建筑业企业资质管理新规政策解读会");
  });

  it("lets content editors add a session, checked; staff without the key are refused", async () => {
    const fields = {
      title: "装配式建筑施工技术交流会",
      kind: "training",
      city: "长春",
      venue: "长春市净月区生态大街2288号 净月会议中心",
      startAt: "2027-03-10 09:00",
      endAt: "2027-03-10 12:00",
      deadline: "2027-03-07 18:00",
      capacity: 60,
      speaker: "吉林省建筑业协会",
      summary: "交流装配式混凝土结构构件安装、灌浆质量控制与验收要点。",
    } as const;
    const bad = await staffCall(t.app, operatorCalls.trainingSessionCreate, { ...fields, deadline: "2027-03-11 18:00" }, staff);
    expect(refusalOf(bad)).toMatchObject({ status: 400, msg: expect.stringMatching(/报名截止时间不能晚于开始时间/) });
    const { id } = await staffData(t.app, operatorCalls.trainingSessionCreate, fields, staff);
    expect(id).toBeGreaterThan(0);
    expect(refusalOf(await staffCall(t.app, operatorCalls.trainingSessionCreate, fields, staff)).msg).toMatch(/同名场次/);
    const agent = await enrolStaff(t.app, t.database.db, { username: "training_agent", role: "客服" }, () => new Date());
    expect(refusalOf(await staffCall(t.app, operatorCalls.trainingSessionCreate, { ...fields, title: "另一场" }, agent)).status).toBe(403);
  });
});

function dataOfRegistration(response: { json(): unknown }): { id: number; seatsLeft: number } {
  const body = response.json() as { success: boolean; data: { id: number; seatsLeft: number }; msg: string };
  expect(body.success, body.msg).toBe(true);
  return body.data;
}
