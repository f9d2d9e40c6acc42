import { companyCalls, operatorCalls, searchCalls, shopCalls, sitemapCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { businessIdOf, callAs, dataOf, movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { corporateCertifications, qualificationCertificates } from "../certification/schema.ts";
import { businesses } from "../member/schema.ts";
import { drainSearchOutbox } from "../search/indexer.ts";
import { operatorAudit } from "./schema.ts";

// 会员管理's companies: staff find a business by name or credit code and read it whole (企业认证
// history, members and roles, 资质证书, whether visitors see its shop); certification staff correct
// a certificate's 有效期至 and 资质等级; staff who manage members hide the shop from visitors (it is
// unavailable, and leaves the search and the sitemap) and show it again. Each change is audited.

let t: TestApp;
let admin: StaffSession;
let service: StaffSession;
let reviewer: StaffSession;
let huaxin = 0;
let antai = 0;
let certificateId = 0;
const clock = movableClock();
const HUAXIN_CODE = "91220106MA152W4H0D";

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
  admin = await enrolStaff(t.app, t.database.db, { username: "boss", role: "管理员" }, clock.now);
  service = await enrolStaff(t.app, t.database.db, { username: "service-agent", role: "客服" }, clock.now);
  reviewer = await enrolStaff(t.app, t.database.db, { username: "shenhe1", role: "认证审核" }, clock.now);
  huaxin = await businessIdOf(t.database.db, HUAXIN_CODE);
  antai = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
  const [certificate] = await t.database.db
    .select({ id: qualificationCertificates.id })
    .from(qualificationCertificates)
    .where(and(eq(qualificationCertificates.businessId, huaxin), eq(qualificationCertificates.certificateNo, "D222010655")));
  certificateId = certificate?.id ?? 0;
}, 60_000);
afterAll(() => t.close());

const auditOf = (action: string, subjectId: number) =>
  t.database.db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, action), eq(operatorAudit.subjectId, subjectId)));
const detailOf = (id: number, who = service) => staffData(t.app, operatorCalls.companyDetail, { id }, who);
const update = (input: { validUntil: string; level: string }, who = reviewer, id = certificateId) =>
  staffCall(t.app, operatorCalls.companyQualificationUpdate, { id, ...input }, who);

describe("企业列表", () => {
  it("lists the businesses newest first with their registration time and certification, filtered by certification, to staff who read members", async () => {
    const later = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
    const [fresh, older] = await t.database.db
      .insert(businesses)
      .values([
        { name: "吉林省新注册建材有限公司", creditCode: "91220102MA1JN0005W", tenantId: "", createdAt: later(20) },
        { name: "吉林省已审核建材有限公司", creditCode: "91220102MA1JN00060", tenantId: "", certificationState: "pending", createdAt: later(10) },
      ])
      .returning({ id: businesses.id });
    const all = await staffData(t.app, operatorCalls.companyList, { size: 2 }, service);
    expect(all.records).toEqual([
      {
        id: fresh?.id,
        name: "吉林省新注册建材有限公司",
        creditCode: "91220102MA1JN0005W",
        companyType: "需求方",
        certification: "未认证",
        registerTime: expect.any(String),
      },
      expect.objectContaining({ id: older?.id, certification: "审核中" }),
    ]);
    expect((all.records[0]?.registerTime ?? "") > (all.records[1]?.registerTime ?? "")).toBe(true);
    expect(all.total).toBeGreaterThan(2);
    const pending = await staffData(t.app, operatorCalls.companyList, { certification: "pending" }, service);
    expect(pending.records.map((row) => row.id)).toContain(older?.id);
    expect(pending.records.every((row) => row.certification === "审核中")).toBe(true);
    expect(refusalOf(await staffCall(t.app, operatorCalls.companyList, { certification: "approved" } as never, service))).toMatchObject({ status: 400 });
    // Only staff who read members: an editor is refused.
    const editor = await enrolStaff(t.app, t.database.db, { username: "bianji-list", role: "内容编辑" }, clock.now);
    expect((await staffCall(t.app, operatorCalls.companyList, {}, editor)).statusCode).toBe(403);
  });
});

describe("企业查询与详情", () => {
  it("finds a business by part of its name or by its whole credit code, any case", async () => {
    const byName = await staffData(t.app, operatorCalls.companySearch, { keyword: "华信钢结构" }, service);
    expect(byName.map((c) => c.id)).toContain(huaxin);
    const byCode = await staffData(t.app, operatorCalls.companySearch, { keyword: HUAXIN_CODE.toLowerCase() }, service);
    expect(byCode).toEqual([
      { id: huaxin, name: "长春华信钢结构工程有限公司", creditCode: HUAXIN_CODE, companyType: "供应方", certification: "已认证", shopHidden: false },
    ]);
    expect(await staffData(t.app, operatorCalls.companySearch, { keyword: "%" }, service)).toEqual([]);
    expect(refusalOf(await staffCall(t.app, operatorCalls.companySearch, { keyword: " " }, service))).toEqual({
      status: 400,
      msg: expect.stringContaining("请输入企业名称或统一社会信用代码"),
    });
  });

  it("shows the business, its members and roles, its certificates with their expiry, and its shop", async () => {
    const company = await detailOf(huaxin);
    expect(company).toMatchObject({ id: huaxin, name: "长春华信钢结构工程有限公司", creditCode: HUAXIN_CODE, companyType: "供应方", certification: "已认证" });
    expect(company.members).toContainEqual(expect.objectContaining({ realName: "李晓梅", phone: "13800000002", role: "企业管理员", frozen: false }));
    expect(company.memberTotal).toBe(company.members.length);
    expect(company.qualifications).toContainEqual(
      expect.objectContaining({ id: certificateId, name: "钢结构工程专业承包", level: "一级", certificateNo: "D222010655", validity: "有效", state: "已通过" }),
    );
    expect(company.shop).toEqual({ visible: true, hidden: false, hiddenReason: "", hiddenTime: "", path: `/shop/pc?company=${huaxin}` });
    // An uncertified business has no public shop, hidden or not.
    expect((await detailOf(antai)).shop).toMatchObject({ visible: false, hidden: false });
    expect((await staffCall(t.app, operatorCalls.companyDetail, { id: 2_000_000_000 }, service)).statusCode).toBe(404);
  });

  it("lists the 企业认证 history, newest first, with the outcome and the reason of a refusal", async () => {
    const base = { businessId: antai, submittedBy: 0, legalRepresentative: "刘振东", licenseResourceId: 0, authorizationResourceId: 0, bankName: "中国银行" };
    const deposit = { accountCipher: "x", accountLast4: "1234", depositReference: "REF", depositAmountCents: 23 };
    await t.database.db.insert(corporateCertifications).values([
      {
        ...base,
        ...deposit,
        companyName: "吉林省安泰机械设备租赁有限公司",
        creditCode: "91220200MA0Y6C9P7R",
        state: "rejected",
        rejectReason: "营业执照不清晰",
      },
      { ...base, ...deposit, companyName: "吉林省安泰机械设备租赁有限公司", creditCode: "91220200MA0Y6C9P7R", state: "pending" },
    ]);
    const { certifications } = await detailOf(antai);
    expect(certifications.map((c) => [c.state, c.rejectReason, c.legalRepresentative])).toEqual([
      ["审核中", "", "刘振东"],
      ["已驳回", "营业执照不清晰", "刘振东"],
    ]);
  });
});

describe("修改资质证书", () => {
  it("is for certification staff (certification.review) only", async () => {
    expect((await update({ validUntil: "2031-06-30", level: "一级" }, service)).statusCode).toBe(403);
    expect((await update({ validUntil: "2031-06-30", level: "一级" }, admin, 2_000_000_000)).statusCode).toBe(404);
  });

  it.each([
    ["2031/06/30", "请输入有效期至，格式如 2027-06-30"],
    ["2031-02-30", "有效期至不是有效的日期，请检查月份和日期"],
    ["2100-01-01", "有效期至不能晚于 2099-12-31"],
  ])("refuses the expiry %s: %s", async (validUntil, message) => {
    expect(refusalOf(await update({ validUntil, level: "一级" }))).toEqual({ status: 400, msg: expect.stringContaining(message) });
  });

  it("refuses an expiry before the day the certificate was submitted, and an empty grade", async () => {
    const refused = refusalOf(await update({ validUntil: "2020-01-01", level: "一级" }));
    expect(refused).toEqual({ status: 400, msg: expect.stringMatching(/^有效期至不能早于证书的提交日期（\d{4}-\d{2}-\d{2}）$/) });
    expect(refusalOf(await update({ validUntil: "2031-06-30", level: " " })).msg).toContain("请输入资质等级");
    expect(await auditOf("qualification.corrected", certificateId)).toEqual([]);
  });

  it("saves the new expiry and grade, which the public certificate shows, with before and after in the audit log", async () => {
    const { validUntil: before } = (await detailOf(huaxin)).qualifications.find((q) => q.id === certificateId) ?? { validUntil: "" };
    expect((await update({ validUntil: "2031-06-30", level: "特级" })).json()).toMatchObject({ success: true, msg: "资质证书已修改", data: { changed: true } });
    expect((await detailOf(huaxin)).qualifications.find((q) => q.id === certificateId)).toMatchObject({
      validUntil: "2031-06-30",
      level: "特级",
      state: "已通过",
    });
    const shown = dataOf<{ validUntil: string; level: string }>(await callAs(t, companyCalls.qualification, null, { id: certificateId }));
    expect(shown).toMatchObject({ validUntil: "2031-06-30", level: "特级" });

    expect((await update({ validUntil: "2031-06-30", level: "特级" })).json()).toMatchObject({
      success: true,
      msg: "资质证书未改变",
      data: { changed: false },
    });
    const lines = await auditOf("qualification.corrected", certificateId);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.detail).toMatchObject({ before: { validUntil: before, level: "一级" }, after: { validUntil: "2031-06-30", level: "特级" } });
    const { lines: page } = await staffData(t.app, operatorCalls.audit, {}, admin);
    const line = page.find((entry) => entry.action === "修改资质证书");
    expect(line?.subject).toBe(`资质证书 #${certificateId}`);
    expect(line?.detail).toContain(`有效期至：${before} → 2031-06-30`);
  });
});

describe("店铺对访客隐藏", () => {
  const view = () => callAs(t, shopCalls.view, null, { company: huaxin });
  const sitemapShops = async () =>
    dataOf<{ records: { id: number }[] }>(await callAs(t, sitemapCalls.entries, null, { type: "shops" })).records.map((entry) => entry.id);
  async function searchedShops() {
    await drainSearchOutbox(t.database.db);
    const answer = await t.app.inject({ method: "GET", url: searchCalls.search.path, query: { keyword: "长春华信钢结构工程有限公司", kind: "shop" } });
    return (searchCalls.search.response.parse(answer.json()).data.records as { refId: number; kind: string }[]).map((record) => record.refId);
  }

  it("is for staff who manage members (members.manage), with a reason", async () => {
    expect((await staffCall(t.app, operatorCalls.companyShopHide, { id: huaxin, reason: "资质存疑" }, service)).statusCode).toBe(403);
    expect((await staffCall(t.app, operatorCalls.companyShopHide, { id: huaxin, reason: "资质存疑" }, reviewer)).statusCode).toBe(403);
    expect(refusalOf(await staffCall(t.app, operatorCalls.companyShopHide, { id: huaxin, reason: " " }, admin))).toEqual({
      status: 400,
      msg: "请填写隐藏原因",
    });
    expect(refusalOf(await staffCall(t.app, operatorCalls.companyShopShow, { id: huaxin }, admin))).toEqual({ status: 400, msg: "该企业的店铺未被隐藏" });
    expect((await staffCall(t.app, operatorCalls.companyShopHide, { id: 2_000_000_000, reason: "测试" }, admin)).statusCode).toBe(404);
  });

  it("hides the shop: visitors are told it is unavailable, and it leaves the search and the sitemap", async () => {
    expect(dataOf<{ company: { id: number } }>(await view()).company.id).toBe(huaxin);
    expect(await sitemapShops()).toContain(huaxin);
    expect(await searchedShops()).toContain(huaxin);

    const hidden = await staffCall(t.app, operatorCalls.companyShopHide, { id: huaxin, reason: "企业资质正在核查" }, admin);
    expect(hidden.json()).toMatchObject({ success: true, msg: "店铺已对访客隐藏" });
    expect((await view()).json()).toMatchObject({ success: false, code: 404, msg: "该店铺暂不可访问" });
    expect(await sitemapShops()).not.toContain(huaxin);
    expect(await searchedShops()).not.toContain(huaxin);
    // The company's public page no longer links to it.
    expect(dataOf<{ shopOpen: boolean }>(await callAs(t, companyCalls.profile, null, { id: huaxin })).shopOpen).toBe(false);
    expect((await detailOf(huaxin)).shop).toMatchObject({ visible: false, hidden: true, hiddenReason: "企业资质正在核查" });
    expect((await staffData(t.app, operatorCalls.companySearch, { keyword: HUAXIN_CODE }, service))[0]?.shopHidden).toBe(true);
    expect(refusalOf(await staffCall(t.app, operatorCalls.companyShopHide, { id: huaxin, reason: "再次" }, admin)).msg).toBe("该企业的店铺已对访客隐藏");
    const [line] = await auditOf("shop.hidden", huaxin);
    expect(line).toMatchObject({ subjectKind: "business", detail: { reason: "企业资质正在核查", before: { shopHidden: false }, after: { shopHidden: true } } });
  });

  it("shows it again: the shop, the search and the sitemap have it back", async () => {
    const shown = await staffCall(t.app, operatorCalls.companyShopShow, { id: huaxin }, admin);
    expect(shown.json()).toMatchObject({ success: true, msg: "店铺已恢复对访客可见" });
    expect(dataOf<{ company: { id: number } }>(await view()).company.id).toBe(huaxin);
    expect(await sitemapShops()).toContain(huaxin);
    expect(await searchedShops()).toContain(huaxin);
    expect(dataOf<{ shopOpen: boolean }>(await callAs(t, companyCalls.profile, null, { id: huaxin })).shopOpen).toBe(true);
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, huaxin));
    expect(row).toMatchObject({ shopHiddenAt: null, shopHiddenReason: null });
    expect((await auditOf("shop.shown", huaxin))[0]?.detail).toMatchObject({ before: { shopHidden: true }, after: { shopHidden: false } });
    const { lines } = await staffData(t.app, operatorCalls.audit, {}, admin);
    expect(lines.find((entry) => entry.action === "对访客隐藏店铺")).toMatchObject({ subject: `企业 #${huaxin}` });
  });
});
