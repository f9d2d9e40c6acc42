import { companyPaths, companyProfileResponse } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { seed } from "../../composition/seed.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { expectFailure } from "../../testing/suite-helpers.ts";
import { businesses, members } from "../member/schema.ts";

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const ids = { contractor: 0, steel: 0, bare: 0, memberB: 0 };

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await seed(database.db);
  app = await buildApp({ db: database.db });
  const byCode = async (creditCode: string) =>
    (await database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, creditCode)))[0]?.id ?? 0;
  ids.contractor = await byCode("91220101MA14XKQ355");
  ids.steel = await byCode("91220106MA152W4H0D");
  // A business that never filled in its profile and has no member.
  const [bare] = await database.db
    .insert(businesses)
    .values({ name: "长春新设建筑劳务有限公司", creditCode: "91220101MA00TEST01", tenantId: "000099", companyType: "supply" })
    .returning({ id: businesses.id });
  ids.bare = bare?.id ?? 0;
  ids.memberB = (await database.db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000002")))[0]?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const profile = (query: string) => app.inject({ method: "GET", url: `${companyPaths.profile}?${query}` });

describe("company profile (public, /default/company/detail)", () => {
  it("answers anyone with the public profile, labels as their texts and the contact's chat id", async () => {
    const response = await profile(`id=${ids.steel}`);
    expect(response.statusCode).toBe(200);
    const body = companyProfileResponse.parse(response.json());
    expect(body).toMatchObject({ code: 200, success: true });
    expect(body.data).toMatchObject({
      id: ids.steel,
      name: "长春华信钢结构工程有限公司",
      companyType: "supply",
      industry: "钢结构工程",
      labels: ["一级资质", "高新技术企业"],
      region: "吉林省长春市绿园区",
      registeredCapital: 12000,
      foundedOn: "2008-11-12",
      certificationState: "certified",
      // Member 13800000002 is the steel company's admin.
      contactId: String(ids.memberB),
      shopOpen: true,
    });
    expect(body.data.introduction).toMatch(/钢结构/);
  });

  it("never shows phone numbers, the credit code or the tenant to a visitor", async () => {
    const text = (await profile(`id=${ids.contractor}`)).body;
    expect(text).not.toMatch(/1[3-9]\d{9}/);
    expect(text).not.toContain("91220101MA14XKQ355");
    expect(text).not.toMatch(/tenant|creditCode|phone|password/i);
  });

  it("shows a company without a profile or members with empty fields and no contact", async () => {
    const body = companyProfileResponse.parse((await profile(`id=${ids.bare}`)).json());
    expect(body.data).toMatchObject({
      name: "长春新设建筑劳务有限公司",
      industry: "",
      labels: [],
      registeredCapital: null,
      foundedOn: null,
      certificationState: "uncertified",
      contactId: null,
      // An uncertified company has no public shop to link to.
      shopOpen: false,
    });
  });

  it("answers an unknown company with a clear Chinese message", async () => {
    expectFailure(await profile("id=999999"), 404, /^企业不存在或已注销$/);
  });

  it.each([
    ["no id", ""],
    ["a word", "id=abc"],
    ["zero", "id=0"],
    ["a negative id", "id=-3"],
    ["a fraction", "id=1.5"],
    ["an id beyond the range", "id=99999999999"],
  ])("refuses %s with 请求参数不正确", async (_label, query) => {
    expectFailure(await profile(query), 400, /^请求参数不正确/);
  });
});

describe("company directory and qualifications (public, /default/company/more, qualification-detail)", () => {
  type Listed = { id: number; name: string; companyType: string; region: string; qualifications: { id: number; name: string; level: string }[] };
  const list = async (query: string) => {
    const response = await app.inject({ method: "GET", url: `${companyPaths.list}?${query}` });
    return response.json().data as { records: Listed[]; total: number; pages: number };
  };

  it("lists at least 30 certified companies across the cities, never an uncertified one", async () => {
    const all = await list("size=100");
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.records.some((c) => c.id === ids.bare)).toBe(false);
    expect(new Set(all.records.map((c) => c.region.slice(3, 6))).size).toBeGreaterThanOrEqual(8);
    expect(all.records.every((c) => c.qualifications.length <= 3)).toBe(true);
  });

  it("filters by city (its districts too) and district, side, category and grade", async () => {
    const changchun = await list("regionCode=220100&size=100");
    expect(changchun.total).toBeGreaterThan(0);
    expect(changchun.records.every((c) => c.region.startsWith("吉林省长春市"))).toBe(true);
    const nanguan = await list("regionCode=220102&size=100");
    expect(nanguan.records.every((c) => c.region === "吉林省长春市南关区")).toBe(true);
    expect((await list("companyType=supply&size=100")).records.every((c) => c.companyType === "supply")).toBe(true);
    const grade = await list(`category=${encodeURIComponent("建筑工程施工总承包")}&grade=${encodeURIComponent("特级")}&size=100`);
    expect(grade.total).toBeGreaterThan(0);
    expect(grade.records.every((c) => c.qualifications.some((q) => q.name === "建筑工程施工总承包" && q.level === "特级"))).toBe(true);
    expect((await list("regionCode=220999")).total).toBe(0);
    expect((await list("size=10&current=999")).records).toEqual([]);
    expectFailure(await app.inject({ method: "GET", url: `${companyPaths.list}?regionCode=22` }), 400, /6位数字/);
    expectFailure(await app.inject({ method: "GET", url: `${companyPaths.list}?companyType=both` }), 400);
  });

  it("shows a certificate with its validity and holder; an unknown or unreviewed one is 404", async () => {
    const company = (await list("size=100")).records.find((c) => c.qualifications.length > 0);
    const [first] = company?.qualifications ?? [];
    const response = await app.inject({ method: "GET", url: `${companyPaths.qualification}?id=${first?.id}` });
    expect(response.json().data).toMatchObject({
      id: first?.id,
      name: first?.name,
      company: { id: company?.id, name: company?.name },
      validity: expect.stringMatching(/valid|expiring|expired/),
    });
    expectFailure(await app.inject({ method: "GET", url: `${companyPaths.qualification}?id=999999` }), 404, /资质证书不存在/);
    expectFailure(await app.inject({ method: "GET", url: `${companyPaths.qualification}?id=abc` }), 400);
    const detail = (await profile(`id=${company?.id}`)).json().data as { qualifications: { id: number }[] };
    expect(detail.qualifications.map((q) => q.id)).toContain(first?.id);
  });
});
