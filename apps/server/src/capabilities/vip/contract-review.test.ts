import { operatorCalls, vipContractReviewCalls } from "@cidp/api-client/contract";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../platform/notice/schema.ts";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { businessIdOf, contractCalls, expectFailure, type LoggedIn, login, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { vipGrants, vipPlans } from "./schema.ts";

// 免费合同审查: 企业VIP's two reviews per membership period, counted in the database; the platform's
// legal staff take each on and answer it in the back office.

let t: TestApp;
/** 张建国 acting for 长春鼎盛 (a yearly VIP, switched to 企业VIP below) and for 吉林宏远 (no VIP). */
let dingsheng: LoggedIn;
let hongyuan: LoggedIn;
let finance: StaffSession;
let colleague: StaffSession;
let agent: StaffSession;
let dingshengId: number;
const { answer, data } = contractCalls(() => t);

const contract = async (who: LoggedIn, name = "长春新区产业园一期土建工程施工总承包合同") => ({
  contractName: name,
  contractType: "施工总承包合同",
  counterparty: "长春新区发展集团有限公司",
  amountYuan: 86_500_000,
  focus: "请重点审查工期顺延、设计变更计价与价款调整、质量保修金返还及违约责任条款。",
  fileIds: [await storedUpload(t.database.db, who.userId, "施工总承包合同（送审稿）.pdf")],
});

/** Makes 长春鼎盛's running period one of `code`'s plan. */
async function planOfRunningPeriod(code: "yearly" | "enterprise") {
  const db = t.database.db;
  const [plan] = await db.select({ id: vipPlans.id }).from(vipPlans).where(eq(vipPlans.code, code));
  await db
    .update(vipGrants)
    .set({ planId: plan?.id ?? 0 })
    .where(and(eq(vipGrants.businessId, dingshengId), gt(vipGrants.endsAt, new Date())));
}

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  dingshengId = await businessIdOf(t.database.db, "91220104MA17B8RT2H");
  dingsheng = await login(t, "13800000001", dingshengId);
  hongyuan = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  const enrol = (username: string, role: "财务" | "管理员" | "客服", displayName: string) =>
    enrolStaff(t.app, t.database.db, { username, role, displayName }, () => new Date());
  finance = await enrol("legal_wang", "财务", "王律师");
  colleague = await enrol("legal_chen", "管理员", "陈律师");
  agent = await enrol("cs_zhao", "客服", "赵客服");
}, 60_000);
afterAll(() => t.close());

describe("the allowance", () => {
  it("is not a yearly VIP's or a business without VIP's, and says which plan gives it", async () => {
    expect((await data(vipContractReviewCalls.contractReviews, dingsheng, { current: 1, size: 10 })).allowance).toMatchObject({
      planName: "年度VIP会员",
      allowance: 0,
    });
    for (const who of [dingsheng, hongyuan]) {
      const refused = await answer(vipContractReviewCalls.contractReviewSubmit, who, await contract(who));
      expectFailure(refused, 403, /免费合同审查为企业VIP会员权益.*请在VIP会员页开通企业VIP/);
    }
  });

  it("gives 企业VIP two reviews a period, never a third even when asked at once, and a withdrawn one comes back", async () => {
    await planOfRunningPeriod("enterprise");
    const shelf = await data(vipContractReviewCalls.contractReviews, dingsheng, { current: 1, size: 10 });
    expect(shelf.allowance).toMatchObject({ planName: "企业VIP会员", allowance: 2, used: 0 });
    expect(shelf.allowance.periodEnd).toMatch(/^\d{4}-\d{2}-\d{2} /);

    const bodies = await Promise.all([1, 2, 3].map((n) => contract(dingsheng, `钢结构厂房专业分包合同（第${n}版）`)));
    const answers = await Promise.all(bodies.map((body) => answer(vipContractReviewCalls.contractReviewSubmit, dingsheng, body)));
    expect(answers.filter((a) => a.success)).toHaveLength(2);
    const refused = answers.find((a) => !a.success);
    if (!refused) throw new Error("the third submission was taken");
    expectFailure(refused, 400, /本会员期的2次免费合同审查已用完/);

    const after = await data(vipContractReviewCalls.contractReviews, dingsheng, { current: 1, size: 10 });
    expect(after.allowance.used).toBe(2);
    expect(after.records).toHaveLength(2);
    expect(after.records[0]).toMatchObject({ state: "submitted", stateLabel: "待受理", submitterName: "张建国", amountYuan: 86_500_000 });
    expect(after.records[0]?.files[0]?.name).toBe("施工总承包合同（送审稿）.pdf");

    const first = after.records[1]?.id ?? 0;
    expect((await answer(vipContractReviewCalls.contractReviewWithdraw, dingsheng, { id: first })).msg).toBe("已撤回，本次额度已退回");
    expect((await data(vipContractReviewCalls.contractReviews, dingsheng, { current: 1, size: 10 })).allowance.used).toBe(1);
    expectFailure(await answer(vipContractReviewCalls.contractReviewWithdraw, dingsheng, { id: first }), 400, /已撤回，不能撤回/);
    // Another business's review is not this one's to withdraw.
    expectFailure(await answer(vipContractReviewCalls.contractReviewWithdraw, hongyuan, { id: after.records[0]?.id }), 404, /合同审查不存在/);
  });

  it("refuses a form without what the lawyers need, and files that are not the member's own, writing nothing", async () => {
    const body = await contract(dingsheng);
    expectFailure(await answer(vipContractReviewCalls.contractReviewSubmit, dingsheng, { ...body, fileIds: [] }), 400, /请上传合同文本/);
    expectFailure(await answer(vipContractReviewCalls.contractReviewSubmit, dingsheng, { ...body, focus: "看看" }), 400, /审查重点至少10个字/);
    expectFailure(await answer(vipContractReviewCalls.contractReviewSubmit, dingsheng, { ...body, contractType: "买卖" }), 400, /请选择合同类型/);
    const others = await login(t, "13800000002");
    const foreign = await storedUpload(t.database.db, others.userId, "别人的合同.pdf");
    expectFailure(await answer(vipContractReviewCalls.contractReviewSubmit, dingsheng, { ...body, fileIds: [foreign] }), 400, /合同文件无效，请重新上传/);
    expect((await data(vipContractReviewCalls.contractReviews, dingsheng, { current: 1, size: 10 })).allowance.used).toBe(1);
  });
});

describe("the back office", () => {
  it("lets the legal staff take a review on and answer it, tells the submitter, and keeps others out", async () => {
    expect(refusalOf(await staffCall(t.app, operatorCalls.contractReviewQueue, { current: 1, size: 20, state: "open" }, agent)).status).toBe(403);
    const queue = await staffData(t.app, operatorCalls.contractReviewQueue, { current: 1, size: 20, state: "open" }, finance);
    const line = queue.records.find((r) => r.companyName === "长春鼎盛建材贸易有限公司");
    expect(line).toMatchObject({ state: "submitted", submitterName: "张建国" });
    const id = line?.id ?? 0;

    const detail = await staffData(t.app, operatorCalls.contractReviewDetail, { id }, finance);
    expect(detail.submitterPhone).toBe("13800000001");
    expect(detail.files[0]?.link).toMatch(/^\/api\//);

    // An opinion before it is taken on, then by someone other than who took it, is refused.
    expect(refusalOf(await staffCall(t.app, operatorCalls.contractReviewOpinion, { id, opinion: "x".repeat(30) }, finance))).toMatchObject({ status: 400 });
    expect((await staffCall(t.app, operatorCalls.contractReviewAccept, { id }, finance)).statusCode).toBe(200);
    expect(refusalOf(await staffCall(t.app, operatorCalls.contractReviewAccept, { id }, colleague))).toMatchObject({
      status: 400,
      msg: /审查中，不能进行此操作/,
    });
    expect(refusalOf(await staffCall(t.app, operatorCalls.contractReviewOpinion, { id, opinion: "y".repeat(30) }, colleague))).toMatchObject({
      status: 403,
      msg: "该合同审查由王律师受理，请由受理人出具意见",
    });
    expect(refusalOf(await staffCall(t.app, operatorCalls.contractReviewOpinion, { id, opinion: "条款基本完整" }, finance))).toMatchObject({
      status: 400,
      msg: /审查意见至少20个字/,
    });
    // Taken on, it can no longer be withdrawn.
    expectFailure(await answer(vipContractReviewCalls.contractReviewWithdraw, dingsheng, { id }), 400, /审查中，不能撤回/);

    const opinion =
      "一、第8条工期顺延仅约定不可抗力，建议补充发包人原因导致停工的顺延与费用补偿；二、第15条价款调整未约定主材价格波动幅度，建议约定超过±5%部分据实调整。";
    expect((await staffCall(t.app, operatorCalls.contractReviewOpinion, { id, opinion }, finance)).statusCode).toBe(200);
    const mine = await data(vipContractReviewCalls.contractReviews, dingsheng, { current: 1, size: 10 });
    expect(mine.records.find((r) => r.id === id)).toMatchObject({ state: "done", stateLabel: "已出具意见", reviewerName: "王律师", opinion });
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, dingsheng.userId), eq(notices.title, "合同审查意见已出具")));
    expect(notice?.jumpUrl).toBe("/user/vip/contract-review");
    const done = await staffData(t.app, operatorCalls.contractReviewQueue, { current: 1, size: 20, state: "done" }, finance);
    expect(done.records.map((r) => r.id)).toContain(id);
    await planOfRunningPeriod("yearly");
  });
});
