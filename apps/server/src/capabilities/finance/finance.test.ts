import { randomBytes } from "node:crypto";
import { financeCalls } from "@cidp/api-client/contract";
import { FINANCE_CONSENT_VERSION } from "@cidp/domain";
import { eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedSealedDemo } from "../../composition/prepare.ts";
import { notices } from "../../platform/notice/schema.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createFinanceReview } from "./finance-review.ts";
import { financeApplicationEvents, financeApplications, financeConsents } from "./schema.ts";

let t: TestApp;
let zhang: LoggedIn; // 吉林宏远: consented to 建设银行 in the seed
let li: LoggedIn; // 长春华信钢结构: no consent yet

beforeAll(async () => {
  // Sheets and tenders sealed with the app's own keys, so their awards count as evidence.
  const sealing = { tokenSecret: randomBytes(32), sealingKeys: randomSealingKeys() };
  t = await createTestApp({ memory: true }, sealing);
  await seedSealedDemo(t.database.db, sealing);
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
});
afterAll(() => t.close());

const get = (url: string, who?: LoggedIn) => t.app.inject({ method: "GET", url, ...(who ? { headers: who.headers } : {}) });
const post = (url: string, payload: object, who: LoggedIn) => t.app.inject({ method: "POST", url, payload, headers: who.headers });

type Product = { id: number; bankCode: string; bankName: string; limitMinFen: number; termMinMonths: number };
let products: Product[] = [];
const productOf = (bank: string) => products.find((p) => p.bankCode === bank) as Product;

describe("products", () => {
  it("list six and more from several banks to visitors", async () => {
    products = (await get(financeCalls.products.path)).json().data;
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.bankCode)).size).toBeGreaterThanOrEqual(4);
    expect((await get(`${financeCalls.product.path}?id=${products[0]?.id}`)).json().data.name).toBe((products[0] as unknown as { name: string }).name);
  });
});

describe("applying with and without consent", () => {
  const application = (p: Product, evidence: object[] = []) => ({
    productId: p.id,
    amountFen: p.limitMinFen,
    termMonths: p.termMinMonths,
    purpose: "项目备料资金周转",
    evidence,
  });

  it("refuses an application without the separate consent, storing nothing", async () => {
    const before = await rowCount(t.database.db, financeApplications);
    expectFailure(await post(financeCalls.apply.path, application(productOf("icbc")), li), 400, /请先阅读并单独同意向中国工商银行吉林省分行提供本企业数据/);
    expect(await rowCount(t.database.db, financeApplications)).toBe(before);
  });

  it("records the consent (who, when, which bank, the text version) and then accepts the application with the member's own evidence", async () => {
    const p = productOf("icbc");
    const shown = (await get(`${financeCalls.consent.path}?productId=${p.id}`, li)).json().data;
    expect(shown).toMatchObject({ bankName: "中国工商银行吉林省分行", current: null });
    expectFailure(await post(financeCalls.grantConsent.path, { productId: p.id, textVersion: "2000-01-01" }, li), 400, /同意书已更新/);
    const consent = (await post(financeCalls.grantConsent.path, { productId: p.id, textVersion: shown.textVersion }, li)).json().data;
    expect(consent).toMatchObject({ bankName: "中国工商银行吉林省分行", grantedBy: "李晓梅", textVersion: shown.textVersion, revokeTime: null });
    const evidence = (await get(financeCalls.evidence.path, li)).json().data as { kind: string; ref: string }[];
    expect(evidence.length).toBeGreaterThan(0);
    const applied = await post(
      financeCalls.apply.path,
      application(
        p,
        evidence.slice(0, 1).map(({ kind, ref }) => ({ kind, ref })),
      ),
      li,
    );
    expect(applied.json()).toMatchObject({ code: 200, data: { state: "submitted", stateLabel: "已提交" } });
    const detail = (await get(`${financeCalls.application.path}?id=${applied.json().data.id}`, li)).json().data;
    expect(detail.evidence).toHaveLength(1);
    expect(detail.consent.id).toBe(consent.id);
  });

  it("records a consent given on the application form with the application, and neither when the application is refused", async () => {
    const p = productOf("jlbank");
    const consents = await rowCount(t.database.db, financeConsents);
    const applications = await rowCount(t.database.db, financeApplications);
    expectFailure(
      await post(financeCalls.apply.path, { ...application(p), amountFen: 1, consentTextVersion: FINANCE_CONSENT_VERSION }, li),
      400,
      /申请金额须在/,
    );
    expectFailure(await post(financeCalls.apply.path, { ...application(p), consentTextVersion: "2000-01-01" }, li), 400, /同意书已更新/);
    expect(await rowCount(t.database.db, financeConsents)).toBe(consents);
    expect(await rowCount(t.database.db, financeApplications)).toBe(applications);
    const applied = (await post(financeCalls.apply.path, { ...application(p), consentTextVersion: FINANCE_CONSENT_VERSION }, li)).json().data;
    const detail = (await get(`${financeCalls.application.path}?id=${applied.id}`, li)).json().data;
    expect(detail.consent).toMatchObject({ bankName: "吉林银行", grantedBy: "李晓梅", revokeTime: null });
  });

  it("offers the supplier's won inquiry sheets and tenders as evidence, with the counterpart and the price, to its own business only", async () => {
    type Evidence = { kind: string; ref: string; label: string };
    const mine = (await get(financeCalls.evidence.path, li)).json().data as Evidence[];
    const sheet = mine.find((e) => e.kind === "quotation_award");
    expect(sheet?.label).toMatch(/采购方 吉林宏远.*成交于 \d{4}-\d{2}-\d{2}（XJ\d+/);
    const tender = mine.find((e) => e.kind === "tender_award" && e.ref === "ZB20260915HY0005");
    expect(tender?.label).toContain("招标人 吉林宏远");
    expect(tender?.label).toContain("中标价 ¥13,760,000.00");
    const others = (await get(financeCalls.evidence.path, zhang)).json().data as Evidence[];
    expect(others.map((e) => e.ref)).not.toContain(tender?.ref);
    expectFailure(
      await post(financeCalls.apply.path, application(productOf("ccb"), [{ kind: "tender_award", ref: tender?.ref ?? "" }]), zhang),
      400,
      /不属于本企业/,
    );
  });

  it("refuses evidence of another business and amounts outside the product's limits", async () => {
    const p = productOf("ccb");
    expectFailure(await post(financeCalls.apply.path, application(p, [{ kind: "service_order", ref: "20260101ABCDEFGH" }]), zhang), 400, /不属于本企业/);
    expectFailure(await post(financeCalls.apply.path, { ...application(p), amountFen: 1 }, zhang), 400, /申请金额须在/);
    expectFailure(await post(financeCalls.apply.path, { ...application(p), purpose: "" }, zhang), 400, /资金用途/);
  });

  it("never shows one business's application to another", async () => {
    const mine = (await get(financeCalls.applications.path, zhang)).json().data.records as { id: number }[];
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expectFailure(await get(`${financeCalls.application.path}?id=${mine[0]?.id}`, li), 404, /融资申请不存在/);
    expectFailure(await post(financeCalls.withdraw.path, { id: mine[0]?.id }, li), 404);
  });
});

describe("the bank's answers and revoking consent", () => {
  it("takes the bank's steps from the operator desk: accept, approve, disburse; and a refusal with its reason", async () => {
    const review = createFinanceReview(t.database.db);
    const p = productOf("icbc");
    const records = (await get(financeCalls.applications.path, li)).json().data.records as { id: number; product: { bankCode: string } }[];
    const submitted = records.find((r) => r.product.bankCode === "icbc") as { id: number };
    expect((await review.queue()).entries.some((e) => e.id === submitted.id)).toBe(true);
    expect((await review.subject("financing", submitted.id))?.state).toBe("pending");
    for (const expected of ["reviewing", "approved", "disbursed"]) {
      expect(await review.decide("financing", submitted.id, 1, { approve: true })).toBe(true);
      expect((await get(`${financeCalls.application.path}?id=${submitted.id}`, li)).json().data.state).toBe(expected);
    }
    expect(await review.decide("financing", submitted.id, 1, { approve: true })).toBe(false);
    const second = (
      await post(financeCalls.apply.path, { productId: p.id, amountFen: 2_000_000_00, termMonths: 12, purpose: "履约保函", evidence: [] }, li)
    ).json().data;
    expect(await review.decide("financing", second.id, 1, { approve: false, reason: "资信材料不足" })).toBe(true);
    const detail = (await get(`${financeCalls.application.path}?id=${second.id}`, li)).json().data;
    expect(detail).toMatchObject({ state: "rejected", bankAnswer: "中国工商银行吉林省分行未批准：资信材料不足" });
    expect(detail.events.map((e: { actor: string }) => e.actor)).toEqual(["applicant", "bank"]);
  });

  it("withdraws a pending application when consent is revoked, stops sharing it, and refuses new applications", async () => {
    const p = productOf("icbc");
    const pending = (
      await post(financeCalls.apply.path, { productId: p.id, amountFen: p.limitMinFen, termMonths: 12, purpose: "投标保函", evidence: [] }, li)
    ).json().data;
    const [consent] = await t.database.db.select().from(financeConsents).where(eq(financeConsents.bankCode, "icbc"));
    const revoked = (await post(financeCalls.revokeConsent.path, { consentId: consent?.id }, li)).json().data;
    expect(revoked.withdrawnApplications).toBe(1);
    expect(revoked.consent.revokeTime).not.toBeNull();
    expect((await get(`${financeCalls.application.path}?id=${pending.id}`, li)).json().data.state).toBe("withdrawn");
    expect(await createFinanceReview(t.database.db).subject("financing", pending.id)).toBeNull();
    expectFailure(await post(financeCalls.revokeConsent.path, { consentId: consent?.id }, li), 400, /已撤回/);
    expectFailure(await post(financeCalls.revokeConsent.path, { consentId: consent?.id }, zhang), 404);
    expectFailure(await post(financeCalls.apply.path, { productId: p.id, amountFen: p.limitMinFen, termMonths: 12, purpose: "投标保函" }, li), 400, /单独同意/);
    const consents = (await get(financeCalls.consents.path, li)).json().data;
    expect(consents.find((c: { bankCode: string }) => c.bankCode === "icbc")).toMatchObject({ revokeTime: expect.any(String) });
  });

  it("lets the applicant withdraw only while the bank has not decided", async () => {
    const mine = (await get(financeCalls.applications.path, zhang)).json().data.records as { id: number; state: string }[];
    const reviewing = mine.find((a) => a.state === "reviewing");
    const disbursed = mine.find((a) => a.state === "disbursed");
    expect((await post(financeCalls.withdraw.path, { id: reviewing?.id }, zhang)).json().data.state).toBe("withdrawn");
    expectFailure(await post(financeCalls.withdraw.path, { id: disbursed?.id }, zhang), 400, /不能撤回/);
  });
});

describe("saves of several rows are all or nothing", () => {
  // The save "crashes" at its last write (a trigger makes it fail, as a lost connection would): the first writes must be gone with it.
  const failing: string[] = [];
  async function crashOnInsertInto(table: PgTable) {
    const name = getTableName(table);
    await t.database.db.execute(sql.raw(`create trigger finance_crash before insert on ${name} for each row execute function finance_crash()`));
    failing.push(name);
  }
  beforeAll(async () => {
    products = (await get(financeCalls.products.path)).json().data;
    await t.database.db.execute(
      sql.raw("create function finance_crash() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$"),
    );
  });
  afterEach(async () => {
    for (const name of failing.splice(0)) await t.database.db.execute(sql.raw(`drop trigger finance_crash on ${name}`));
  });

  const applyWithConsent = (p: Product) =>
    post(
      financeCalls.apply.path,
      {
        productId: p.id,
        amountFen: p.limitMinFen,
        termMonths: p.termMinMonths,
        purpose: "原子性：备料资金",
        evidence: [],
        consentTextVersion: FINANCE_CONSENT_VERSION,
      },
      li,
    );
  const applicationRow = async (id: number) => (await t.database.db.select().from(financeApplications).where(eq(financeApplications.id, id)))[0];
  const logOf = (id: number) => t.database.db.select().from(financeApplicationEvents).where(eq(financeApplicationEvents.applicationId, id));

  it("an application whose first log entry cannot be written is not made, nor the consent given on its form", async () => {
    const consents = await rowCount(t.database.db, financeConsents);
    const applications = await rowCount(t.database.db, financeApplications);
    await crashOnInsertInto(financeApplicationEvents);
    expect((await applyWithConsent(productOf("bocom"))).statusCode).toBe(500);
    expect(await rowCount(t.database.db, financeConsents)).toBe(consents);
    expect(await rowCount(t.database.db, financeApplications)).toBe(applications);
  });

  it("a bank's answer whose notice to the applicant cannot be written leaves the application where it was", async () => {
    const applied = (await applyWithConsent(productOf("boc"))).json().data as { id: number };
    await crashOnInsertInto(notices);
    await expect(createFinanceReview(t.database.db).decide("financing", applied.id, 1, { approve: true })).rejects.toThrow();
    expect((await applicationRow(applied.id))?.state).toBe("submitted");
    expect(await logOf(applied.id)).toHaveLength(1);
  });

  it("a revocation whose withdrawal cannot be logged leaves the consent standing and the application waiting", async () => {
    const waiting = (await applyWithConsent(productOf("abc"))).json().data as { id: number; state: string };
    expect(waiting.state).toBe("submitted");
    const consentId = (await applicationRow(waiting.id))?.consentId ?? 0;
    await crashOnInsertInto(financeApplicationEvents);
    expect((await post(financeCalls.revokeConsent.path, { consentId }, li)).statusCode).toBe(500);
    const [consent] = await t.database.db.select().from(financeConsents).where(eq(financeConsents.id, consentId));
    expect(consent?.revokedAt).toBeNull();
    expect((await applicationRow(waiting.id))?.state).toBe("submitted");
  });
});
