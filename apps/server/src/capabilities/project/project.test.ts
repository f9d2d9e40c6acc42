import { noticeCalls, projectCalls, searchCalls, sitemapCalls } from "@cidp/api-client/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../platform/notice/schema.ts";
import { drainSearchOutbox } from "../../platform/search/indexer.ts";
import { businessIdOf, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { marketProjects, projectRegistrations } from "./schema.ts";

let t: TestApp;
let zhang: LoggedIn; // 吉林宏远 (建筑工程施工总承包特级, 长春)
let li: LoggedIn; // 长春华信钢结构 (钢结构工程专业承包一级)
let zhangSupply: LoggedIn; // 长春鼎盛建材 (no certificates)
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
  zhangSupply = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
});
afterAll(() => t.close());

const get = (url: string, who?: LoggedIn) => t.app.inject({ method: "GET", url, ...(who ? { headers: who.headers } : {}) });
const post = (url: string, payload: object, who: LoggedIn) => t.app.inject({ method: "POST", url, payload, headers: who.headers });
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const need = {
  title: "长春市宽城区综合管廊钢结构支架",
  category: "钢结构工程专业承包",
  regionCode: "220100",
  budgetMinFen: 300_000_000,
  budgetMaxFen: 500_000_000,
  requiredGrade: "二级",
  deadline: day(10),
  scope: "综合管廊 2.4 公里钢结构支架制作与安装，含防腐处理。",
  contactName: "张建国",
};

describe("public project lists", () => {
  it("list published needs to visitors, 20 and more across cities, and hide drafts and withdrawn ones", async () => {
    const body = (await get(`${projectCalls.publicList.path}?size=100`)).json().data;
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(new Set(body.records.map((r: { regionName: string }) => r.regionName)).size).toBeGreaterThanOrEqual(8);
    expect(body.records.every((r: { state: string }) => ["published", "closed", "completed"].includes(r.state))).toBe(true);
    expect(body.records.some((r: { stateLabel: string }) => r.stateLabel === "报名截止")).toBe(true);
  });

  it("filter by city and category, and show a detail to visitors", async () => {
    const body = (await get(`${projectCalls.publicList.path}?regionCode=220200`)).json().data;
    expect(body.records.length).toBeGreaterThan(0);
    expect(body.records.every((r: { regionCode: string }) => r.regionCode.startsWith("2202"))).toBe(true);
    const detail = (await get(`${projectCalls.publicDetail.path}?id=${body.records[0].id}`)).json().data;
    expect(detail).toMatchObject({ id: body.records[0].id, scope: expect.any(String), publisherBusinessId: expect.any(Number) });
  });

  it("answer 404 for a draft", async () => {
    const [draft] = await t.database.db.select().from(marketProjects).where(eq(marketProjects.state, "draft"));
    expectFailure(await get(`${projectCalls.publicDetail.path}?id=${draft?.id}`), 404, /项目不存在/);
  });
});

describe("publishing, registering and shortlisting", () => {
  let projectId = 0;

  it("publishes a need and tells subscribed businesses that fit it", async () => {
    await post(projectCalls.alertSave.path, { enabled: true }, li);
    const before = await t.database.db.select({ n: count() }).from(notices);
    const response = await post(projectCalls.save.path, need, zhang);
    expect(response.json()).toMatchObject({ code: 200, data: { state: "published", budgetText: "300–500 万元", regionName: "长春市" } });
    projectId = response.json().data.id;
    const after = await t.database.db.select({ n: count() }).from(notices);
    // 华信 (steel, 一级, 长春) fits; 宏远's own subscription does not hear of its own need.
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    const drawer = (await get(`${noticeCalls.list.path}?current=1&size=5`, li)).json();
    expect(JSON.stringify(drawer)).toContain("新项目匹配");
  });

  it("suggests the need to a business that fits, with the reasons", async () => {
    const matches = (await get(projectCalls.matches.path, li)).json().data as { id: number; matchScore: number; matchExplanation: string }[];
    const mine = matches.find((m) => m.id === projectId);
    expect(mine?.matchScore).toBe(90);
    expect(mine?.matchExplanation).toBe("同城 · 类别匹配 · 资质满足");
  });

  it("lets another business register once, and refuses twice, its own project and a missing contact", async () => {
    const first = await post(projectCalls.register.path, { projectId, contactName: "李晓梅", message: "可提供业绩" }, li);
    // A need registered for is no longer suggested.
    expect(((await get(projectCalls.matches.path, li)).json().data as { id: number }[]).map((m) => m.id)).not.toContain(projectId);
    expect(first.json()).toMatchObject({ code: 200, data: { companyName: "长春华信钢结构工程有限公司", state: "registered", matchScore: 90 } });
    expectFailure(await post(projectCalls.register.path, { projectId, contactName: "李晓梅" }, li), 400, /请勿重复报名/);
    expectFailure(await post(projectCalls.register.path, { projectId, contactName: "张建国" }, zhang), 400, /不能报名本企业发布的项目/);
    expectFailure(await post(projectCalls.register.path, { projectId }, zhangSupply), 400, /联系人/);
    const rows = await t.database.db.select({ n: count() }).from(projectRegistrations).where(eq(projectRegistrations.projectId, projectId));
    expect(rows[0]?.n).toBe(1);
  });

  it("shows the registration list only to the publisher, who shortlists", async () => {
    const list = (await get(`${projectCalls.registrations.path}?projectId=${projectId}`, zhang)).json().data;
    expect(list.records.map((r: { companyName: string }) => r.companyName)).toEqual(["长春华信钢结构工程有限公司"]);
    expectFailure(await get(`${projectCalls.registrations.path}?projectId=${projectId}`, li), 404);
    expectFailure(await post(projectCalls.shortlist.path, { registrationId: list.records[0].id }, li), 404);
    const shortlisted = await post(projectCalls.shortlist.path, { registrationId: list.records[0].id }, zhang);
    expect(shortlisted.json().data).toMatchObject({ state: "shortlisted", stateLabel: "已入围" });
    expectFailure(await post(projectCalls.shortlist.path, { registrationId: list.records[0].id }, zhang), 400, /已入围/);
    const registered = (await get(projectCalls.registered.path, li)).json().data.records;
    expect(registered[0]).toMatchObject({ state: "shortlisted", project: { id: projectId } });
  });

  it("refuses registration after the deadline, and moves the need through its states", async () => {
    // The deadline goes by (moving the clock would end the sessions too).
    await t.database.db
      .update(marketProjects)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(marketProjects.id, projectId));
    expectFailure(await post(projectCalls.register.path, { projectId, contactName: "张建国" }, zhangSupply), 400, /报名已截止/);
    expect((await get(`${projectCalls.publicDetail.path}?id=${projectId}`)).json().data.stateLabel).toBe("报名截止");
    expect((await post(projectCalls.act.path, { id: projectId, action: "complete" }, zhang)).json().data.state).toBe("completed");
    expectFailure(await post(projectCalls.act.path, { id: projectId, action: "withdraw" }, zhang), 400, /当前状态不能/);
    expectFailure(await post(projectCalls.act.path, { id: projectId, action: "withdraw" }, li), 404);
  });
});

describe("bad input", () => {
  it.each([
    [{ budgetMinFen: 900_000_000 }, /预算下限不能高于上限/],
    [{ deadline: "2020-01-01" }, /报名截止时间须晚于当前时间/],
    [{ title: "" }, /项目名称/],
    [{ regionCode: "110100" }, /地区/],
    [{ scope: "太短" }, /项目范围/],
  ])("refuses %j and stores nothing", async (patch, msg) => {
    const before = await rowCount(t.database.db, marketProjects);
    expectFailure(await post(projectCalls.save.path, { ...need, ...patch }, zhang), 400, msg);
    expect(await rowCount(t.database.db, marketProjects)).toBe(before);
  });

  it("saves a draft, which nobody can register for, then publishes it", async () => {
    const draft = (await post(projectCalls.save.path, { ...need, publish: false }, zhang)).json().data;
    expect(draft.state).toBe("draft");
    expectFailure(await post(projectCalls.register.path, { projectId: draft.id, contactName: "李晓梅" }, li), 404);
    expect((await post(projectCalls.act.path, { id: draft.id, action: "publish" }, zhang)).json().data.state).toBe("published");
    const mine = (await get(projectCalls.mine.path, zhang)).json().data.records as { id: number }[];
    expect(mine.some((p) => p.id === draft.id)).toBe(true);
  });

  it("keeps an uncertified business's drafts, but refuses its publishing with the way to 企业认证", async () => {
    const antai = await login(t, "13900000301");
    const refused = (await post(projectCalls.save.path, need, antai)).json();
    expect(refused).toMatchObject({ code: 403, msg: "贵企业尚未通过企业认证，暂不能发布项目需求。请先完成企业认证", reason: "certification_required" });
    const draft = (await post(projectCalls.save.path, { ...need, publish: false }, antai)).json().data;
    expect(draft.state).toBe("draft");
    expectFailure(await post(projectCalls.act.path, { id: draft.id, action: "publish" }, antai), 403, /暂不能发布项目需求/);
  });

  it("needs the tender permission to publish and a business to act for", async () => {
    expect((await t.app.inject({ method: "POST", url: projectCalls.save.path, payload: need })).statusCode).toBe(401);
  });
});

describe("search and sitemap", () => {
  it("find public needs in the global search and list them in the projects sitemap, never drafts", async () => {
    await drainSearchOutbox(t.database.db);
    const found = (await get(`${searchCalls.search.path}?keyword=${encodeURIComponent("污水处理厂")}&kind=project`)).json().data;
    expect(found.records.map((r: { title: string }) => r.title)).toContain("通化市医药高新区污水处理厂扩建");
    const entries = (await get(`${sitemapCalls.entries.path}?type=projects`)).json().data.records as { id: number }[];
    const [draft] = await t.database.db.select().from(marketProjects).where(eq(marketProjects.state, "draft"));
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(entries.map((e) => e.id)).not.toContain(draft?.id);
  });
});
