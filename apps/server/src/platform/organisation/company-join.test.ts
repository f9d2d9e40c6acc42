import { memberCalls, organisationCalls, procurementCalls, requestHeaders } from "@cidp/api-client/contract";
import { PERMISSION_KEYS } from "@cidp/domain";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, contractCalls, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { companyProfiles } from "../company/schema.ts";
import { hashPassword } from "../member/password.ts";
import { businesses, members, memberships, sessions } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { businessInvitations, businessJoinRequests, businessRoles, memberRoles } from "./schema.ts";

// 创建企业 and 申请加入 (issue 61): a registered member without a business founds one and acts for it
// at once; a company already on the platform is refused with the way to ask its administrators for
// an invitation, which they send with roles or decline.

let t: TestApp;
let zhang: LoggedIn; // administrator of 吉林宏远
let wang: LoggedIn; // 王立新, the other administrator of 吉林宏远
let purchaser: LoggedIn; // 赵春燕, 采购员 of 吉林宏远: no member_manage
let hongyuan = 0;
const HONGYUAN_CODE = "91220101MA14XKQ355";
const HONGYUAN_NAME = "吉林宏远建设工程有限公司";
let passwordHash = "";

const { call, answer, data } = contractCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  hongyuan = await businessIdOf(t.database.db, HONGYUAN_CODE);
  zhang = await login(t, "13800000001", hongyuan);
  wang = await login(t, "13900000101", hongyuan);
  purchaser = await login(t, "13900000102", hongyuan);
  passwordHash = await hashPassword("Demo@123456");
});

afterAll(() => t.close());

/** A member who registered a moment ago (no business yet), logged in. */
async function newcomer(phone: string, realName: string): Promise<LoggedIn & { memberId: number }> {
  const [row] = await t.database.db.insert(members).values({ phone, realName, passwordHash, consentAt: new Date() }).returning({ id: members.id });
  const loggedIn = await login(t, phone);
  expect(loggedIn.businessId).toBeNull();
  return { ...loggedIn, memberId: row?.id ?? 0 };
}

/** The member's session row, by the token's session. */
async function sessionBusinessOf(memberId: number) {
  return (await t.database.db.select({ businessId: sessions.businessId }).from(sessions).where(eq(sessions.memberId, memberId))).map((row) => row.businessId);
}

/** A logged-in member acting with another token (the one the founding answered). */
const withToken = (who: LoggedIn, token: string): LoggedIn => ({ ...who, token, headers: { [requestHeaders.platformToken]: `Bearer ${token}` } });

const founding = (creditCode: string, name = "吉林省长白建材贸易有限公司") => ({
  name,
  creditCode,
  legalRepresentative: "刘长白",
  regionCode: "220102",
  companyType: "supply",
});

describe("创建企业", () => {
  it("refuses a member without a business every business call until they create one", async () => {
    const fresh = await newcomer("13700610001", "孙新");
    const refused = await answer(procurementCalls.buyerList, fresh);
    expect(refused).toMatchObject({ code: 403, msg: "请先选择企业" });
  });

  it("founds the business, makes the founder its administrator with the roles' templates, and acts for it at once", async () => {
    const founder = await newcomer("13700610002", "刘长白");
    // Typed in lower case: the credit code is read upper-cased, as the form's field says.
    const created = await answer(organisationCalls.createBusiness, founder, founding("91220102ma1jn0001g"));
    expect(created).toMatchObject({ code: 200, msg: "「吉林省长白建材贸易有限公司」已创建，您是该企业的管理员" });
    const { businessId, businessName, token } = created.data;
    expect(businessName).toBe("吉林省长白建材贸易有限公司");

    const [business] = await t.database.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(business).toMatchObject({
      creditCode: "91220102MA1JN0001G",
      companyType: "supply",
      certificationState: "uncertified",
      tenantId: String(businessId).padStart(6, "0"),
    });
    const [profile] = await t.database.db.select().from(companyProfiles).where(eq(companyProfiles.businessId, businessId));
    expect(profile).toMatchObject({ region: "吉林省长春市南关区", regionCode: "220102", legalRepresentative: "刘长白" });
    const [membership] = await t.database.db.select().from(memberships).where(eq(memberships.businessId, businessId));
    expect(membership).toMatchObject({ memberId: founder.memberId, role: "admin" });
    const roles = await t.database.db.select({ name: businessRoles.name }).from(businessRoles).where(eq(businessRoles.businessId, businessId));
    expect(roles.map((role) => role.name).sort()).toEqual(["管理员", "采购员", "审批人", "报价员", "财务"].sort());

    // The session acts for it: the answer's token, and the session row, name the new business.
    expect(await sessionBusinessOf(founder.memberId)).toEqual([businessId]);
    const acting = withToken(founder, token);
    expect(await data(organisationCalls.myPermissions, acting)).toEqual({ admin: true, permissions: [...PERMISSION_KEYS], roleNames: ["管理员"] });
    expect(await data(memberCalls.companyInfo, acting)).toMatchObject({
      id: businessId,
      niceName: "吉林省长白建材贸易有限公司",
      certificationState: "uncertified",
    });
    expect((await data(organisationCalls.roleList, acting)).find((role) => role.name === "管理员")?.memberCount).toBe(1);
  });

  it.each([
    ["91220102MA1JN0001A", "统一社会信用代码校验码不正确，请核对后重新输入", "13700610021"],
    ["9122010MA1JN0001G", "统一社会信用代码应为18位数字或大写字母（不含I、O、S、V、Z）", "13700610022"],
    ["82220102MA1JN0001G", "统一社会信用代码第2位（机构类别代码）无效", "13700610023"],
  ])("refuses the credit code %s with the GB 32100 rule's message and writes nothing", async (creditCode, msg, phone) => {
    const someone = await newcomer(phone, "周新");
    const before = await rowCount(t.database.db, businesses);
    expect(await answer(organisationCalls.createBusiness, someone, founding(creditCode))).toMatchObject({ code: 400, msg });
    expect(await rowCount(t.database.db, businesses)).toBe(before);
  });

  it("refuses a region that is not a district, and a business without its side of the marketplace", async () => {
    const someone = await newcomer("13700610003", "吴新");
    expect(await answer(organisationCalls.createBusiness, someone, { ...founding("91220102MA1JN0002K"), regionCode: "229999" })).toMatchObject({
      code: 400,
      msg: "请选择企业所在的区县",
    });
    expect(await answer(organisationCalls.createBusiness, someone, { ...founding("91220102MA1JN0002K"), companyType: "" })).toMatchObject({
      code: 400,
      msg: "请求参数不正确：companyType：请选择企业类型",
    });
    expect(await sessionBusinessOf(someone.memberId)).toEqual([null]);
  });

  it("refuses a credit code already on the platform (409) and offers to ask its administrators, telling nothing of its members", async () => {
    const someone = await newcomer("13700610004", "郑新");
    const before = await rowCount(t.database.db, businesses);
    const response = await call(organisationCalls.createBusiness, someone, founding(HONGYUAN_CODE, "宏远建设"));
    const body = response.json() as { code: number; msg: string; reason?: string; data: unknown };
    expect(body).toMatchObject({ code: 409, reason: "business_registered", data: null });
    expect(body.msg).toBe(
      `该统一社会信用代码对应的企业「${HONGYUAN_NAME}」已在平台注册，不能重复创建。如您是该企业的员工，可申请加入，由企业管理员审核后向您发出邀请`,
    );
    expect(response.body).not.toMatch(/1[3-9]\d{9}|张建国/);
    expect(await rowCount(t.database.db, businesses)).toBe(before);
    expect(await sessionBusinessOf(someone.memberId)).toEqual([null]);
  });

  it("tells a member of that business to switch to it instead", async () => {
    const body = (await call(organisationCalls.createBusiness, zhang, founding(HONGYUAN_CODE))).json() as { code: number; msg: string; reason?: string };
    expect(body).toEqual({
      code: 409,
      msg: `您已是「${HONGYUAN_NAME}」的成员，可在页头的企业切换中选择该企业`,
      data: null,
      success: false,
      refusal: "conflict",
    });
  });

  it("two members founding one company at once make one business: the other is answered 409, never 500", async () => {
    const [first, second] = [await newcomer("13700610005", "冯一"), await newcomer("13700610006", "冯二")];
    const answers = await Promise.all(
      [first, second].map((who) => call(organisationCalls.createBusiness, who, founding("91220102MA1JN0003N", "吉林省冯氏建材有限公司"))),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    const codes = answers.map((response) => (response.json() as { code: number }).code).sort();
    expect(codes).toEqual([200, 409]);
    const [made] = await t.database.db.select({ n: count() }).from(businesses).where(eq(businesses.creditCode, "91220102MA1JN0003N"));
    expect(made?.n).toBe(1);
    // The one refused acts for no business; its founder's membership is the only one.
    const [business] = await t.database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, "91220102MA1JN0003N"));
    expect(
      await t.database.db
        .select()
        .from(memberships)
        .where(eq(memberships.businessId, business?.id ?? 0)),
    ).toHaveLength(1);
  });
});

describe("申请加入", () => {
  it("sends the request to the business's administrators (消息) and gives the requester only the business's name", async () => {
    const asking = await newcomer("13700610011", "陈申");
    const sent = await answer(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE, message: "我是项目部的资料员" });
    expect(sent).toMatchObject({
      code: 200,
      msg: `已向「${HONGYUAN_NAME}」的管理员提交加入申请，管理员同意后您将收到邀请`,
      data: { businessName: HONGYUAN_NAME },
    });
    expect(JSON.stringify(sent)).not.toMatch(/1[3-9]\d{9}|张建国|王立新/);
    const told = await t.database.db
      .select({ memberId: notices.memberId, title: notices.title, content: notices.content, jumpUrl: notices.jumpUrl, businessId: notices.businessId })
      .from(notices)
      .where(and(eq(notices.title, "企业加入申请"), eq(notices.businessId, hongyuan)));
    expect(told.map((notice) => notice.memberId).sort()).toEqual([zhang.userId, wang.userId].sort());
    expect(told[0]).toMatchObject({ jumpUrl: "/user/member-management/member-list" });
    expect(told[0]?.content).toBe(`陈申（137****0011）申请加入「${HONGYUAN_NAME}」：我是项目部的资料员。请在成员管理中发出邀请或拒绝。`);
  });

  it("keeps one open request per member and business, also when two are sent at once", async () => {
    const asking = await newcomer("13700610012", "褚申");
    const both = await Promise.all([1, 2].map(() => answer(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE })));
    expect(both.map((sent) => sent.code).sort()).toEqual([200, 409]);
    expect(both.find((sent) => sent.code === 409)?.msg).toBe("您已申请加入该企业，请等待企业管理员处理");
    expect(await answer(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE })).toMatchObject({ code: 409 });
    const rows = await t.database.db.select().from(businessJoinRequests).where(eq(businessJoinRequests.memberId, asking.memberId));
    expect(rows).toHaveLength(1);
  });

  it("answers a credit code nobody holds, a malformed one, and a member's own business", async () => {
    const asking = await newcomer("13700610013", "卫申");
    expect(await answer(organisationCalls.requestToJoin, asking, { creditCode: "91220102MA1JN0004R" })).toMatchObject({
      code: 404,
      msg: "平台上没有该统一社会信用代码对应的企业，您可以直接创建企业",
    });
    expect(await answer(organisationCalls.requestToJoin, asking, { creditCode: "91220102MA1JN0004A" })).toMatchObject({
      code: 400,
      msg: "统一社会信用代码校验码不正确，请核对后重新输入",
    });
    expect(await answer(organisationCalls.requestToJoin, zhang, { creditCode: HONGYUAN_CODE })).toMatchObject({ code: 409, msg: "您已是该企业的成员" });
  });

  it("lets an administrator turn a request into an invitation with roles, which the requester accepts to join with them", async () => {
    const asking = await newcomer("13700610014", "蒋申");
    await data(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE });
    const listed = (await data(organisationCalls.joinRequests, zhang)).find((request) => request.realName === "蒋申");
    expect(listed).toMatchObject({ phone: "137****0014", message: "" });
    const quoter = (await data(organisationCalls.roleList, zhang)).find((role) => role.name === "报价员");
    expect(await answer(organisationCalls.answerJoinRequest, zhang, { id: listed?.id, accept: true, roleIds: [quoter?.id] })).toMatchObject({
      code: 200,
      msg: "已向申请人发出邀请，对方接受后即加入本企业",
    });
    const [request] = await t.database.db
      .select()
      .from(businessJoinRequests)
      .where(eq(businessJoinRequests.id, listed?.id ?? 0));
    expect(request).toMatchObject({ status: "invited", answeredBy: zhang.userId });
    const [invitation] = await t.database.db
      .select()
      .from(businessInvitations)
      .where(eq(businessInvitations.id, request?.invitationId ?? 0));
    expect(invitation).toMatchObject({ businessId: hongyuan, phone: "13700610014", roleIds: [quoter?.id], status: "pending" });
    expect((await data(organisationCalls.joinRequests, zhang)).some((row) => row.id === listed?.id)).toBe(false);
    expect(await data(organisationCalls.myJoinRequests, asking)).toEqual([expect.objectContaining({ businessName: HONGYUAN_NAME, status: "invited" })]);

    // The requester finds it among their invitations (and in 消息), accepts it, and holds the role.
    const [mine] = await data(organisationCalls.myInvitations, asking);
    expect(mine).toMatchObject({ id: invitation?.id, businessName: HONGYUAN_NAME, roleNames: ["报价员"], invitedBy: "张建国" });
    await data(organisationCalls.answerInvitation, asking, { id: invitation?.id, accept: true });
    const held = await t.database.db
      .select({ roleId: memberRoles.roleId })
      .from(memberRoles)
      .where(and(eq(memberRoles.memberId, asking.memberId), eq(memberRoles.businessId, hongyuan)));
    expect(held).toEqual([{ roleId: quoter?.id }]);
  });

  it("sends one invitation when two administrators accept the same request at once", async () => {
    const asking = await newcomer("13700610015", "沈申");
    await data(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE });
    const listed = (await data(organisationCalls.joinRequests, zhang)).find((request) => request.realName === "沈申");
    const answers = await Promise.all([zhang, wang].map((admin) => answer(organisationCalls.answerJoinRequest, admin, { id: listed?.id, accept: true })));
    expect(answers.map((answered) => answered.code).sort()).toEqual([200, 404]);
    expect(await t.database.db.select().from(businessInvitations).where(eq(businessInvitations.phone, "13700610015"))).toHaveLength(1);
  });

  it("lets only members who manage members list and answer requests", async () => {
    expect(await answer(organisationCalls.joinRequests, purchaser)).toMatchObject({ code: 403 });
    expect(await answer(organisationCalls.answerJoinRequest, purchaser, { id: 1, accept: false })).toMatchObject({ code: 403 });
    // Another business's request is not this one's to answer.
    const asking = await newcomer("13700610016", "韩申");
    await data(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE });
    const [request] = await t.database.db.select().from(businessJoinRequests).where(eq(businessJoinRequests.memberId, asking.memberId));
    const li = await login(t, "13800000002");
    expect(await answer(organisationCalls.answerJoinRequest, li, { id: request?.id, accept: false })).toMatchObject({
      code: 404,
      msg: "该加入申请不存在或已处理",
    });
  });

  it("declines a request, tells the requester, and keeps them from asking again for a day", async () => {
    const asking = await newcomer("13700610017", "杨申");
    await data(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE });
    const [request] = await t.database.db.select().from(businessJoinRequests).where(eq(businessJoinRequests.memberId, asking.memberId));
    expect(await answer(organisationCalls.answerJoinRequest, zhang, { id: request?.id, accept: false })).toMatchObject({ code: 200, msg: "已拒绝该加入申请" });
    const [told] = await t.database.db.select().from(notices).where(eq(notices.memberId, asking.memberId));
    expect(told).toMatchObject({ title: "企业加入申请未通过", content: `「${HONGYUAN_NAME}」的管理员未同意您的加入申请。` });
    expect(await answer(organisationCalls.requestToJoin, asking, { creditCode: HONGYUAN_CODE })).toMatchObject({
      code: 429,
      msg: "该企业管理员已拒绝您的申请，请24小时后再申请",
    });
    expect(await answer(organisationCalls.answerJoinRequest, zhang, { id: request?.id, accept: false })).toMatchObject({ code: 404 });
  });
});
