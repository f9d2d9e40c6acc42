import { memberCalls, organisationCalls, requestHeaders } from "@cidp/api-client/contract";
import { PERMISSION_KEYS } from "@cidp/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractCalls, dataOf, demoBusinessIds, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { members, memberships } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { createOrganisationRepository } from "./repository.ts";
import { businessInvitations, businessRoles, memberRoles } from "./schema.ts";

let t: TestApp;
const ids = { contractor: 0, trading: 0, steel: 0 };
let zhang: LoggedIn; // admin of the contractor
let buyer: LoggedIn; // 赵春燕, 采购员 of the contractor
let approver: LoggedIn; // 孙志强, 审批人 of the contractor

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await demoBusinessIds(t.database.db));
  zhang = await login(t, "13800000001", ids.contractor);
  buyer = await login(t, "13900000102", ids.contractor);
  approver = await login(t, "13900000103", ids.contractor);
});

afterAll(() => t.close());

type Call = { method: string; path: string };
const { call } = contractCalls(() => t);

async function memberIdOf(phone: string): Promise<number> {
  return (await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, phone)))[0]?.id ?? 0;
}
async function roleIdOf(businessId: number, name: string): Promise<number> {
  return (
    (
      await t.database.db
        .select({ id: businessRoles.id })
        .from(businessRoles)
        .where(and(eq(businessRoles.businessId, businessId), eq(businessRoles.name, name)))
    )[0]?.id ?? 0
  );
}

describe("permissions of the selected business", () => {
  it("gives an administrator every key, and a 采购员 only the buyer's", async () => {
    expect(dataOf(await call(organisationCalls.myPermissions, zhang))).toEqual({ admin: true, permissions: [...PERMISSION_KEYS], roleNames: ["管理员"] });
    const mine = dataOf<{ admin: boolean; permissions: string[]; roleNames: string[] }>(await call(organisationCalls.myPermissions, buyer));
    expect(mine).toEqual({ admin: false, permissions: ["user_view", "inquiry_create", "tender_manage"], roleNames: ["采购员"] });
  });

  it("tells a member where each of their keys comes from, and whom to ask for more (我的权限)", async () => {
    type Guide = {
      businessName: string;
      admin: boolean;
      roles: { name: string; permissions: string[] }[];
      administrators: { realName: string; phone: string }[];
    };
    const mine = dataOf<Guide>(await call(organisationCalls.permissionGuide, buyer));
    expect(mine).toEqual({
      businessName: "吉林宏远建设工程有限公司",
      admin: false,
      roles: [{ name: "采购员", permissions: ["user_view", "inquiry_create", "tender_manage"] }],
      administrators: [
        { realName: "张建国", phone: "138****0001" },
        { realName: "王立新", phone: "139****0101" },
      ],
    });
    // An administrator holds every key through the membership, shown as the 管理员 role.
    const admin = dataOf<Guide>(await call(organisationCalls.permissionGuide, zhang));
    expect(admin.admin).toBe(true);
    expect(admin.roles[0]).toEqual({ name: "管理员", permissions: [...PERMISSION_KEYS] });
    // Only the selected business's administrators: no phone in full, nobody of another business.
    expect(JSON.stringify(mine)).not.toMatch(/1[3-9]\d{9}/);
  });

  it("lists the five templates first and the business's own roles after, with their holders", async () => {
    const roles = dataOf<{ name: string; template: string | null; memberCount: number }[]>(await call(organisationCalls.roleList, zhang));
    expect(roles.slice(0, 5).map((r) => r.name)).toEqual(["管理员", "采购员", "审批人", "报价员", "财务"]);
    expect(roles.find((r) => r.name === "管理员")?.memberCount).toBe(2);
    expect(roles.find((r) => r.name === "采购员")?.memberCount).toBe(3);
    expect(roles.find((r) => r.name === "资料员")).toMatchObject({ template: null, memberCount: 1 });
  });

  it.each<[string, Call]>([
    ["saveRole", organisationCalls.saveRole],
    ["deleteRole", organisationCalls.deleteRole],
    ["setMemberRoles", organisationCalls.setMemberRoles],
    ["removeMember", organisationCalls.removeMember],
    ["invite", organisationCalls.invite],
    ["revokeInvitation", organisationCalls.revokeInvitation],
  ])("refuses %s with 403 to a member without its permission key, before reading the body", async (_name, declaration) => {
    expectFailure(await call(declaration, buyer, { nonsense: true }), 403, /无权限/);
  });

  it("shows each member only the menu entries their permissions allow", async () => {
    type Menu = { menuName: string; path: string; children: Menu[] };
    const paths = (menus: Menu[]): string[] => menus.flatMap((m) => [...(m.path ? [m.path] : []), ...paths(m.children)]);
    const ofAdmin = paths(dataOf<Menu[]>(await call(memberCalls.platformMenus, zhang)));
    expect(ofAdmin).toEqual(
      expect.arrayContaining(["/user/bankcard/bankcard", "/user/building-materials/addInquirySheet", "/user/member-management/member-list"]),
    );
    const ofBuyer = paths(dataOf<Menu[]>(await call(memberCalls.platformMenus, buyer)));
    expect(ofBuyer).toEqual(
      expect.arrayContaining(["/user/building-materials/addInquirySheet", "/user/invite-tenders/default", "/user/member-management/member-list"]),
    );
    expect(ofBuyer).not.toContain("/user/bankcard/bankcard");
    expect(ofBuyer).not.toContain("/user/financial-service/financial-list");
  });

  it("lists the roles of each member in 成员管理", async () => {
    const page = dataOf<{ records: { realName: string; roleNames: string[]; role: string }[] }>(
      await t.app.inject({ method: "GET", url: `${memberCalls.businessMemberList.path}?size=100`, headers: zhang.headers }),
    );
    expect(page.records.find((r) => r.realName === "赵春燕")?.roleNames).toEqual(["采购员"]);
    expect(page.records.find((r) => r.realName === "张建国")).toMatchObject({ role: "admin", roleNames: [] });
  });

  it("answers 403 to a member of another business that sends this business's id", async () => {
    const li = await login(t, "13800000002");
    const response = await t.app.inject({
      method: "GET",
      url: organisationCalls.roleList.path,
      headers: { ...li.headers, [requestHeaders.companyId]: String(ids.contractor) },
    });
    expectFailure(response, 403);
  });
});

describe("a member's access to a business, read in one query", () => {
  it.each([
    ["an administrator with no role of their own", "13800000001", "contractor", { isMember: true, isAdmin: true, roleNames: [] }],
    ["a 采购员", "13900000102", "contractor", { isMember: true, isAdmin: false, roleNames: ["采购员"] }],
    ["an 审批人", "13900000103", "contractor", { isMember: true, isAdmin: false, roleNames: ["审批人"] }],
    ["a member of no such business", "13900000102", "none", { isMember: false, isAdmin: false, roleNames: [] }],
  ] as const)("%s", async (_who, phone, business, expected) => {
    const repository = createOrganisationRepository(t.database.db);
    const businessId = business === "none" ? 999_999 : ids[business];
    const access = await repository.accessOf(await memberIdOf(phone), businessId);
    expect({ isMember: access.isMember, isAdmin: access.isAdmin, roleNames: access.roles.map((role) => role.name) }).toEqual(expected);
  });

  it("lists every role a member holds, in the order they were made, with their keys", async () => {
    const memberId = await memberIdOf("13900000103");
    const quoter = await roleIdOf(ids.contractor, "报价员");
    await t.database.db.insert(memberRoles).values({ memberId, businessId: ids.contractor, roleId: quoter });
    try {
      const access = await createOrganisationRepository(t.database.db).accessOf(memberId, ids.contractor);
      expect(access.roles.map((role) => role.name)).toEqual(["审批人", "报价员"]);
      expect(access.roles[1]?.permissions.length).toBeGreaterThan(0);
    } finally {
      await t.database.db.delete(memberRoles).where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.roleId, quoter)));
    }
  });
});

describe("roles", () => {
  it("creates a role of the business's own, refuses a taken name, a template's name and a bad one, and deletes it", async () => {
    const created = await call(organisationCalls.saveRole, zhang, { name: "安全员", permissions: ["user_view", "user_view", "certification_manage"] });
    const role = dataOf<{ id: number; permissions: string[]; template: null }>(created);
    expect(role).toMatchObject({ template: null, permissions: ["user_view", "certification_manage"] });
    expectFailure(await call(organisationCalls.saveRole, zhang, { name: "安全员", permissions: [] }), 400, /已存在/);
    expectFailure(await call(organisationCalls.saveRole, zhang, { name: "财务", permissions: [] }), 400, /已存在/);
    expectFailure(await call(organisationCalls.saveRole, zhang, { name: "<script>", permissions: [] }), 400, /角色名称/);
    expectFailure(await call(organisationCalls.saveRole, zhang, { name: "x", permissions: ["root"] }), 400);
    const before = await rowCount(t.database.db, businessRoles);
    expect(dataOf(await call(organisationCalls.deleteRole, zhang, { id: role.id }))).toBeNull();
    expect(await rowCount(t.database.db, businessRoles)).toBe(before - 1);
  });

  it("refuses to delete or rename a template, and to delete a role members still hold", async () => {
    expectFailure(await call(organisationCalls.deleteRole, zhang, { id: await roleIdOf(ids.contractor, "采购员") }), 400, /预置角色/);
    expectFailure(
      await call(organisationCalls.saveRole, zhang, { id: await roleIdOf(ids.contractor, "审批人"), name: "审批", permissions: [] }),
      400,
      /预置角色/,
    );
    expectFailure(await call(organisationCalls.deleteRole, zhang, { id: await roleIdOf(ids.contractor, "资料员") }), 400, /仍有成员/);
  });

  it("never touches another business's role by id", async () => {
    const steelRole = await roleIdOf(ids.steel, "报价员");
    expectFailure(await call(organisationCalls.deleteRole, zhang, { id: steelRole }), 404);
    expectFailure(await call(organisationCalls.setMemberRoles, zhang, { memberId: await memberIdOf("13900000104"), roleIds: [steelRole] }), 404);
  });
});

describe("assigning roles", () => {
  it("lets an administrator give a member 报价员, which the member then holds", async () => {
    const target = await memberIdOf("13900000109");
    const quoter = await roleIdOf(ids.contractor, "报价员");
    expect(dataOf(await call(organisationCalls.setMemberRoles, zhang, { memberId: target, roleIds: [quoter] }))).toBeNull();
    const held = await login(t, "13900000109", ids.contractor);
    expect(dataOf<{ permissions: string[] }>(await call(organisationCalls.myPermissions, held)).permissions).toEqual(["user_view", "quote_submit"]);
  });

  it("refuses a member changing their own roles, even an administrator", async () => {
    expectFailure(await call(organisationCalls.setMemberRoles, zhang, { memberId: zhang.userId, roleIds: [] }), 403, /自己的角色/);
  });

  it("refuses a role manager who is not an administrator granting what they lack, or making administrators", async () => {
    // Give 孙志强 a custom role that may manage roles, but holds nothing else.
    const manager = dataOf<{ id: number }>(await call(organisationCalls.saveRole, zhang, { name: "授权专员", permissions: ["role_manage", "user_view"] }));
    await call(organisationCalls.setMemberRoles, zhang, { memberId: approver.userId, roleIds: [manager.id] });
    const target = await memberIdOf("13900000110");
    expectFailure(
      await call(organisationCalls.setMemberRoles, approver, { memberId: target, roleIds: [await roleIdOf(ids.contractor, "财务")] }),
      403,
      /没有的权限/,
    );
    expectFailure(await call(organisationCalls.setMemberRoles, approver, { memberId: target, roleIds: [await roleIdOf(ids.contractor, "管理员")] }), 403);
    // Nor may they widen the very role they hold.
    expectFailure(await call(organisationCalls.saveRole, approver, { id: manager.id, name: "授权专员", permissions: ["role_manage", "user_view"] }), 403);
    expectFailure(await call(organisationCalls.saveRole, approver, { name: "越权角色", permissions: ["order_pay"] }), 403, /没有的权限/);
    // Within what they hold, it works.
    expect((await call(organisationCalls.saveRole, approver, { name: "只读", permissions: ["user_view"] })).json()).toMatchObject({ code: 200 });
  });

  it("keeps at least one administrator", async () => {
    const wang = await memberIdOf("13900000101");
    // Two admins (张建国, 王立新): taking 王立新's admin away is fine, then he is the plain member he asked to be.
    expect((await call(organisationCalls.setMemberRoles, zhang, { memberId: wang, roleIds: [] })).json()).toMatchObject({ code: 200 });
    const wangSession = await login(t, "13900000101", ids.contractor);
    // Now 张建国 is the only administrator: 王立新 cannot remove him (not an admin) and he cannot be demoted by anyone.
    expectFailure(await call(organisationCalls.removeMember, wangSession, { memberId: zhang.userId }), 403);
    // Restore 王立新 as administrator for later tests.
    await call(organisationCalls.setMemberRoles, zhang, { memberId: wang, roleIds: [await roleIdOf(ids.contractor, "管理员")] });
    const roles = dataOf<{ name: string; memberCount: number }[]>(await call(organisationCalls.roleList, zhang));
    expect(roles.find((r) => r.name === "管理员")?.memberCount).toBe(2);
  });
});

describe("removing members and transferring the administrator", () => {
  it("removes a member, who then may no longer act for the business", async () => {
    const leaving = await login(t, "13900000111", ids.contractor);
    expect((await call(organisationCalls.removeMember, zhang, { memberId: leaving.userId })).json()).toMatchObject({ code: 200 });
    expectFailure(await call(organisationCalls.myPermissions, leaving), 403);
    expectFailure(await call(organisationCalls.removeMember, zhang, { memberId: leaving.userId }), 404);
  });

  it("refuses removing oneself, and changing one's own administrator role (so a business always keeps one)", async () => {
    expectFailure(await call(organisationCalls.removeMember, zhang, { memberId: zhang.userId }), 400, /不能移除自己/);
    // 李晓梅 is the steel company's only administrator; a second member there cannot remove her.
    const steelAdmin = await login(t, "13800000002");
    expectFailure(await call(organisationCalls.setMemberRoles, steelAdmin, { memberId: steelAdmin.userId, roleIds: [] }), 403);
  });

  it("transfers the administrator: the new one administers, the old one no longer", async () => {
    const trading = await login(t, "13800000001", ids.trading);
    const zhu = await memberIdOf("13900000201");
    expect((await call(organisationCalls.transferAdmin, trading, { memberId: zhu })).json()).toMatchObject({ code: 200, msg: "管理员已转让" });
    expect(dataOf<{ admin: boolean }>(await call(organisationCalls.myPermissions, trading)).admin).toBe(false);
    const zhuSession = await login(t, "13900000201", ids.trading);
    expect(dataOf<{ admin: boolean }>(await call(organisationCalls.myPermissions, zhuSession)).admin).toBe(true);
    expectFailure(await call(organisationCalls.transferAdmin, trading, { memberId: zhu }), 403);
  });
});

describe("invitations", () => {
  it("invites a registered phone: a notice and a text reach them, they see it, accept, and hold the roles", async () => {
    const li = await login(t, "13800000002");
    const approverRole = await roleIdOf(ids.contractor, "审批人");
    // The seed's open invitation to 李晓梅 blocks a second one.
    expectFailure(await call(organisationCalls.invite, zhang, { phone: "13800000002", roleIds: [approverRole] }), 400, /请勿重复邀请/);
    const mine = dataOf<{ id: number; businessName: string; roleNames: string[]; status: string }[]>(await call(organisationCalls.myInvitations, li));
    const invitation = mine.find((i) => i.businessName === "吉林宏远建设工程有限公司");
    expect(invitation).toMatchObject({ roleNames: ["报价员"], status: "pending" });
    const notice = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, li.userId), eq(notices.optId, invitation?.id ?? 0)));
    expect(notice[0]).toMatchObject({ title: "企业成员邀请", jumpUrl: "/user/notice/invitationInfo?id=" });

    // Another member cannot answer it.
    expectFailure(await call(organisationCalls.answerInvitation, buyer, { id: invitation?.id, accept: true }), 404);
    const answered = await call(organisationCalls.answerInvitation, li, { id: invitation?.id, accept: true });
    expect(answered.json()).toMatchObject({ code: 200, data: { businessId: ids.contractor, status: "accepted" } });
    expectFailure(await call(organisationCalls.answerInvitation, li, { id: invitation?.id, accept: false }), 400, /已处理/);

    const inContractor = await login(t, "13800000002", ids.contractor);
    expect(dataOf<{ permissions: string[] }>(await call(organisationCalls.myPermissions, inContractor)).permissions).toEqual(["user_view", "quote_submit"]);
    const businessesOfLi = dataOf<{ businessId: number }[]>(await call(memberCalls.businessList, li));
    expect(businessesOfLi.map((b) => b.businessId)).toContain(ids.contractor);
    expectFailure(await call(organisationCalls.invite, zhang, { phone: "13800000002", roleIds: [] }), 400, /已是本企业成员/);
  });

  it("invites an unregistered phone; the business lists it masked; it can be revoked, and a new one sent after", async () => {
    const quoter = await roleIdOf(ids.contractor, "报价员");
    const sent = await call(organisationCalls.invite, zhang, { phone: "13700000088", roleIds: [quoter] });
    const invitation = dataOf<{ id: number; phone: string; roleNames: string[] }>(sent);
    expect(invitation).toMatchObject({ phone: "13700000088", roleNames: ["报价员"] });
    const listed = dataOf<{ id: number; phone: string; status: string }[]>(await call(organisationCalls.businessInvitations, zhang));
    expect(listed.find((i) => i.id === invitation.id)).toMatchObject({ phone: "137****0088", status: "pending" });
    expect((await call(organisationCalls.revokeInvitation, zhang, { id: invitation.id })).json()).toMatchObject({ code: 200 });
    expectFailure(await call(organisationCalls.revokeInvitation, zhang, { id: invitation.id }), 404);
    expect((await call(organisationCalls.invite, zhang, { phone: "13700000088", roleIds: [] })).json()).toMatchObject({ code: 200 });
  });

  it("refuses bad phones and foreign roles, and writes nothing then", async () => {
    const before = await rowCount(t.database.db, businessInvitations);
    // Too short, ten digits, twelve digits, no mobile prefix: each a 400 that says what a phone is.
    for (const phone of ["12345", "1370000009", "137000000999", "23700000099", "1370000009a"])
      expectFailure(await call(organisationCalls.invite, zhang, { phone, roleIds: [] }), 400, /11位手机号/);
    expectFailure(await call(organisationCalls.invite, zhang, { phone: "13700000099", roleIds: [await roleIdOf(ids.steel, "财务")] }), 404);
    expect(await rowCount(t.database.db, businessInvitations)).toBe(before);
  });

  it("declining closes the invitation without a membership", async () => {
    const quoter = await roleIdOf(ids.contractor, "报价员");
    await call(organisationCalls.invite, zhang, { phone: "13900000201", roleIds: [quoter] });
    const zhu = await login(t, "13900000201");
    const [open] = dataOf<{ id: number }[]>(await call(organisationCalls.myInvitations, zhu));
    expect((await call(organisationCalls.answerInvitation, zhu, { id: open?.id, accept: false })).json()).toMatchObject({ data: { status: "declined" } });
    const membership = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.memberId, zhu.userId), eq(memberships.businessId, ids.contractor)));
    expect(membership).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(memberRoles)
        .where(and(eq(memberRoles.memberId, zhu.userId), eq(memberRoles.businessId, ids.contractor))),
    ).toEqual([]);
  });
});
