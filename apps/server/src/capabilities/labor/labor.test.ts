import { laborCalls, searchCalls, sitemapCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainSearchOutbox } from "../../platform/search/indexer.ts";
import { businessIdOf, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { laborListings } from "./schema.ts";

let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
});
afterAll(() => t.close());

const team = {
  kind: "team",
  trade: "钢筋工",
  title: "长春市刘氏钢筋工班组",
  headcount: 16,
  realNameCount: 15,
  startDate: "2026-12-01",
  endDate: "2027-04-30",
  regionCode: "220100",
  payMinFen: 35_000,
  payMaxFen: 45_000,
  description: "班组长从业十年，承接过住宅及厂房钢筋绑扎作业。",
  contactName: "刘长顺",
};

describe("labor listings", () => {
  it("are listed to visitors across trades and cities, with 实名 counts and no ID numbers", async () => {
    const response = await t.app.inject({ method: "GET", url: `${laborCalls.publicList.path}?size=100` });
    const body = response.json().data;
    expect(body.total).toBeGreaterThanOrEqual(15);
    expect(new Set(body.records.map((r: { trade: string }) => r.trade)).size).toBeGreaterThanOrEqual(6);
    expect(body.records.some((r: { kind: string; realNameCount: number }) => r.kind === "team" && r.realNameCount > 0)).toBe(true);
    expect(response.body).not.toMatch(/\d{17}[\dXx]/);
  });

  it("filter by kind, trade and city", async () => {
    const body = (await t.app.inject({ method: "GET", url: `${laborCalls.publicList.path}?kind=demand&regionCode=220100` })).json().data;
    expect(body.records.every((r: { kind: string; regionCode: string }) => r.kind === "demand" && r.regionCode.startsWith("2201"))).toBe(true);
  });

  it("publishes a team, listed publicly and among the business's own, and withdraws it", async () => {
    const saved = (await t.app.inject({ method: "POST", url: laborCalls.save.path, payload: team, headers: zhang.headers })).json();
    expect(saved).toMatchObject({
      code: 200,
      data: { kindLabel: "劳务班组", realNameCount: 15, regionName: "长春市", companyName: "吉林宏远建设工程有限公司" },
    });
    const mine = (await t.app.inject({ method: "GET", url: laborCalls.mine.path, headers: zhang.headers })).json().data.records;
    expect(mine[0].id).toBe(saved.data.id);
    expectFailure(await t.app.inject({ method: "POST", url: laborCalls.withdraw.path, payload: { id: saved.data.id }, headers: li.headers }), 404);
    const withdrawn = (await t.app.inject({ method: "POST", url: laborCalls.withdraw.path, payload: { id: saved.data.id }, headers: zhang.headers })).json();
    expect(withdrawn.data.state).toBe("withdrawn");
  });

  it("is published by certified businesses only: one not yet certified is told so, with the way to 企业认证", async () => {
    const antai = await login(t, "13900000301");
    const before = await rowCount(t.database.db, laborListings);
    const refused = (await t.app.inject({ method: "POST", url: laborCalls.save.path, payload: team, headers: antai.headers })).json();
    expect(refused).toMatchObject({ code: 403, msg: "贵企业尚未通过企业认证，暂不能发布劳务信息。请先完成企业认证", reason: "certification_required" });
    expect(await rowCount(t.database.db, laborListings)).toBe(before);
  });

  it.each([
    [{ payMinFen: 60_000 }, /日薪下限不能高于上限/],
    [{ realNameCount: 17 }, /已实名人数不能超过班组人数/],
    [{ endDate: "2026-11-01" }, /结束日期不能早于开始日期/],
    [{ trade: "厨师" }, /工种/],
    [{ description: "" }, /说明/],
  ])("refuses %j and stores nothing", async (patch, msg) => {
    const before = await rowCount(t.database.db, laborListings);
    expectFailure(await t.app.inject({ method: "POST", url: laborCalls.save.path, payload: { ...team, ...patch }, headers: zhang.headers }), 400, msg);
    expect(await rowCount(t.database.db, laborListings)).toBe(before);
  });

  it("a published entry is found by its trade and city and has a public page; a withdrawn one is neither", async () => {
    const saved = (
      await t.app.inject({
        method: "POST",
        url: laborCalls.save.path,
        payload: { ...team, kind: "demand", trade: "防水工", title: "松原市石化厂房屋面急招防水工", regionCode: "220700", realNameCount: 0 },
        headers: zhang.headers,
      })
    ).json().data;
    await drainSearchOutbox(t.database.db);
    const found = async (keyword: string) =>
      (await t.app.inject({ method: "GET", url: searchCalls.search.path, query: { keyword, kind: "labor" } })).json().data.records as {
        refId: number;
        kind: string;
      }[];
    // 防水工 is the trade, 松原 the city, 宏远 the publisher: the body carries them all.
    expect((await found("防水工 松原")).map((r) => r.refId)).toContain(saved.id);
    expect((await found("防水工 吉林宏远")).map((r) => r.refId)).toContain(saved.id);
    const detail = (await t.app.inject({ method: "GET", url: laborCalls.publicDetail.path, query: { id: String(saved.id) } })).json();
    expect(detail.data).toMatchObject({ trade: "防水工", regionName: "松原市", companyName: "吉林宏远建设工程有限公司", state: "published" });

    await t.app.inject({ method: "POST", url: laborCalls.withdraw.path, payload: { id: saved.id }, headers: zhang.headers });
    await drainSearchOutbox(t.database.db);
    expect((await found("防水工 松原")).map((r) => r.refId)).not.toContain(saved.id);
    expectFailure(await t.app.inject({ method: "GET", url: laborCalls.publicDetail.path, query: { id: String(saved.id) } }), 404, /劳务信息不存在/);
    expectFailure(await t.app.inject({ method: "GET", url: laborCalls.publicDetail.path, query: { id: "99999999" } }), 404);
  });

  it("published entries are in the labor sitemap, withdrawn ones are not", async () => {
    const listed = (await t.app.inject({ method: "GET", url: laborCalls.publicList.path, query: { size: "1" } })).json().data.records[0];
    const sitemap = await t.app.inject({ method: "GET", url: sitemapCalls.entries.path, query: { type: "labor" } });
    expect(sitemap.statusCode).toBe(200);
    const ids = (sitemap.json().data.records as { id: number }[]).map((entry) => entry.id);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(ids).toContain(listed.id);
    const [withdrawn] = await t.database.db.select({ id: laborListings.id }).from(laborListings).where(eq(laborListings.state, "withdrawn"));
    expect(ids).not.toContain(withdrawn?.id);
  });
});
