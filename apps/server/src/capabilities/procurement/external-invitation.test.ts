import { randomBytes } from "node:crypto";
import { procurementCalls } from "@cidp/api-client/contract";
import { EXTERNAL_INVITATION_LIMITS } from "@cidp/domain";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessCertifiedSubscribers } from "../../composition/business-certified-subscribers.ts";
import { formatDateTime } from "../../http/format.ts";
import { createCertificationReview } from "../../platform/certification/review.ts";
import { corporateCertifications } from "../../platform/certification/schema.ts";
import { jobs as jobTable } from "../../platform/jobs/schema.ts";
import { businesses } from "../../platform/member/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { businessRoles, memberRoles } from "../../platform/organisation/schema.ts";
import { SMS_NOTICE_JOB } from "../../platform/sms/sms-notice-job.ts";
import type { ListingSmsProvider } from "../../platform/sms/sms-provider.ts";
import { createStoredFiles } from "../../platform/upload/stored-files.ts";
import { loginHongyuanStaff, loginInvitedSuppliers } from "../../testing/procurement-cast.ts";
import { contractCalls, type LoggedIn, movableClock, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { PROCUREMENT_JOB_KINDS } from "./procurement-jobs.ts";
import { inquiryExternalInvitations, inquiryInvitations, inquiryQuotations, inquirySheets } from "./schema.ts";

// Inviting companies not yet on the platform (by phone or credit code), the invitation turning real
// when the company certifies, deadline reminders sent once, approvers told of 内部审批, and who may
// change the 内部审批 setting.
const HOUR = 3_600_000;
const clock = movableClock();
let t: TestApp;
let zhang: LoggedIn; // 吉林宏远 administrator
let purchaser: LoggedIn; // 13900000102 采购员
let approver: LoggedIn; // 13900000103 审批人
let finance: LoggedIn; // 13900000105 财务
let li: LoggedIn; // 李晓梅, 长春华信
let liu: LoggedIn; // 刘振东, 安泰 (not certified yet)
let hongyuanId = 0;
let huaxinId = 0;
let antaiId = 0;

/** Valid 统一社会信用代码 (GB 32100 check character) on the seeded companies' bodies: the seed's own codes are made up. */
const VALID_CODES: Readonly<Record<string, string>> = {
  "91220101MA14XKQ35": "91220101MA14XKQ355",
  "91220106MA152W4H0": "91220106MA152W4H0D",
  "91220200MA0Y6C9P7": "91220200MA0Y6C9P7R",
  "91220102MA84LQ2X1": "91220102MA84LQ2X1Y",
};
const codeOf = (body: string) => VALID_CODES[body] ?? "";

const { answer: call } = contractCalls(() => t);

const draft = (title: string, extra: object = {}) => ({
  title,
  category: "物资",
  mode: "invited",
  deadline: formatDateTime(new Date(clock.now().getTime() + 48 * HOUR)),
  lines: [{ name: "P·O 42.5 水泥", spec: "袋装", unit: "吨", quantityMilli: 300_000 }],
  ...extra,
});

/** A sheet of 吉林宏远 published by its administrator (no approval needed), inviting the given suppliers. */
async function publishedSheet(title: string, suppliers: number[] = []): Promise<number> {
  const saved = await call<{ id: number }>(procurementCalls.saveDraft, zhang, draft(title));
  expect(saved.code, saved.msg).toBe(200);
  if (suppliers.length > 0) expect((await call(procurementCalls.invite, zhang, { id: saved.data.id, supplierBusinessIds: suppliers })).code).toBe(200);
  expect((await call<{ state: string }>(procurementCalls.publish, zhang, { id: saved.data.id })).data.state).toBe("quoting");
  return saved.data.id;
}

type Pending = { id: number; companyName: string; contact: string; stateLabel: string };
const pendingOf = async (id: number) => (await call<{ pendingInvitations: Pending[] }>(procurementCalls.buyerDetail, zhang, { id })).data.pendingInvitations;
/** The texts the development outbox got for a phone, once the queued notices have gone (the runner's SMS notice job). */
const outbox = async (phone: string) => {
  await t.app.jobs.runDue({ kinds: [SMS_NOTICE_JOB] });
  return (t.app.smsProvider as ListingSmsProvider).list(phone);
};
const noticesTo = (memberId: number, title: string, content = "") =>
  t.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.memberId, memberId), eq(notices.title, title), like(notices.content, `%${content}%`)));

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: randomBytes(32), now: clock.now });
  ({ hongyuan: hongyuanId, zhang, purchaser, approver, finance } = await loginHongyuanStaff(t));
  ({ huaxin: huaxinId, antai: antaiId, li, liu } = await loginInvitedSuppliers(t));
}, 60_000);
afterAll(() => t.close());

describe("inviting a company that is not on the platform", () => {
  it("stores a 待注册 invitation and texts a registration link that returns to the invitation", async () => {
    const id = await publishedSheet("净月区学校扩建水泥采购");
    const answer = await call<{ outcome: string }>(procurementCalls.inviteExternal, zhang, { id, companyName: "吉林省盛达建材有限公司", phone: "13943100001" });
    expect(answer).toMatchObject({ code: 200, data: { outcome: "pending" }, msg: expect.stringContaining("139****0001") });
    expect(await pendingOf(id)).toEqual([expect.objectContaining({ companyName: "吉林省盛达建材有限公司", contact: "139****0001", stateLabel: "待注册" })]);
    const [text] = await outbox("13943100001");
    expect(text?.text).toContain("净月区学校扩建水泥采购");
    const link = new URL(text?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/register");
    const back = new URL(link.searchParams.get("redirect") ?? "");
    expect(back.pathname).toBe("/login-back");
    expect(back.searchParams.get("target")).toBe(`/user/notice/invitationInfo?sheet=${id}`);
    // No business yet: nothing in the sheet's invitations.
    expect(await t.database.db.select().from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, id))).toHaveLength(0);
  });

  it.each([
    ["a bad phone", { phone: "12345678901" }, "请输入11位手机号！"],
    ["a credit code with a wrong check character", { creditCode: "91220101MA14XKQ35N" }, "统一社会信用代码校验码不正确，请核对后重新输入"],
    ["both a phone and a credit code", { phone: "13943100002", creditCode: codeOf("91220102MA84LQ2X1") }, "手机号与统一社会信用代码只需填写其一"],
    ["neither", {}, "请填写手机号或统一社会信用代码（填写其一）"],
    ["a one-character name", { companyName: "盛", phone: "13943100002" }, "请填写企业名称（2至100字）"],
  ])("refuses %s with its Chinese message and writes nothing", async (_name, patch, message) => {
    const id = await publishedSheet("绿园区道路改造砂石采购");
    const before = [await rowCount(t.database.db, inquiryExternalInvitations), await rowCount(t.database.db, inquiryInvitations)];
    const answer = await call(procurementCalls.inviteExternal, zhang, { id, companyName: "吉林省盛达建材有限公司", ...patch });
    expect(answer).toMatchObject({ code: 400, msg: message });
    expect([await rowCount(t.database.db, inquiryExternalInvitations), await rowCount(t.database.db, inquiryInvitations)]).toEqual(before);
  });

  it("refuses a duplicate, a sheet past its deadline or no longer open, other members and other businesses", async () => {
    const id = await publishedSheet("宽城区厂房钢结构采购");
    const invitee = { id, companyName: "长春市恒达物资有限公司", phone: "13943100003" };
    expect((await call(procurementCalls.inviteExternal, zhang, invitee)).code).toBe(200);
    const before = await rowCount(t.database.db, inquiryExternalInvitations);
    expect(await call(procurementCalls.inviteExternal, zhang, { ...invitee, companyName: "恒达物资" })).toMatchObject({
      code: 400,
      msg: "已邀请过该企业，请勿重复邀请",
    });
    expect((await call(procurementCalls.inviteExternal, finance, { ...invitee, phone: "13943100004" })).code).toBe(403);
    expect((await call(procurementCalls.inviteExternal, li, { ...invitee, phone: "13943100004" })).code).toBe(404);
    await t.database.db
      .update(inquirySheets)
      .set({ deadline: new Date(clock.now().getTime() - 60_000) })
      .where(eq(inquirySheets.id, id));
    expect(await call(procurementCalls.inviteExternal, zhang, { ...invitee, phone: "13943100004" })).toMatchObject({
      code: 400,
      msg: "报价已截止或询价单当前状态不能邀请供应商",
    });
    const withdrawn = await publishedSheet("宽城区厂房钢结构采购（撤回）");
    expect((await call(procurementCalls.close, zhang, { id: withdrawn, kind: "withdraw" })).code).toBe(200);
    expect((await call(procurementCalls.inviteExternal, zhang, { ...invitee, id: withdrawn })).code).toBe(400);
    expect(await rowCount(t.database.db, inquiryExternalInvitations)).toBe(before);
    expect(await outbox("13943100004")).toHaveLength(0);
  });

  it("bounds the texts: at most 3 invitation texts a day to one number, and 20 pending companies a sheet", async () => {
    const phone = "13943100009";
    const sheets = [];
    for (let i = 0; i < 4; i++) sheets.push(await publishedSheet(`南关区管网改造第${i + 1}批管材采购`));
    for (const id of sheets) {
      expect((await call(procurementCalls.inviteExternal, zhang, { id, companyName: "吉林省宏达管业有限公司", phone })).code).toBe(200);
    }
    // The fourth invitation is kept, untexted, and the buyer is told why.
    expect(await outbox(phone)).toHaveLength(EXTERNAL_INVITATION_LIMITS.textsPerPhonePerDay);
    expect(await pendingOf(sheets[3] ?? 0)).toHaveLength(1);

    const full = await publishedSheet("南关区管网改造阀门采购");
    for (let i = 0; i < EXTERNAL_INVITATION_LIMITS.perSheet; i++) {
      const answer = await call(procurementCalls.inviteExternal, zhang, {
        id: full,
        companyName: `长春市第${i + 1}建材经销部`,
        phone: `139531${String(i).padStart(5, "0")}`,
      });
      expect(answer.code).toBe(200);
    }
    const before = await rowCount(t.database.db, inquiryExternalInvitations);
    expect(await call(procurementCalls.inviteExternal, zhang, { id: full, companyName: "长春市多一家建材经销部", phone: "13953199999" })).toMatchObject({
      code: 400,
      msg: `每张询价单最多邀请${EXTERNAL_INVITATION_LIMITS.perSheet}家未注册企业`,
    });
    expect(await rowCount(t.database.db, inquiryExternalInvitations)).toBe(before);
    expect(await outbox("13953199999")).toHaveLength(0);
  });

  it("invites a company already certified on the platform at once, by its credit code or its administrator's phone", async () => {
    const huaxinCode = codeOf("91220106MA152W4H0");
    await t.database.db.update(businesses).set({ creditCode: huaxinCode }).where(eq(businesses.id, huaxinId));
    const id = await publishedSheet("朝阳区综合楼钢材采购");
    const byCode = await call<{ outcome: string; supplierName: string }>(procurementCalls.inviteExternal, zhang, {
      id,
      companyName: "华信钢构",
      creditCode: huaxinCode,
    });
    expect(byCode.data).toMatchObject({ outcome: "invited", supplierName: "长春华信钢结构工程有限公司" });
    expect(
      await t.database.db
        .select()
        .from(inquiryQuotations)
        .where(and(eq(inquiryQuotations.sheetId, id), eq(inquiryQuotations.supplierBusinessId, huaxinId))),
    ).toHaveLength(1);
    expect(await noticesTo(li.userId, "询价邀请", "朝阳区综合楼钢材采购")).toHaveLength(1);
    expect(await pendingOf(id)).toEqual([]);
    // The same company by its administrator's phone is a duplicate now.
    expect((await call(procurementCalls.inviteExternal, zhang, { id, companyName: "华信钢构", phone: "13800000002" })).msg).toBe(
      "已邀请过该企业，请勿重复邀请",
    );
    const other = await publishedSheet("朝阳区综合楼钢材采购二标段");
    expect(
      (await call<{ outcome: string }>(procurementCalls.inviteExternal, zhang, { id: other, companyName: "华信钢构", phone: "13800000002" })).data.outcome,
    ).toBe("invited");
    expect((await outbox("13800000002")).filter((m) => m.text.includes("朝阳区综合楼"))).toHaveLength(0);
    // The buyer's own business is refused.
    const ownCode = codeOf("91220101MA14XKQ35");
    await t.database.db.update(businesses).set({ creditCode: ownCode }).where(eq(businesses.id, hongyuanId));
    expect((await call(procurementCalls.inviteExternal, zhang, { id, companyName: "宏远", creditCode: ownCode })).msg).toBe("不能邀请本企业报价");
  });

  it("turns the pending invitations into real ones when the company is certified, and tells it", async () => {
    const byPhone = await publishedSheet("南关区医院改造防水材料采购");
    const antaiCode = codeOf("91220200MA0Y6C9P7");
    const byCode = await publishedSheet("南关区医院改造机械租赁");
    expect((await call(procurementCalls.inviteExternal, zhang, { id: byPhone, companyName: "安泰机械", phone: "13900000301" })).data).toMatchObject({
      outcome: "pending",
    });
    expect((await call(procurementCalls.inviteExternal, zhang, { id: byCode, companyName: "安泰机械租赁", creditCode: antaiCode })).data).toMatchObject({
      outcome: "pending",
    });
    const [certification] = await t.database.db
      .insert(corporateCertifications)
      .values({
        businessId: antaiId,
        submittedBy: liu.userId,
        companyName: "吉林省安泰机械设备租赁有限公司",
        creditCode: antaiCode,
        legalRepresentative: "刘振东",
        licenseResourceId: 1,
        authorizationResourceId: 1,
        bankName: "中国建设银行长春分行",
        accountCipher: "x",
        accountLast4: "1234",
        depositReference: "TEST-REF",
        depositAmountCents: 17,
        state: "pending",
      })
      .returning({ id: corporateCertifications.id });
    const review = createCertificationReview(t.database.db, {
      files: createStoredFiles(t.database.db, "test-secret"),
      idNumbers: { seal: (s) => s, open: (s) => s },
      accounts: { seal: (s) => s, open: (s) => s },
      now: clock.now,
      onBusinessCertified: businessCertifiedSubscribers,
    });
    expect(await review.decide("corporate", certification?.id ?? 0, 1, { approve: true })).toBe(true);
    for (const id of [byPhone, byCode]) {
      expect(await pendingOf(id)).toEqual([]);
      const [invitation] = await t.database.db
        .select()
        .from(inquiryInvitations)
        .where(and(eq(inquiryInvitations.sheetId, id), eq(inquiryInvitations.supplierBusinessId, antaiId)));
      expect(invitation?.state).toBe("invited");
    }
    expect(await noticesTo(liu.userId, "询价邀请", "南关区医院改造")).toHaveLength(2);
    const detail = await call<{ suppliers: { supplierBusinessId: number; invitation: string }[] }>(procurementCalls.buyerDetail, zhang, { id: byPhone });
    expect(detail.data.suppliers).toEqual([expect.objectContaining({ supplierBusinessId: antaiId, invitation: "已邀请" })]);
  });
});

describe("deadline reminders", () => {
  /** Procurement's due jobs on the app's runner at the test clock (what the started runner does each second). */
  const runDueJobs = () => t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS });
  /** The runner's jobs of a sheet (round 1). */
  const jobsOf = (sheetId: number) =>
    t.database.db
      .select()
      .from(jobTable)
      .where(and(like(jobTable.kind, "procurement.%"), eq(jobTable.key, `${sheetId}:1`)));
  it("reminds each supplier yet to quote once, even with two runners at the same time; a moved deadline moves them", async () => {
    const title = "二道区安置房保温材料采购";
    const id = await publishedSheet(title, [huaxinId, antaiId]);
    const jobs = await jobsOf(id);
    expect(jobs.map((j) => j.kind).sort()).toEqual(["procurement.reminder-24h", "procurement.reminder-2h", "procurement.round-deadline"]);
    const quoted = await call(procurementCalls.submitQuotation, li, {
      id,
      lines: [{ lineNo: 1, unitPriceFen: 48_000, taxRate: 13 }],
      freightFen: 0,
      validUntil: "2027-06-30",
      pledge: true,
    });
    expect(quoted.code, quoted.msg).toBe(200);
    clock.advance(24 * HOUR + 60_000);
    const ran = await Promise.all([runDueJobs(), runDueJobs()]);
    expect(ran[0] + ran[1]).toBeGreaterThanOrEqual(1);
    expect(await noticesTo(liu.userId, "报价截止提醒", title)).toHaveLength(1);
    expect((await noticesTo(liu.userId, "报价截止提醒", title))[0]?.content).toMatch(new RegExp(`询价单《${title}》将于 .+ 截止报价，请及时报价`));
    expect(await noticesTo(li.userId, "报价截止提醒", title)).toHaveLength(0);
    expect((await outbox("13900000301")).filter((m) => m.text.includes(title))).toHaveLength(1);
    await runDueJobs();
    expect(await noticesTo(liu.userId, "报价截止提醒", title)).toHaveLength(1);

    // 变更公告: the deadline moves 2 days later, and the 2-hour reminder with it (the 24-hour one is planned again).
    const [sheet] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
    const later = new Date((sheet?.deadline.getTime() ?? 0) + 48 * HOUR);
    expect((await call(procurementCalls.extendDeadline, zhang, { id, deadline: formatDateTime(later), notice: "增加保温板规格" })).code).toBe(200);
    const moved = await jobsOf(id);
    expect(moved.find((j) => j.kind === "procurement.reminder-2h")).toMatchObject({ runAt: new Date(later.getTime() - 2 * HOUR), state: "pending" });
    expect(moved.find((j) => j.kind === "procurement.reminder-24h")).toMatchObject({ runAt: new Date(later.getTime() - 24 * HOUR), state: "pending" });
    clock.advance(23 * HOUR); // past the old 2-hour mark: nothing more until the new one
    await runDueJobs();
    expect(await noticesTo(liu.userId, "报价截止提醒", title)).toHaveLength(1);
    clock.advance(25 * HOUR); // the new 24-hour mark
    await Promise.all([runDueJobs(), runDueJobs()]);
    expect(await noticesTo(liu.userId, "报价截止提醒", title)).toHaveLength(2);
    clock.advance(22 * HOUR); // the new 2-hour mark
    await runDueJobs();
    expect(await noticesTo(liu.userId, "报价截止提醒", title)).toHaveLength(3);
    expect(await noticesTo(li.userId, "报价截止提醒", title)).toHaveLength(0);
  });

  it("plans no reminder already past: a sheet closing in an hour gets none", async () => {
    const saved = await call<{ id: number }>(
      procurementCalls.saveDraft,
      zhang,
      draft("二道区临时供水管材采购", { deadline: formatDateTime(new Date(clock.now().getTime() + 3 * HOUR)) }),
    );
    expect((await call(procurementCalls.publish, zhang, { id: saved.data.id })).code).toBe(200);
    const jobs = await jobsOf(saved.data.id);
    expect(jobs.map((j) => j.kind).sort()).toEqual(["procurement.reminder-2h", "procurement.round-deadline"]);
  });
});

describe("内部审批 and its setting", () => {
  it("tells the business's approvers (审批人 and administrators) when a 采购员 submits a sheet for approval", async () => {
    const title = "绿园区幼儿园新建工程门窗采购";
    expect((await call(procurementCalls.saveSettings, zhang, { requiresApproval: true })).code).toBe(200);
    const saved = await call<{ id: number }>(procurementCalls.saveDraft, purchaser, draft(title));
    expect((await call<{ state: string }>(procurementCalls.publish, purchaser, { id: saved.data.id })).data.state).toBe("approving");
    for (const who of [approver, zhang]) {
      const [told] = await noticesTo(who.userId, "询价单待审批", title);
      expect(told).toMatchObject({ jumpUrl: `/user/building-materials/selecting?id=${saved.data.id}` });
    }
    expect(await noticesTo(purchaser.userId, "询价单待审批", title)).toHaveLength(0);
    expect(await noticesTo(finance.userId, "询价单待审批", title)).toHaveLength(0);
  });

  it("lets only a business administrator change the setting; others read it with the reason", async () => {
    expect((await call(procurementCalls.settings, zhang)).data).toEqual({
      requiresApproval: true,
      minRoundHours: 2,
      changeNoticeHours: 24,
      mayChange: true,
      readOnlyReason: "",
    });
    expect((await call(procurementCalls.settings, finance)).data).toEqual({
      requiresApproval: true,
      minRoundHours: 2,
      changeNoticeHours: 24,
      mayChange: false,
      readOnlyReason: "仅企业管理员可以修改询价设置",
    });
    expect((await call(procurementCalls.saveSettings, purchaser, { requiresApproval: false })).code).toBe(403);
    // A role granting 角色管理 is still not the administrator.
    const [role] = await t.database.db
      .insert(businessRoles)
      .values({ businessId: hongyuanId, name: "人事专员", permissions: ["user_view", "role_manage"] })
      .returning({ id: businessRoles.id });
    await t.database.db.insert(memberRoles).values({ memberId: finance.userId, businessId: hongyuanId, roleId: role?.id ?? 0 });
    expect(await call(procurementCalls.saveSettings, finance, { requiresApproval: false })).toMatchObject({ code: 403, msg: "仅企业管理员可以修改询价设置" });
    expect((await call<{ requiresApproval: boolean }>(procurementCalls.settings, zhang)).data.requiresApproval).toBe(true);
    expect(await call(procurementCalls.saveSettings, zhang, { requiresApproval: false })).toMatchObject({ code: 200, data: { requiresApproval: false } });
    expect(await call(procurementCalls.saveSettings, zhang, { requiresApproval: true })).toMatchObject({ code: 200, msg: "已开启发布前内部审批" });
  });
});
