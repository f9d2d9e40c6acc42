import { memberCalls, noticeCalls, organisationCalls, personalCenterCalls, requestHeaders, vipCalls } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractCalls, demoBusinessIds, expectFailure, type LoggedIn, login } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// The member pages' one-call answers (the member frame, the personal center's tasks, both in one) must say
// exactly what the calls they stand for say, for every kind of member: an administrator, a member
// with one role, a member acting for no business, a member with an invitation waiting.
let t: TestApp;
const who: Record<"administrator" | "buyer" | "noBusiness" | "invited", LoggedIn | null> = {
  administrator: null,
  buyer: null,
  noBusiness: null,
  invited: null,
};
const { call, data } = contractCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoBusinessIds(t.database.db);
  who.administrator = await login(t, "13800000001", ids.contractor);
  who.buyer = await login(t, "13900000102", ids.contractor);
  who.noBusiness = await login(t, "13800000001");
  // 李晓梅 has the seed's open invitation to the contractor.
  who.invited = await login(t, "13800000002", ids.steel);
});

afterAll(() => t.close());

const members = () => Object.entries(who).map(([name, member]) => [name, member as LoggedIn] as const);

describe("the member frame (memberInfo/frame)", () => {
  it.each(["administrator", "buyer", "noBusiness", "invited"] as const)(
    "says what userInfo, companyInfo, platfromMenus and permissions say, for the %s",
    async (name) => {
      const member = members().find(([n]) => n === name)?.[1] as LoggedIn;
      const frame = await data(memberCalls.memberFrame, member);
      expect(frame.user).toEqual(await data(memberCalls.userInfo, member));
      const company = (await call(memberCalls.companyInfo, member)).json() as { success: boolean; data: unknown };
      expect(frame.company).toEqual(company.success ? company.data : null);
      if (frame.company) {
        expect(frame.menus).toEqual(await data(memberCalls.platformMenus, member));
        expect(frame.access).toEqual(await data(organisationCalls.myPermissions, member));
      } else {
        expect(frame.menus).toEqual([]);
        expect(frame.access).toEqual({ admin: false, permissions: [], roleNames: [] });
      }
    },
  );

  it("differs between an administrator and a 采购员 of one business", async () => {
    const administrator = await data(memberCalls.memberFrame, who.administrator as LoggedIn);
    const buyer = await data(memberCalls.memberFrame, who.buyer as LoggedIn);
    expect(administrator.access.roleNames).toEqual(["管理员"]);
    expect(buyer.access).toEqual({ admin: false, permissions: ["user_view", "inquiry_create", "tender_manage"], roleNames: ["采购员"] });
    expect(JSON.stringify(buyer.menus).length).toBeLessThan(JSON.stringify(administrator.menus).length);
  });

  it("refuses a visitor and a made-up token", async () => {
    expectFailure(await call(memberCalls.memberFrame, null), 401);
    expectFailure(await call(memberCalls.memberFrame, { ...(who.buyer as LoggedIn), headers: { [requestHeaders.platformToken]: "Bearer forged" } }), 401);
  });
});

describe("the personal center's tasks (memberInfo/tasks)", () => {
  it.each(["administrator", "buyer", "noBusiness", "invited"] as const)(
    "says what the invitations, the unread count and the VIP call say, for the %s",
    async (name) => {
      const member = members().find(([n]) => n === name)?.[1] as LoggedIn;
      const tasks = await data(personalCenterCalls.tasks, member);
      const invitations = await data(organisationCalls.myInvitations, member);
      expect(tasks.invitations).toEqual(invitations.filter((i) => i.status === "pending").map((i) => ({ id: i.id, businessName: i.businessName })));
      expect(tasks.unread).toBe(await data(noticeCalls.noReadCount, member));
      const vip = (await call(vipCalls.membership, member)).json() as { success: boolean; data: unknown };
      expect(tasks.membership).toEqual(vip.success ? vip.data : null);
    },
  );

  it("shows 李晓梅 her waiting invitation", async () => {
    const tasks = await data(personalCenterCalls.tasks, who.invited as LoggedIn);
    expect(tasks.invitations.map((i) => i.businessName)).toContain("吉林宏远建设工程有限公司");
  });

  it("refuses a visitor", async () => {
    expectFailure(await call(personalCenterCalls.tasks, null), 401);
  });
});

describe("the personal center in one call (memberInfo/center)", () => {
  it.each(["administrator", "buyer", "noBusiness", "invited"] as const)("is the frame and the tasks, for the %s", async (name) => {
    const member = members().find(([n]) => n === name)?.[1] as LoggedIn;
    const center = await data(personalCenterCalls.center, member);
    expect(center.frame).toEqual(await data(memberCalls.memberFrame, member));
    expect(center.tasks).toEqual(await data(personalCenterCalls.tasks, member));
  });

  it("refuses a visitor and a made-up token", async () => {
    expectFailure(await call(personalCenterCalls.center, null), 401);
    expectFailure(await call(personalCenterCalls.center, { ...(who.buyer as LoggedIn), headers: { [requestHeaders.platformToken]: "Bearer forged" } }), 401);
  });
});
