import { bankCardCalls, certificationCalls, operatorCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { bankCards } from "../bankcard/schema.ts";
import { corporateCertifications } from "../certification/schema.ts";
import { businesses } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { operatorAudit } from "../operator/schema.ts";

// 认证打款 in the production way (CERTIFICATION_DEPOSIT=finance): the submission chooses the amount
// but sends nothing; the member cannot confirm until finance has transferred it and marked it sent
// in the back office; then the usual check and review follow.

const machinery = "吉林省安泰机械设备租赁有限公司";
const accountNumber = "0710012000001234";

let t: TestApp;
let admin: LoggedIn; // 刘振东, administrator of the uncertified machinery company
let finance: StaffSession;
let administrator: StaffSession;
let reviewer: StaffSession;
let agent: StaffSession;
let machineryId: number;
const { call } = contractCalls(() => t);

const image = () => storedUpload(t.database.db, admin.userId, "photo.jpg", 1000);

async function submit(): Promise<number> {
  const submitted = await call(certificationCalls.submitCorporate, admin, {
    companyName: machinery,
    creditCode: "91220200MA0Y6C9P7R",
    legalRepresentative: "刘振东",
    licenseResourceId: await image(),
    authorizationResourceId: await image(),
    bankName: "吉林银行长春分行",
    accountNumber: "0710 0120 0000 1234",
  });
  expect(submitted.json()).toMatchObject({ code: 200, msg: "已提交，平台财务将在1个工作日内向贵司对公账户打款，请留意账户明细" });
  return dataOf<{ id: number }>(submitted).id;
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(corporateCertifications).where(eq(corporateCertifications.id, id));
  if (!row) throw new Error(`no certification ${id}`);
  return row;
}

const waiting = (who: StaffSession, current = 1, size = 20) => staffData(t.app, operatorCalls.certificationDeposits, { current, size }, who);
const markSent = (id: number, bankSerial: string, who: StaffSession) => staffCall(t.app, operatorCalls.certificationDepositSent, { id, bankSerial }, who);
const amountOf = async (id: number) => ((await rowOf(id)).depositAmountCents / 100).toFixed(2);

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { certificationDeposit: "finance" });
  machineryId = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
  admin = await login(t, "13900000301", machineryId);
  const enrol = (username: string, role: "财务" | "管理员" | "认证审核" | "客服") => enrolStaff(t.app, t.database.db, { username, role }, () => new Date());
  [finance, administrator, reviewer, agent] = [
    await enrol("deposit-finance", "财务"),
    await enrol("deposit-admin", "管理员"),
    await enrol("deposit-reviewer", "认证审核"),
    await enrol("deposit-agent", "客服"),
  ];
}, 90_000);

afterAll(() => t?.close());

/** Lets the business submit again (the suite's cases each start a submission). */
async function reopen() {
  await t.database.db.update(businesses).set({ certificationState: "uncertified" }).where(eq(businesses.id, machineryId));
  await t.database.db
    .update(corporateCertifications)
    .set({ state: "rejected" })
    .where(and(eq(corporateCertifications.businessId, machineryId), eq(corporateCertifications.state, "awaiting_deposit")));
}

describe("a deposit finance has not sent yet", () => {
  it("is chosen (0.01–0.99 yuan, a reference) but not sent, and the member cannot confirm it", async () => {
    const id = await submit();
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: "awaiting_deposit", depositSentAt: null, depositSentBy: null, depositBankSerial: null });
    expect(row.depositAmountCents).toBeGreaterThanOrEqual(1);
    expect(row.depositAmountCents).toBeLessThanOrEqual(99);
    expect(row.depositReference).toMatch(/^RZ[2-9A-HJ-NP-Z]{8}$/);
    const detail = dataOf<{ state: string; depositSent: boolean }>(await call(certificationCalls.detail, admin, { kind: "corporate", id }));
    expect(detail).toMatchObject({ state: "awaiting_deposit", depositSent: false });
    // Even the right amount is refused, and nothing counts as an attempt.
    expectFailure(await call(certificationCalls.confirmDeposit, admin, { id, amount: await amountOf(id) }), 400, /平台财务尚未向贵司对公账户打款/);
    expect((await rowOf(id)).depositAttempts).toBe(0);
    await reopen();
  });
});

describe("finance marks a deposit sent", () => {
  it("lists it with the whole account for finance and 管理员 only; members and other roles are refused", async () => {
    const id = await submit();
    const listed = await waiting(finance);
    expect(listed.records.find((line) => line.kind === "certification" && line.id === id)).toEqual({
      kind: "certification",
      id,
      companyName: machinery,
      bankName: "吉林银行长春分行",
      accountNumber,
      accountName: machinery,
      amountYuan: await amountOf(id),
      reference: (await rowOf(id)).depositReference,
      submitTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await waiting(administrator)).records.some((line) => line.id === id)).toBe(true);
    for (const who of [reviewer, agent]) {
      expect((await staffCall(t.app, operatorCalls.certificationDeposits, { current: 1, size: 20 }, who)).statusCode).toBe(403);
      expect((await markSent(id, "SN-1", who)).statusCode).toBe(403);
    }
    // A member's own session is no staff session.
    const asMember = await staffCall(t.app, operatorCalls.certificationDepositSent, { id, bankSerial: "SN-1" }, null, admin.headers);
    expect(asMember.statusCode).toBe(401);
    expect((await rowOf(id)).depositSentAt).toBeNull();
    await reopen();
  });

  it("needs a well-formed serial; the mark is audited, records who and when, notifies the member; then the right amount goes to review", async () => {
    const id = await submit();
    for (const bankSerial of ["", "流水 1", "x".repeat(65)]) expect((await markSent(id, bankSerial, finance)).statusCode).toBe(400);
    expect((await markSent(2_000_000_000, "SN-404", finance)).statusCode).toBe(404);

    const done = await markSent(id, "20261129-0001", finance);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().msg).toBe(`已标记「${machinery}」的认证打款为已打款，已通知该企业确认金额`);
    const row = await rowOf(id);
    expect(row.depositSentAt).toBeInstanceOf(Date);
    expect(row.depositBankSerial).toBe("20261129-0001");
    expect(row.depositSentBy).toBeGreaterThan(0);
    expect((await waiting(finance)).records.some((line) => line.id === id)).toBe(false);

    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "certification.deposit-sent"), eq(operatorAudit.subjectId, id)));
    expect(audit).toMatchObject({ operatorId: row.depositSentBy, subjectKind: "corporate" });
    expect(JSON.stringify(audit?.detail)).toContain("20261129-0001");
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, admin.userId), eq(notices.title, "企业认证打款已发出")));
    expect(notice?.jumpUrl).toBe(`/user/standard-certification/my-detail?kind=corporate&id=${id}`);

    expect(dataOf<{ depositSent: boolean }>(await call(certificationCalls.detail, admin, { kind: "corporate", id })).depositSent).toBe(true);
    expect(dataOf<{ state: string }>(await call(certificationCalls.confirmDeposit, admin, { id, amount: await amountOf(id) })).state).toBe("pending");
    await t.database.db.update(corporateCertifications).set({ state: "rejected" }).where(eq(corporateCertifications.id, id));
    await reopen();
  });

  it("marks a deposit once: a second mark, even at the same moment, is refused saying when and with which serial", async () => {
    const id = await submit();
    const [first, second] = await Promise.all([markSent(id, "SN-A", finance), markSent(id, "SN-B", administrator)]);
    const answers = [first, second].map((answer) => answer.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const serial = (await rowOf(id)).depositBankSerial;
    const refused = refusalOf(first.statusCode === 409 ? first : second);
    expect(refused.msg).toMatch(new RegExp(`已于 .+ 标记已打款（银行流水号 ${serial}），不能重复标记`));
    expect(refusalOf(await markSent(id, "SN-C", finance))).toMatchObject({ status: 409 });
    const audits = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "certification.deposit-sent"), eq(operatorAudit.subjectId, id)));
    expect(audits).toHaveLength(1);
    await reopen();
  });

  it("pages the waiting deposits in SQL, oldest first", async () => {
    const older = await submit();
    await reopen();
    const newer = await submit();
    // Two waiting at once (a business has one at a time: the older one is put back as another's would be).
    await t.database.db
      .update(corporateCertifications)
      .set({ state: "awaiting_deposit", submittedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(corporateCertifications.id, older));
    const first = await waiting(finance, 1, 1);
    const second = await waiting(finance, 2, 1);
    expect(first).toMatchObject({ total: 2, pages: 2, current: 1, size: 1 });
    expect([...first.records, ...second.records].map((line) => line.id)).toEqual([older, newer]);
  });
});

describe("a 对公 account bound on 银行卡", () => {
  const hongyuan = "吉林宏远建设工程有限公司";

  it("waits in the same queue with its whole number; once marked sent the member reads the amount back and the account is verified", async () => {
    const zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
    const bound = await call(bankCardCalls.bind, zhang, {
      kind: "corporate",
      cardNumber: "2205 0100 1234 5678 9012",
      holderName: hongyuan,
      bankName: "吉林银行",
    });
    expect(bound.json().msg).toContain("平台财务将在1个工作日内向该对公账户打入");
    const { id } = dataOf<{ id: number }>(bound);
    const [row] = await t.database.db.select().from(bankCards).where(eq(bankCards.id, id));
    const amount = ((row?.depositAmountCents ?? 0) / 100).toFixed(2);
    expect(row?.depositReference).toMatch(/^RZ[2-9A-HJ-NP-Z]{8}$/);
    // Not sent yet: even the right amount is refused, and counts no try.
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, { id, amount }), 400, /尚未向该对公账户打款/);

    const line = (await waiting(finance, 1, 20)).records.find((record) => record.kind === "bank_card" && record.id === id);
    expect(line).toMatchObject({
      companyName: hongyuan,
      accountName: hongyuan,
      bankName: "吉林银行",
      accountNumber: "22050100123456789012",
      amountYuan: amount,
    });
    const marked = await staffCall(t.app, operatorCalls.certificationDepositSent, { id, bankSerial: "20261201-0042", kind: "bank_card" }, finance);
    expect(marked.json().msg).toBe(`已标记「${hongyuan}」对公账户的验证打款为已打款，已通知绑定人确认金额`);
    expect(
      refusalOf(await staffCall(t.app, operatorCalls.certificationDepositSent, { id, bankSerial: "20261201-0043", kind: "bank_card" }, finance)),
    ).toMatchObject({
      status: 409,
    });
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "bankcard.deposit-sent"), eq(operatorAudit.subjectId, id)));
    expect(audit?.subjectKind).toBe("bank_card");
    const [notice] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, zhang.userId), eq(notices.title, "对公账户验证打款已发出")));
    expect(notice?.jumpUrl).toBe("/user/bankcard/bankcard");
    expect((await waiting(finance, 1, 20)).records.some((record) => record.kind === "bank_card" && record.id === id)).toBe(false);

    const verified = dataOf<{ deposit: unknown; isDefault: boolean }>(await call(bankCardCalls.confirmDeposit, zhang, { id, amount }));
    expect(verified).toMatchObject({ deposit: null, isDefault: true });
    // The whole number was kept sealed only for finance: gone once verified.
    const [after] = await t.database.db.select().from(bankCards).where(eq(bankCards.id, id));
    expect(after?.accountCipher).toBeNull();
  });
});
