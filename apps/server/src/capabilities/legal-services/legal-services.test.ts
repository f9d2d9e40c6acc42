import { chatCalls, legalServiceCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../composition/seed.ts";
import { devAnswerer, solveChallenge } from "../../platform/captcha/challenge-chain.ts";
import { humanTrack } from "../../platform/login-site/test-helpers.ts";
import { expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { seededLawyers } from "./lawyers.data.ts";
import { createNeedReview } from "./need-review.ts";
import { lawyers, serviceNeeds } from "./schema.ts";

let t: TestApp;
let zhang: LoggedIn;
let nextAddress = 1;

type Page<T> = { records: T[]; total: number; pages: number };
type Lawyer = { id: number; name: string; firmName: string; regionName: string; specialties: string[]; photoUrl: string; licenseNo?: string };
type Need = { id: number; title: string; category: string; status: string; maskedPhone: string };

async function get<T>(path: string, query = "") {
  const response = await t.app.inject({ method: "GET", url: `${path}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

async function proof(): Promise<string> {
  const solved = await solveChallenge(t.app, devAnswerer(t.app, humanTrack), { remoteAddress: `10.77.${nextAddress++}.1` });
  if (!solved.proof) throw new Error("the captcha refused a person's answer");
  return solved.proof;
}

const need = {
  title: "钢结构分包工程款追索",
  category: "工程款追索",
  description: "我方完成钢结构分包全部工程量并经监理确认，总包以业主未付款为由拒付剩余款项，需要律师协助追索。",
  regionCode: "220200",
  budgetYuan: "30000",
  contactName: "韩经理",
  phone: "13904312345",
};

const submit = (body: object) => t.app.inject({ method: "POST", url: legalServiceCalls.needSubmit.path, payload: body, remoteAddress: "10.88.0.1" });

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  zhang = await login(t, "13800000001");
}, 60_000);
afterAll(() => t.close());

describe("the seed", () => {
  it("has at least 12 lawyers with member accounts of law firms and 20 public needs, and running it again adds nothing", async () => {
    expect(await rowCount(t.database.db, lawyers)).toBeGreaterThanOrEqual(12);
    const publicNeeds = await get<Page<Need>>(legalServiceCalls.needList.path, "?size=100");
    expect(publicNeeds.total).toBeGreaterThanOrEqual(20);
    const before = [await rowCount(t.database.db, lawyers), await rowCount(t.database.db, serviceNeeds)];
    await seed(t.database.db);
    expect([await rowCount(t.database.db, lawyers), await rowCount(t.database.db, serviceNeeds)]).toEqual(before);
  });

  it("keeps some needs waiting for review", async () => {
    const pending = await t.database.db.select().from(serviceNeeds).where(eq(serviceNeeds.state, "pending"));
    expect(pending.length).toBeGreaterThanOrEqual(3);
  });
});

describe("律师列表 and profile", () => {
  it("filters by specialty and by city, and pages", async () => {
    const all = await get<Page<Lawyer>>(legalServiceCalls.lawyerList.path, "?size=5");
    expect(all.records).toHaveLength(5);
    expect(all.pages).toBe(Math.ceil(all.total / 5));
    const bidding = await get<Page<Lawyer>>(legalServiceCalls.lawyerList.path, `?specialty=${encodeURIComponent("招投标")}&size=100`);
    expect(bidding.total).toBeGreaterThan(0);
    expect(bidding.total).toBeLessThan(all.total);
    for (const lawyer of bidding.records) expect(lawyer.specialties).toContain("招投标");
    const yanbian = await get<Page<Lawyer>>(legalServiceCalls.lawyerList.path, "?regionCode=222400&size=100");
    expect(yanbian.records.map((l) => l.regionName)).toEqual(yanbian.records.map(() => "延边朝鲜族自治州"));
    expect(yanbian.records.map((l) => l.name).sort()).toEqual(["朴哲浩", "金美花"].sort());
    const none = await get<Page<Lawyer>>(legalServiceCalls.lawyerList.path, `?specialty=${encodeURIComponent("海商海事")}`);
    expect(none).toMatchObject({ total: 0, records: [] });
  });

  it("refuses a malformed region code", async () => {
    expectFailure(await t.app.inject({ method: "GET", url: `${legalServiceCalls.lawyerList.path}?regionCode=abc` }), 400);
  });

  it("shows a profile with the firm, a generated portrait and the licence masked", async () => {
    const [first] = (await get<Page<Lawyer>>(legalServiceCalls.lawyerList.path, "?size=1")).records;
    const profile = await get<Lawyer & { licenseNo: string; cases: string[]; feeNote: string }>(legalServiceCalls.lawyerDetail.path, `?id=${first?.id}`);
    const seeded = seededLawyers.find((l) => l.name === profile.name);
    expect(profile.firmName).toMatch(/律师事务所$/);
    expect(profile.photoUrl).toMatch(/^\/api\/.*\/logo\/lawyer-[a-z-]+\.[0-9a-f]{12}\.160\.png$/);
    expect(profile.licenseNo).toMatch(/^\d{4}\*{9}\d{4}$/);
    expect(profile.licenseNo).not.toBe(seeded?.licenseNo);
    expect(profile.cases.length).toBeGreaterThan(0);
    expect(profile.feeNote).not.toBe("");
    expectFailure(await t.app.inject({ method: "GET", url: `${legalServiceCalls.lawyerDetail.path}?id=999999` }), 404);
  });
});

describe("咨询", () => {
  it("asks a visitor to log in", async () => {
    const response = await t.app.inject({ method: "POST", url: legalServiceCalls.consult.path, payload: { lawyerId: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it("opens the member's chat with the lawyer's own account, once however often asked", async () => {
    const [lawyer] = await t.database.db.select().from(lawyers).limit(1);
    const consult = () => t.app.inject({ method: "POST", url: legalServiceCalls.consult.path, headers: zhang.headers, payload: { lawyerId: lawyer?.id } });
    const opened = (await consult()).json() as { data: { chatId: string; name: string } };
    expect(opened.data.chatId).toBe(String(lawyer?.memberId));
    await consult();
    const chats = (await t.app.inject({ method: "GET", url: chatCalls.list.path, headers: zhang.headers })).json() as { data: { id: string }[] };
    expect(chats.data.filter((c) => c.id === opened.data.chatId)).toHaveLength(1);
  });

  it("refuses a lawyer consulting themselves and an unknown lawyer", async () => {
    const [lawyer] = await t.database.db.select().from(lawyers).limit(1);
    const seeded = seededLawyers[0];
    const self = await login(t, seeded?.phone);
    expectFailure(
      await t.app.inject({ method: "POST", url: legalServiceCalls.consult.path, headers: self.headers, payload: { lawyerId: lawyer?.id } }),
      400,
      /不能咨询自己/,
    );
    expectFailure(await t.app.inject({ method: "POST", url: legalServiceCalls.consult.path, headers: zhang.headers, payload: { lawyerId: 999_999 } }), 404);
  });
});

describe("服务需求", () => {
  it("refuses a bad phone with the spec's text and writes nothing, without spending the proof", async () => {
    const before = await rowCount(t.database.db, serviceNeeds);
    const token = await proof();
    expectFailure(await submit({ ...need, phone: "12345", proof: token }), 400, /^请输入11位手机号！$/);
    expectFailure(await submit({ ...need, title: "", phone: "1390431", proof: token }), 400, /请输入需求标题；请输入11位手机号！/);
    expect(await rowCount(t.database.db, serviceNeeds)).toBe(before);
    const response = await submit({ ...need, proof: token });
    expect(response.json()).toMatchObject({ code: 200, msg: "提交成功，平台审核通过后将在需求案例中展示" });
  });

  it("refuses without a valid captcha proof, and a proof works once", async () => {
    const before = await rowCount(t.database.db, serviceNeeds);
    expectFailure(await submit({ ...need, proof: "" }), 400, /请先完成滑块验证/);
    expectFailure(await submit({ ...need, proof: "A".repeat(43) }), 400, /请先完成滑块验证/);
    expectFailure(await submit(need), 400);
    const token = await proof();
    expect((await submit({ ...need, proof: token })).json()).toMatchObject({ code: 200 });
    expectFailure(await submit({ ...need, proof: token }), 400, /请先完成滑块验证/);
    expect(await rowCount(t.database.db, serviceNeeds)).toBe(before + 1);
  });

  it("is public only after an operator approves it, with the phone masked; a rejected one never is", async () => {
    const review = createNeedReview(t.database.db);
    const title = "审核可见性测试的需求标题";
    const id = ((await submit({ ...need, title, proof: await proof() })).json() as { data: { id: number } }).data.id;
    const listed = async () => (await get<Page<Need>>(legalServiceCalls.needList.path, "?size=100")).records.find((n) => n.id === id);
    expect(await listed()).toBeUndefined();
    expect((await review.queue()).entries.map((e) => e.id)).toContain(id);
    const subject = await review.subject("service-need", id);
    expect(subject?.fields).toContainEqual(["联系电话", need.phone]);
    expect(await review.decide("service-need", id, 1, { approve: true })).toBe(true);
    expect(await review.decide("service-need", id, 1, { approve: true })).toBe(false);
    expect(await listed()).toMatchObject({ title, maskedPhone: "139****2345", status: "open" });
    const body = JSON.stringify(await get<Page<Need>>(legalServiceCalls.needList.path, "?size=100"));
    expect(body).not.toContain(need.phone);

    const rejected = ((await submit({ ...need, title: "不会公开的需求标题", proof: await proof() })).json() as { data: { id: number } }).data.id;
    expect(await review.decide("service-need", rejected, 1, { approve: false, reason: "信息不实" })).toBe(true);
    expect((await get<Page<Need>>(legalServiceCalls.needList.path, "?size=100")).records.map((n) => n.id)).not.toContain(rejected);
    expect(await review.subject("refund", id)).toBeNull();
  });

  it("filters the public cases by category and status", async () => {
    const byCategory = await get<Page<Need>>(legalServiceCalls.needList.path, `?category=${encodeURIComponent("合同审查")}&size=100`);
    expect(byCategory.total).toBeGreaterThan(0);
    for (const n of byCategory.records) expect(n.category).toBe("合同审查");
    const resolved = await get<Page<Need>>(legalServiceCalls.needList.path, "?status=resolved&size=100");
    expect(resolved.total).toBeGreaterThan(0);
    for (const n of resolved.records) expect(n.status).toBe("resolved");
    expectFailure(await t.app.inject({ method: "GET", url: `${legalServiceCalls.needList.path}?status=pending` }), 400);
  });
});

describe("概览", () => {
  it("counts lawyers, firms and public needs, with every category and specialty listed", async () => {
    const overview = await get<{
      lawyerCount: number;
      firmCount: number;
      featuredLawyers: Lawyer[];
      needCount: number;
      latestNeeds: Need[];
      needsByCategory: { category: string; count: number }[];
      lawyersBySpecialty: { specialty: string; count: number }[];
    }>(legalServiceCalls.overview.path);
    expect(overview.lawyerCount).toBeGreaterThanOrEqual(12);
    expect(overview.firmCount).toBeGreaterThanOrEqual(5);
    expect(overview.featuredLawyers.length).toBeGreaterThan(0);
    expect(overview.latestNeeds).toHaveLength(5);
    expect(overview.needsByCategory.reduce((sum, c) => sum + c.count, 0)).toBe(overview.needCount);
    expect(overview.lawyersBySpecialty.find((s) => s.specialty === "建设工程施工合同纠纷")?.count).toBeGreaterThan(0);
  });
});
