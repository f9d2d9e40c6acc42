import { randomBytes } from "node:crypto";
import { certificationCalls, procurementCalls, tenderCalls, tenderPaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealedChatRefusal } from "../capabilities/tender/sealed-chat-guard.ts";
import { corporateCertifications, personalCertifications } from "../platform/certification/schema.ts";
import { createFieldCipher } from "../security/field-cipher.ts";
import { randomSealingKeys } from "../security/sealing-keys.ts";
import { businessIdOf, contractCalls, expectFailure, type LoggedIn, login } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { seedSealedDemo } from "./prepare.ts";

// The demo (as `npm start` seeds it) leaves every member-center page of tenders and inquiries
// something to show, reached from the member's own lists: 我的投标 of 长春鼎盛 (张建国's supplier
// business) holds a tender in each state of a bidder, with its 投标文件 and 招标人详情; an inquiry
// sheet is open for 邀请供应商, 比价中 sheets lead to 发起二次报价, and a second round waits for 鼎盛;
// 我的认证 of 吉林宏远 and of its 杨振华 each hold a decided certification to open.

const HONGYUAN = "91220101MA14XKQ355";
const DINGSHENG = "91220104MA17B8RT2H";
const HUAXIN = "91220106MA152W4H0D";

const sealing = { tokenSecret: randomBytes(32), sealingKeys: randomSealingKeys() };
let t: TestApp;
let zhang: LoggedIn; // 张建国 for 吉林宏远 (buyer)
let dingsheng: LoggedIn; // 张建国 for 长春鼎盛 (supplier, bidder)
let li: LoggedIn; // 李晓梅 for 长春华信 (buyer, tenderer)
const { call, data } = contractCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ memory: true }, sealing);
  await seedSealedDemo(t.database.db, sealing);
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, HONGYUAN));
  dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, DINGSHENG));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, HUAXIN));
}, 120_000);
afterAll(() => t.close());

describe("我的投标 of 长春鼎盛", () => {
  /** Every state a bidder's row goes through once registered, up to the refund. */
  const STATES = ["registered", "awaiting_deposit", "deposited", "bid", "opened", "candidate", "won", "lost", "refunded"] as const;

  it("lists a tender in every state of a bidder, all on the first page", async () => {
    const list = await data(tenderCalls.myList, dingsheng, { current: 1, size: 10 });
    expect(list.total).toBeLessThanOrEqual(10);
    expect(new Set(list.records.map((r) => r.myState))).toEqual(new Set(STATES));
    // 鼎盛 shares 宏远's administrator: never a tender of 宏远's.
    expect(list.records.map((r) => r.tendererName)).not.toContain("吉林宏远建设工程有限公司");
  });

  it("opens each one's 投标文件 (bitTable) and 招标人详情 (bid-company-detail) as their loaders read them", async () => {
    const list = await data(tenderCalls.myList, dingsheng, { current: 1, size: 10 });
    for (const record of list.records) {
      const mine = await data(tenderCalls.myDetail, dingsheng, { id: record.id });
      expect(mine.bidder?.state, record.title).toBe(record.myState);
      const tenderer = await data(tenderCalls.tendererProfile, dingsheng, { id: record.id });
      expect(tenderer.name).toBe(record.tendererName);
      expect(tenderer.tenders.map((x) => x.id)).toContain(record.id);
    }
  });

  it("gives the submitted bid back to its author alone, and the award notice to the winner", async () => {
    const list = await data(tenderCalls.myList, dingsheng, { current: 1, size: 10 });
    const submitted = list.records.find((r) => r.myState === "bid");
    const mine = await data(tenderCalls.myDetail, dingsheng, { id: submitted?.id ?? 0 });
    expect(mine.bid?.lines.map((l) => l.priceFen)).toEqual([948_600_000, 381_200_000]);
    expect(mine.tender.state).toBe("bidding");
    const won = list.records.find((r) => r.myState === "won");
    expect(won?.state).toBe("notified");
    const pdf = await call({ method: "GET", path: tenderPaths.awardNoticePdf }, dingsheng, { id: won?.id ?? 0 });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toMatch(/application\/pdf/);
  });

  it("shows the tenderers (华信, 通达) their tenders with 鼎盛 among the bidders", async () => {
    const tongda = await login(t, "13900000401", await businessIdOf(t.database.db, "91220102MA0C8TD418"));
    for (const [tenderer, count] of [
      [li, 5],
      [tongda, 4],
    ] as const) {
      const list = await data(tenderCalls.tendererList, tenderer, { current: 1, size: 20 });
      expect(list.records).toHaveLength(count);
      for (const record of list.records) {
        const detail = await data(tenderCalls.tendererDetail, tenderer, { id: record.id });
        expect(
          detail.bidders.map((b) => b.businessName),
          record.title,
        ).toContain("长春鼎盛建材贸易有限公司");
      }
    }
  });

  it("keeps the two demo members free to chat: 华信 tenders to 鼎盛 only after its tenders opened", async () => {
    expect(await sealedChatRefusal(t.database.db, dingsheng.userId, li.userId)).toBeNull();
    const list = await data(tenderCalls.myList, dingsheng, { current: 1, size: 10 });
    const ofHuaxin = list.records.filter((r) => r.tendererName === "长春华信钢结构工程有限公司");
    expect(ofHuaxin.length).toBeGreaterThan(0);
    for (const r of ofHuaxin) expect(["registering", "qualifying", "bidding"]).not.toContain(r.state);
  });
});

describe("邀请供应商 and 二次报价", () => {
  it("leaves 宏远 a sheet open for inviting for days, with fewer than three suppliers invited; inviting one more is accepted", async () => {
    const quoting = await data(procurementCalls.buyerList, zhang, { current: 1, size: 20, state: "quoting" });
    const sheet = quoting.records.find((r) => r.sheetNo === "XJ20261122HY0009");
    expect(sheet?.title).toBe("净月区人才公寓项目砌体及抹灰材料询价");
    expect(new Date(`${sheet?.deadline.replace(" ", "T")}+08:00`).getTime()).toBeGreaterThan(Date.now() + 7 * 86_400_000);
    const detail = await data(procurementCalls.buyerDetail, zhang, { id: sheet?.id ?? 0 });
    expect(detail.suppliers).toHaveLength(2);
    expect(detail.warnings.join()).toMatch(/少于3家/);
    const invited = new Set(detail.suppliers.map((s) => s.supplierBusinessId));
    const pool = await data(procurementCalls.supplierPool, zhang, { current: 1, size: 50, industry: "建材贸易" });
    const another = pool.records.find((c) => !invited.has(c.businessId));
    expect((await data(procurementCalls.invite, zhang, { id: sheet?.id ?? 0, supplierBusinessIds: [another?.businessId ?? 0] })).invited).toBe(1);
  });

  it("leads both buyers from a 比价中 sheet with valid quotations to 发起二次报价; 华信's has 鼎盛 among them", async () => {
    for (const [buyer, sheetNo] of [
      [zhang, "XJ20261105HY0003"],
      [li, "XJ20261110HX0003"],
    ] as const) {
      const comparing = await data(procurementCalls.buyerList, buyer, { current: 1, size: 20, state: "comparing" });
      const sheet = comparing.records.find((r) => r.sheetNo === sheetNo);
      const detail = await data(procurementCalls.buyerDetail, buyer, { id: sheet?.id ?? 0 });
      expect(detail.state).toBe("comparing");
      expect(detail.suppliers.filter((s) => s.state === "closed").length).toBeGreaterThanOrEqual(3);
      if (buyer === li) expect(detail.suppliers.find((s) => s.supplierName === "长春鼎盛建材贸易有限公司")?.state).toBe("closed");
    }
  });

  it("asks 鼎盛 for a second-round quotation it can still give, on a sheet of 华信 whose round is open", async () => {
    const list = await data(procurementCalls.supplierList, dingsheng, { current: 1, size: 20, state: "awaiting_round" });
    const sheet = list.records.find((r) => r.sheetNo === "XJ20261112HX0004");
    expect(sheet).toMatchObject({ state: "round_quoting", round: 2, myState: "awaiting_round", buyerName: "长春华信钢结构工程有限公司" });
    const detail = await data(procurementCalls.supplierDetail, dingsheng, { id: sheet?.id ?? 0 });
    expect(detail.canQuote).toBe(true);
    expect(detail.myQuotation?.lines.length).toBe(2);
    // The buyer sees the round: 鼎盛 awaited, another shortlisted supplier already answered.
    const buyer = await data(procurementCalls.buyerDetail, li, { id: sheet?.id ?? 0 });
    expect(buyer.suppliers.map((s) => s.state).sort()).toEqual(["awaiting_round", "not_shortlisted", "not_shortlisted", "round_submitted"]);
  });
});

describe("我的认证 and 认证详情", () => {
  it("shows 吉林宏远's members its certified 企业认证, and opens it as 认证详情", async () => {
    const records = await data(certificationCalls.records, zhang);
    const corporate = records.find((r) => r.kind === "corporate");
    expect(corporate).toMatchObject({ state: "certified", companyName: "吉林宏远建设工程有限公司", creditCode: HONGYUAN, legalRepresentative: "王立新" });
    const detail = await data(certificationCalls.detail, zhang, { kind: "corporate", id: corporate?.id ?? 0 });
    expect(detail).toMatchObject({ kind: "corporate", accountMasked: "**** **** 7815", reviewTime: "2026-09-16 14:30:00" });
    // Another business's member cannot open it.
    expectFailure(await call(certificationCalls.detail, li, { kind: "corporate", id: corporate?.id ?? 0 }), 404);
  });

  it("shows 杨振华 his certified 个人实名认证; its ID and the account numbers open with the services' key alone", async () => {
    const yang = await login(t, "13900000114", await businessIdOf(t.database.db, HONGYUAN));
    const records = await data(certificationCalls.records, yang);
    const personal = records.find((r) => r.kind === "personal");
    expect(personal).toMatchObject({ state: "certified", realName: "杨振华", idNumberMasked: "220104********3811" });
    expect(await data(certificationCalls.detail, yang, { kind: "personal", id: personal?.id ?? 0 })).toMatchObject({ realName: "杨振华" });
    expect(await t.database.db.$count(personalCertifications)).toBe(1);
    const [person] = await t.database.db.select().from(personalCertifications);
    const [company] = await t.database.db.select().from(corporateCertifications);
    expect(createFieldCipher(sealing.sealingKeys, "id-number").open(person?.idNumberCipher ?? "")).toBe("220104198607233811");
    expect(createFieldCipher(sealing.sealingKeys, "bank-account").open(company?.accountCipher ?? "")).toBe("220501000330067815");
    expect(createFieldCipher(randomSealingKeys(), "id-number").open(person?.idNumberCipher ?? "")).toBeNull();
  });
});
