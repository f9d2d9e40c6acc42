import { type CallDeclaration, orderCalls, organisationCalls, procurementCalls, requestHeaders, tenderCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { businessIdOf, contractCalls, type LoggedIn, login, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { hashPassword } from "../member/password.ts";
import { businesses, members } from "../member/schema.ts";

// Until its 企业认证 is approved a business may browse, save drafts and be invited, but it may not
// publish, quote, bid or pay deposits (issue 61): one gate for every call that does one, refusing
// with 403, a message naming what was refused and why, and the reason the portal links from.

let t: TestApp;
let founder: LoggedIn;
let businessId = 0;
const { answer } = contractCalls(() => t);
const DAY = 86_400_000;
const at = (ms: number) => formatDateTime(new Date(Date.now() + ms));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(members)
    .values({ phone: "13700620001", realName: "钱立", passwordHash: await hashPassword("Demo@123456"), consentAt: new Date() });
  const fresh = await login(t, "13700620001");
  const created = await answer(organisationCalls.createBusiness, fresh, {
    name: "吉林省钱立建设工程有限公司",
    creditCode: "91220104MA1JN00070",
    legalRepresentative: "钱立",
    regionCode: "220104",
    companyType: "require",
  });
  expect(created.code, created.msg).toBe(200);
  businessId = created.data.businessId;
  founder = { ...fresh, businessId, token: created.data.token, headers: { [requestHeaders.platformToken]: `Bearer ${created.data.token}` } };
});

afterAll(() => t.close());

const setState = (state: string) => t.database.db.update(businesses).set({ certificationState: state }).where(eq(businesses.id, businessId));

/** Every call that publishes, quotes, bids or pays for the business, with an input that names nothing of it (the gate answers first). */
const gated: Array<[string, CallDeclaration, object, string]> = [
  ["publishing an inquiry sheet", procurementCalls.publish, { id: 999_999 }, "发布询价单"],
  ["approving an inquiry sheet for publication", procurementCalls.approve, { id: 999_999 }, "发布询价单"],
  ["submitting a quotation", procurementCalls.submitQuotation, { id: 999_999 }, "提交报价"],
  ["publishing a tender", tenderCalls.publish, { id: 999_999 }, "发布招标公告"],
  ["registering for a tender", tenderCalls.register, { id: 999_999 }, "报名投标"],
  ["submitting a bid", tenderCalls.submitBid, { id: 999_999 }, "递交投标文件"],
  ["proving a deposit paid offline", tenderCalls.depositProof, { id: 999_999, method: "guarantee", reference: "BH1" }, "缴纳投标保证金"],
  ["ordering a tender deposit online", orderCalls.create, { itemKind: "tender_deposit", itemId: 999_999 }, "缴纳投标保证金"],
];

const why = {
  uncertified: (action: string) => `贵企业尚未通过企业认证，暂不能${action}。请先完成企业认证`,
  pending: (action: string) => `贵企业的企业认证正在审核中，审核通过后才能${action}`,
  rejected: (action: string) => `贵企业的企业认证未通过，暂不能${action}。请按驳回原因修改后重新提交企业认证`,
} as const;

describe("the certification gate", () => {
  describe.each(["uncertified", "pending", "rejected"] as const)("while the business is %s", (state) => {
    beforeAll(() => setState(state));

    it.each(gated)("refuses %s (403, with what and why, the reason to certify and the kind)", async (_name, call, input, action) => {
      const refused = (await t.app.inject({ method: call.method as "POST", url: call.path, headers: founder.headers, payload: input })).json();
      expect(refused).toEqual({ code: 403, msg: why[state](action), data: null, success: false, reason: "certification_required", refusal: "certification" });
    });
  });

  describe("once the business is certified", () => {
    beforeAll(() => setState("certified"));

    it.each(gated)("lets %s through to the call itself", async (_name, call, input) => {
      const passed = (await t.app.inject({ method: call.method as "POST", url: call.path, headers: founder.headers, payload: input })).json() as {
        code: number;
        reason?: string;
      };
      // Past the gate the call answers for itself: nothing of that number, or the input it lacks.
      expect(passed.reason).toBeUndefined();
      expect([400, 404]).toContain(passed.code);
    });
  });

  it("lets a business not yet certified save drafts, and publish them once it is", async () => {
    await setState("uncertified");
    const sheet = await answer(procurementCalls.saveDraft, founder, {
      title: "钱立项目部钢筋采购",
      category: "物资",
      mode: "invited",
      deadline: at(2 * DAY),
      lines: [{ name: "HRB400E 螺纹钢", unit: "吨", quantityMilli: 50_000 }],
    });
    expect(sheet.code, sheet.msg).toBe(200);
    const tender = await answer(tenderCalls.saveDraft, founder, {
      title: "钱立产业园道路工程施工招标",
      mode: "public",
      sections: [{ name: "道路工程", estimateFen: 100_000_000 }],
      method: "lowest_price",
      registrationEnd: at(5 * DAY),
      bidDeadline: at(25 * DAY),
      documentFileIds: [await storedUpload(t.database.db, founder.userId, "招标文件.pdf")],
    });
    expect(tender.code, tender.msg).toBe(200);
    expect(await answer(procurementCalls.publish, founder, { id: sheet.data.id })).toMatchObject({ code: 403, reason: "certification_required" });
    expect(await answer(tenderCalls.publish, founder, { id: tender.data.id })).toMatchObject({ code: 403, reason: "certification_required" });

    await setState("certified");
    expect(await answer(procurementCalls.publish, founder, { id: sheet.data.id })).toMatchObject({ code: 200, data: { state: "quoting" } });
    expect(await answer(tenderCalls.publish, founder, { id: tender.data.id })).toMatchObject({ code: 200, data: { state: "registering" } });
  });

  it("asks for the permission first: a member without it is refused for that, whatever the certification", async () => {
    // 张建国 is a plain member of 安泰 (not certified): he may not publish there at all.
    const antai = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
    const zhang = await login(t, "13800000001", antai);
    expect(await answer(procurementCalls.publish, zhang, { id: 999_999 })).toMatchObject({
      code: 403,
      msg: "无权限执行此操作：需要「发布询价单」权限，请联系企业管理员为您分配",
    });
  });

  it("leaves what is not publishing, quoting, bidding or a deposit alone: a service package is ordered as before", async () => {
    await setState("uncertified");
    const ordered = await answer(orderCalls.create, founder, { itemKind: "service_package", itemId: 999_999 });
    expect(ordered.code).toBe(404);
  });
});
