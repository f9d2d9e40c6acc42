import { companyPaths, companyProfileResponse } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { seed } from "../../db/seed.ts";
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
  ids.contractor = await byCode("91220101MA14XKQ35N");
  ids.steel = await byCode("91220106MA152W4H0G");
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
    });
    expect(body.data.introduction).toMatch(/钢结构/);
  });

  it("never shows phone numbers, the credit code or the tenant to a visitor", async () => {
    const text = (await profile(`id=${ids.contractor}`)).body;
    expect(text).not.toMatch(/1[3-9]\d{9}/);
    expect(text).not.toContain("91220101MA14XKQ35N");
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
