import { certificationCalls, platformPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, rowCount, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { businesses, members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { businessRoles, memberRoles } from "../organisation/schema.ts";
import { createStoredFiles } from "../upload/stored-files.ts";
import { createCertificationReview } from "./review.ts";
import { corporateCertifications, personalCertifications, qualificationCertificates } from "./schema.ts";

// Published-style valid numbers: the check characters computed by GB 11643 and GB 32100.
const idNumber = "220102198503151237";
const creditCode = "91220200MA0Y6C9P7R";
const machinery = "吉林省安泰机械设备租赁有限公司";

let t: TestApp;
let admin: LoggedIn; // 刘振东, administrator of the uncertified machinery company
let member: LoggedIn; // 张建国 acting for the machinery company, without certification_manage
let other: LoggedIn; // 李晓梅, another business
let machineryId: number;

const { call } = contractCalls(() => t);

/** A verified image the member uploaded (the upload engine's row, as its callback leaves it). */
const image = (who: LoggedIn, name = "photo.jpg") => storedUpload(t.database.db, who.userId, name, 1000);

const review = () =>
  createCertificationReview(t.database.db, {
    files: createStoredFiles(t.database.db, "test-secret"),
    idNumbers: { seal: (s) => s, open: (s) => s },
    accounts: { seal: (s) => s, open: (s) => s },
  });

beforeAll(async () => {
  t = await createTestApp();
  machineryId = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
  admin = await login(t, "13900000301", machineryId);
  member = await login(t, "13800000001", machineryId);
  other = await login(t, "13800000002");
});

afterAll(() => t.close());

describe("personal certification", () => {
  it("refuses a wrong check digit, a bad date, someone else's photo, and writes nothing", async () => {
    const before = await rowCount(t.database.db, personalCertifications);
    const front = await image(admin);
    const back = await image(admin);
    const theirs = await image(other);
    expectFailure(
      await call(certificationCalls.submitPersonal, admin, {
        realName: "刘振东",
        idNumber: "220102198503151238",
        frontResourceId: front,
        backResourceId: back,
      }),
      400,
      /校验/,
    );
    expectFailure(
      await call(certificationCalls.submitPersonal, admin, {
        realName: "刘振东",
        idNumber: "22010219850231123X",
        frontResourceId: front,
        backResourceId: back,
      }),
      400,
    );
    expectFailure(
      await call(certificationCalls.submitPersonal, admin, { realName: "刘振东", idNumber, frontResourceId: theirs, backResourceId: back }),
      400,
      /人像面/,
    );
    expectFailure(
      await call(certificationCalls.submitPersonal, admin, { realName: "", idNumber, frontResourceId: front, backResourceId: back }),
      400,
      /真实姓名/,
    );
    expect(await rowCount(t.database.db, personalCertifications)).toBe(before);
  });

  it("submits, shows the masked number, refuses a second submission while it waits, and an approval makes the certified name the member's", async () => {
    const submitted = dataOf<{ id: number }>(
      await call(certificationCalls.submitPersonal, admin, {
        realName: "刘振东",
        idNumber,
        frontResourceId: await image(admin),
        backResourceId: await image(admin),
      }),
    );
    const [row] = await t.database.db.select().from(personalCertifications).where(eq(personalCertifications.id, submitted.id));
    expect(row?.idNumberCipher).not.toContain(idNumber);
    const overview = dataOf<{ personal: { state: string; idNumberMasked: string; materials: unknown[] } }>(await call(certificationCalls.overview, admin));
    expect(overview.personal).toMatchObject({ state: "pending", idNumberMasked: "220102********1237" });
    expect(overview.personal.materials).toHaveLength(2);
    expectFailure(
      await call(certificationCalls.submitPersonal, admin, {
        realName: "刘振东",
        idNumber,
        frontResourceId: await image(admin),
        backResourceId: await image(admin),
      }),
      400,
      /审核中/,
    );
    // Another member cannot read it.
    expectFailure(await call(certificationCalls.detail, other, { kind: "personal", id: submitted.id }), 404);

    expect(await review().decide("personal", submitted.id, 1, { approve: true })).toBe(true);
    expect(await review().decide("personal", submitted.id, 1, { approve: true })).toBe(false);
    const [person] = await t.database.db.select().from(members).where(eq(members.phone, "13900000301"));
    expect(person?.realName).toBe("刘振东");
    expect(dataOf<{ state: string }>(await call(certificationCalls.detail, admin, { kind: "personal", id: submitted.id })).state).toBe("certified");
    const [notice] = await t.database.db.select().from(notices).where(eq(notices.memberId, admin.userId)).orderBy(notices.id);
    expect(notice).toBeDefined();
  });
});

describe("corporate certification with the 对公小额打款 check", () => {
  const form = async (who: LoggedIn, overrides: Record<string, unknown> = {}) => ({
    companyName: machinery,
    creditCode,
    legalRepresentative: "刘振东",
    licenseResourceId: await image(who),
    authorizationResourceId: await image(who),
    bankName: "吉林银行",
    accountNumber: "0710 0120 0000 1234",
    ...overrides,
  });

  it("needs certification_manage, a valid credit code, the company's own name and an unused code; writes nothing when refused", async () => {
    const before = await rowCount(t.database.db, corporateCertifications);
    expectFailure(await call(certificationCalls.submitCorporate, member, await form(member)), 403);
    expectFailure(await call(certificationCalls.submitCorporate, admin, await form(admin, { creditCode: "91220200MA0Y6C9P7D" })), 400, /校验/);
    expectFailure(await call(certificationCalls.submitCorporate, admin, await form(admin, { companyName: "别的公司" })), 400, /须与当前企业/);
    const [taken] = await t.database.db.select().from(businesses).where(eq(businesses.name, "吉林宏远建设工程有限公司"));
    await t.database.db
      .update(businesses)
      .set({ creditCode: "91220101MA14XKQ355" })
      .where(eq(businesses.id, taken?.id ?? 0));
    expectFailure(await call(certificationCalls.submitCorporate, admin, await form(admin, { creditCode: "91220101MA14XKQ355" })), 400, /其他企业/);
    await t.database.db
      .update(businesses)
      .set({ creditCode: "91220101MA14XKQ355" })
      .where(eq(businesses.id, taken?.id ?? 0));
    expectFailure(await call(certificationCalls.submitCorporate, admin, await form(admin, { accountNumber: "12ab" })), 400, /对公账号/);
    expect(await rowCount(t.database.db, corporateCertifications)).toBe(before);
  });

  it("sends an amount, counts wrong answers, and refuses the submission after three", async () => {
    const submitted = await call(certificationCalls.submitCorporate, admin, await form(admin));
    expect(submitted.json(), submitted.body).toMatchObject({ code: 200 });
    const { id } = dataOf<{ id: number }>(submitted);
    const [row] = await t.database.db.select().from(corporateCertifications).where(eq(corporateCertifications.id, id));
    expect(row?.accountCipher).not.toContain("07100120");
    const wrong = (((row?.depositAmountCents ?? 0) % 99) + 1) / 100;
    expectFailure(await call(certificationCalls.confirmDeposit, admin, { id, amount: wrong.toFixed(2) }), 400, /还可尝试2次/);
    expectFailure(await call(certificationCalls.confirmDeposit, admin, { id, amount: wrong.toFixed(2) }), 400, /还可尝试1次/);
    expectFailure(await call(certificationCalls.confirmDeposit, admin, { id, amount: wrong.toFixed(2) }), 400, /3次验证不正确/);
    const detail = dataOf<{ state: string; rejectReason: string }>(await call(certificationCalls.detail, admin, { kind: "corporate", id }));
    expect(detail.state).toBe("rejected");
    const [company] = await t.database.db.select().from(businesses).where(eq(businesses.id, machineryId));
    expect(company?.certificationState).toBe("rejected");
  });

  it("resubmits, confirms the right amount, waits for review; approval certifies the business with its credit code", async () => {
    const { id } = dataOf<{ id: number }>(await call(certificationCalls.submitCorporate, admin, await form(admin)));
    expectFailure(await call(certificationCalls.submitCorporate, admin, await form(admin)), 400, /进行中/);
    const amount = ((await t.app.inject({ method: "GET", url: `${platformPaths.devMicroDeposit}?businessId=${machineryId}` })).json() as { amount: string })
      .amount;
    expectFailure(await call(certificationCalls.confirmDeposit, member, { id, amount }), 403);
    expectFailure(await call(certificationCalls.confirmDeposit, other, { id, amount }), 404);
    expect(dataOf<{ state: string }>(await call(certificationCalls.confirmDeposit, admin, { id, amount })).state).toBe("pending");
    const queue = await review().queue();
    expect(queue.entries.some((e) => e.kind === "corporate" && e.id === id)).toBe(true);
    expect(await review().decide("corporate", id, 1, { approve: false, reason: "营业执照照片不清晰" })).toBe(true);
    expect(dataOf<{ rejectReason: string }>(await call(certificationCalls.detail, member, { kind: "corporate", id })).rejectReason).toBe("营业执照照片不清晰");

    const again = dataOf<{ id: number }>(await call(certificationCalls.submitCorporate, admin, await form(admin)));
    const [row] = await t.database.db.select().from(corporateCertifications).where(eq(corporateCertifications.id, again.id));
    await call(certificationCalls.confirmDeposit, admin, { id: again.id, amount: ((row?.depositAmountCents ?? 0) / 100).toFixed(2) });
    expect(await review().decide("corporate", again.id, 1, { approve: true })).toBe(true);
    const [company] = await t.database.db.select().from(businesses).where(eq(businesses.id, machineryId));
    expect(company).toMatchObject({ certificationState: "certified", creditCode });
    expectFailure(await call(certificationCalls.submitCorporate, admin, await form(admin)), 400, /已完成认证/);
  });
});

describe("qualification certificates", () => {
  const certificate = async (who: LoggedIn, overrides: Record<string, unknown> = {}) => ({
    name: "建筑机械设备租赁",
    level: "一级",
    certificateNo: "JL-ZL-2024-0012",
    issuingAuthority: "吉林省住房和城乡建设厅",
    validUntil: "2029-06-30",
    resourceId: await image(who, "certificate.png"),
    ...overrides,
  });

  it("adds, refuses duplicates, past or impossible dates and members without the permission, edits (reviewed again) and deletes", async () => {
    expectFailure(await call(certificationCalls.saveQualification, member, await certificate(member)), 403);
    expectFailure(await call(certificationCalls.saveQualification, admin, await certificate(admin, { validUntil: "2020-01-01" })), 400, /已过期/);
    expectFailure(await call(certificationCalls.saveQualification, admin, await certificate(admin, { validUntil: "2029-02-30" })), 400, /有效期/);
    expectFailure(await call(certificationCalls.saveQualification, admin, await certificate(admin, { resourceId: await image(other) })), 400, /资质证书照片/);
    const { id } = dataOf<{ id: number }>(await call(certificationCalls.saveQualification, admin, await certificate(admin)));
    expectFailure(await call(certificationCalls.saveQualification, admin, await certificate(admin)), 400, /证书编号已存在/);
    expect(await review().decide("qualification", id, 1, { approve: true })).toBe(true);
    const [kept] = await t.database.db.select().from(qualificationCertificates).where(eq(qualificationCertificates.id, id));
    // Editing keeps the image without a new upload (even one a colleague uploaded) and goes back to review.
    const edited = await call(certificationCalls.saveQualification, admin, { ...(await certificate(admin)), id, level: "二级", resourceId: kept?.resourceId });
    expect(edited.json()).toMatchObject({ code: 200 });
    // The certificates are the business's materials: a member with no role is refused them, one
    // who may view materials (user_view) reads them without the controls.
    expectFailure(await call(certificationCalls.qualifications, member), 403);
    const [viewer] = await t.database.db
      .insert(businessRoles)
      .values({ businessId: machineryId, name: "资料查看", permissions: ["user_view"] })
      .returning();
    await t.database.db.insert(memberRoles).values({ memberId: member.userId, businessId: machineryId, roleId: viewer?.id ?? 0 });
    const list = dataOf<{ records: { state: string; level: string; validity: string }[]; mayManage: boolean }>(
      await call(certificationCalls.qualifications, member),
    );
    expect(list).toMatchObject({ mayManage: false, records: [{ state: "pending", level: "二级", validity: "valid" }] });
    expectFailure(await call(certificationCalls.deleteQualification, other, { id }), 404);
    expect((await call(certificationCalls.deleteQualification, admin, { id })).json()).toMatchObject({ code: 200 });
    expect(await t.database.db.select().from(qualificationCertificates).where(eq(qualificationCertificates.businessId, machineryId))).toEqual([]);
  });
});
