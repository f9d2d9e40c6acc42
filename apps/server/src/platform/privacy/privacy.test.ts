import { bankCardCalls, memberCalls, privacyCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractCalls, dataOf, expectFailure, login, movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { chatUsers } from "../chat/schema.ts";
import { members, memberships } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { uploadResources } from "../upload/schema.ts";
import { DELETED_MEMBER_NAME } from "./account-data-records.ts";
import { completeDueDeletions } from "./deletion.ts";
import { accountDeletions } from "./schema.ts";

let t: TestApp;
const clock = movableClock();

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
});

afterAll(() => t.close());

const { call } = contractCalls(() => t);

describe("consents", () => {
  it("shows the agreements accepted at registration and each separate consent, withheld until given", async () => {
    const zhang = await login(t, "13800000001");
    const overview = dataOf<{
      agreements: { name: string; version: string }[];
      consents: { purpose: string; granted: boolean; changeTime: string | null }[];
      deletion: null;
    }>(await call(privacyCalls.overview, zhang));
    expect(overview.agreements.map((a) => [a.name, a.version])).toEqual([
      ["用户协议", "2024-08-01"],
      ["隐私政策", "2024-08-01"],
    ]);
    expect(overview.consents.map((c) => [c.purpose, c.granted, c.changeTime])).toEqual([
      ["marketing", false, null],
      ["recommendation", false, null],
      ["partner_sharing", false, null],
    ]);
    expect(overview.deletion).toBeNull();
  });

  it("gives and revokes a consent, recording when", async () => {
    const zhang = await login(t, "13800000001");
    expect((await call(privacyCalls.setConsent, zhang, { purpose: "marketing", granted: true })).json()).toMatchObject({ msg: "已授权" });
    expect((await call(privacyCalls.setConsent, zhang, { purpose: "marketing", granted: false })).json()).toMatchObject({ msg: "已撤回授权" });
    const overview = dataOf<{ consents: { purpose: string; granted: boolean; changeTime: string | null }[] }>(await call(privacyCalls.overview, zhang));
    expect(overview.consents[0]).toMatchObject({ purpose: "marketing", granted: false });
    expect(overview.consents[0]?.changeTime).toMatch(/^\d{4}-/);
    expectFailure(await call(privacyCalls.setConsent, zhang, { purpose: "sell_my_data", granted: true }), 400, /不支持的授权事项/);
  });
});

describe("a copy of the member's data", () => {
  it("holds their profile, businesses with roles, cards (last four only), consents, notices and log-ins — and nobody else's", async () => {
    // 吴静, 财务 of 吉林宏远: she pays, so she binds a card of her own.
    const buyer = await login(t, "13900000105");
    await call(bankCardCalls.bind, buyer, { kind: "personal", cardNumber: "6222021000123456781", holderName: "吴静" });
    // A file she uploaded, and one a colleague did.
    for (const [createdBy, fileName] of [
      [buyer.userId, "询价单.pdf"],
      [buyer.userId + 1, "别人的.pdf"],
    ] as const)
      await t.database.db.insert(uploadResources).values({
        md5: `${fileName.length}`.padEnd(32, "a"),
        size: 10,
        fileName,
        extName: "pdf",
        objectKey: `t/${fileName}`,
        bucket: "cidp",
        createdBy,
        status: "complete",
      });
    const copy = dataOf<Record<string, unknown>>(await call(privacyCalls.exportData, buyer));
    expect(copy.profile).toMatchObject({ realName: "吴静", phone: "13900000105" });
    expect(copy.businesses).toEqual([expect.objectContaining({ name: "吉林宏远建设工程有限公司", administrator: false, roles: ["财务"] })]);
    expect(copy.bankCards).toEqual([expect.objectContaining({ bank: "工商银行", last4: "6781" })]);
    expect(JSON.stringify(copy)).not.toContain("6222021000123456781");
    expect((copy.logins as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(copy)).not.toContain("张建国");
    expect(copy.files).toEqual([expect.objectContaining({ fileName: "询价单.pdf", size: 10, link: expect.stringMatching(/\/file\/\d+\?.*d=attachment/) })]);
  });
});

describe("account deletion (注销)", () => {
  it("asks for the login password, waits out the cooling-off period, can be cancelled, then erases and anonymises", async () => {
    const member = await login(t, "13900000104");
    expectFailure(await call(privacyCalls.requestDeletion, member, { password: "wrong-password" }), 400, /登录密码错误/);
    const asked = await call(privacyCalls.requestDeletion, member, { password: "Demo@123456" });
    expect(asked.json()).toMatchObject({ code: 200, msg: expect.stringContaining("15天后生效") });
    expectFailure(await call(privacyCalls.requestDeletion, member, { password: "Demo@123456" }), 400, /已提交注销申请/);

    // Cancelled, nothing happens even after the period.
    expect((await call(privacyCalls.cancelDeletion, member)).json()).toMatchObject({ code: 200 });
    expectFailure(await call(privacyCalls.cancelDeletion, member), 400, /没有待生效/);
    clock.advance(16 * 86_400_000);
    expect(await completeDueDeletions(t.database.db, clock.now())).toBe(0);

    // Asked again: still the member on day 14, erased after day 15.
    const again = await login(t, "13900000104");
    await call(privacyCalls.requestDeletion, again, { password: "Demo@123456" });
    const memberId = member.userId;
    clock.advance(14 * 86_400_000);
    expect(await completeDueDeletions(t.database.db, clock.now())).toBe(0);
    const stillHere = await login(t, "13900000104");
    clock.advance(2 * 86_400_000);
    expect(await completeDueDeletions(t.database.db, clock.now())).toBe(1);

    const [row] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({ realName: DELETED_MEMBER_NAME, payPasswordHash: null, avatar: "" });
    expect(row?.phone).toMatch(/^0\d{10}$/);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.memberId, memberId))).toEqual([]);
    expect(await t.database.db.select().from(notices).where(eq(notices.memberId, memberId))).toEqual([]);
    const [chat] = await t.database.db.select().from(chatUsers).where(eq(chatUsers.memberId, memberId));
    if (chat) expect(chat.name).toBe(DELETED_MEMBER_NAME);
    const [done] = await t.database.db.select().from(accountDeletions).where(eq(accountDeletions.memberId, memberId));
    expect(done?.completedAt).not.toBeNull();
    // The session is gone, and neither the phone nor the password logs in any more.
    expectFailure(await call(memberCalls.userInfo, stillHere), 401);
    const relogin = await t.app.inject({ method: "POST", url: memberCalls.oauthToken.path, payload: { phone: "13900000104", password: "Demo@123456" } });
    expect((relogin.json() as { code: number }).code).not.toBe(200);
  });

  it("refuses the only administrator of a business that has other members", async () => {
    const li = await login(t, "13800000002");
    // 李晓梅 is the steel company's only member: she may leave.
    expect((await call(privacyCalls.requestDeletion, li, { password: "Demo@123456" })).json()).toMatchObject({ code: 200 });
    await call(privacyCalls.cancelDeletion, li);
    // 张建国 is one of two administrators of the contractor, but the machinery company's member only; the trading company's only admin.
    const zhang = await login(t, "13800000001");
    expectFailure(await call(privacyCalls.requestDeletion, zhang, { password: "Demo@123456" }), 400, /唯一的管理员/);
  });

  it("refuses a visitor with 401", async () => {
    expectFailure(await t.app.inject({ method: "GET", url: privacyCalls.exportData.path }), 401);
  });
});
