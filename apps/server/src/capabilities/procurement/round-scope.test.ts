import { procurementCalls, procurementDownloads } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, certifiedForSuite, contractCalls, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { PROCUREMENT_JOB_KINDS } from "./procurement-jobs.ts";

// A 二次报价 that asks for some lines only: the buyer chooses them, the shortlisted quote only
// those, and each keeps its first-round prices for the rest.

const HOUR = 3_600_000;
let t: TestApp;
let buyer: LoggedIn;
let huaxin: LoggedIn;
let antai: LoggedIn;
let uncertify = async () => {};
const { answer: call } = contractCalls(() => t);
const at = (hours: number) => formatDateTime(new Date(Date.now() + hours * HOUR));
const runJobs = (hours: number) => t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: new Date(Date.now() + hours * HOUR) });

const quote = (steel: number, concrete: number) => ({
  lines: [
    { lineNo: 1, unitPriceFen: steel, taxRate: 13 },
    { lineNo: 2, unitPriceFen: concrete, taxRate: 3 },
  ],
  freightFen: 0,
  validUntil: "2027-01-31",
  pledge: true,
});

type Detail = { lines: { lineNo: number }[]; roundLineNos: number[] | null; myQuotation: { lines: { lineNo: number; unitPriceFen: number }[] } | null };

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys: randomSealingKeys() });
  buyer = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  huaxin = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
  const antaiId = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
  antai = await login(t, "13900000301", antaiId);
  uncertify = await certifiedForSuite(t.database.db, antaiId);
}, 90_000);
afterAll(async () => {
  await uncertify();
  return t?.close();
});

describe("a second round that asks for some lines only", () => {
  let id = 0;

  it("is chosen by the buyer among the sheet's lines, at least one", async () => {
    const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, {
      title: "宏远研发中心主体结构钢筋混凝土采购",
      category: "物资",
      mode: "invited",
      deadline: at(3),
      lines: [
        { name: "HRB400E 螺纹钢", spec: "Φ20", unit: "吨", quantityMilli: 100_000 },
        { name: "商品混凝土", spec: "C30", unit: "立方米", quantityMilli: 600_000 },
      ],
    });
    id = saved.data.id;
    await call(procurementCalls.invite, buyer, { id, supplierBusinessIds: [huaxin.businessId, antai.businessId] });
    expect((await call(procurementCalls.publish, buyer, { id })).code).toBe(200);
    expect((await call(procurementCalls.submitQuotation, huaxin, { id, ...quote(410_000, 48_000) })).code).toBe(200);
    expect((await call(procurementCalls.submitQuotation, antai, { id, ...quote(400_000, 49_000) })).code).toBe(200);
    await runJobs(4);

    const round = { id, shortlist: [huaxin.businessId, antai.businessId], deadline: at(6), message: "请就钢筋给出最终报价" };
    expect((await call(procurementCalls.startRound, buyer, { ...round, lineNos: [] })).msg).toBe("请至少选择1行物料参加本轮报价");
    expect((await call(procurementCalls.startRound, buyer, { ...round, lineNos: [1, 9] })).msg).toBe("第9行不是本询价单的物料");
    expect((await call(procurementCalls.startRound, buyer, { ...round, lineNos: [1] })).code).toBe(200);
    const log = await t.app.inject({ method: "GET", url: procurementDownloads.eventsCsv.path, query: { id: String(id) }, headers: buyer.headers });
    expect(log.rawPayload.toString("utf8")).toContain("发起第2轮报价，入围2家，本轮报价物料：第1行（其余沿用上一轮报价）");
  });

  it("shows the shortlisted only those lines, refuses a price for another, and keeps the first round's for it", async () => {
    const shown = await call<Detail>(procurementCalls.supplierDetail, huaxin, { id });
    expect(shown.data.roundLineNos).toEqual([1]);
    expect(shown.data.lines.map((line) => line.lineNo)).toEqual([1]);

    expect((await call(procurementCalls.submitQuotation, huaxin, { id, ...quote(395_000, 40_000) })).msg).toBe("第2行不在本轮报价范围内，沿用上一轮报价");
    const steelOnly = { ...quote(395_000, 0), lines: [{ lineNo: 1, unitPriceFen: 395_000, taxRate: 13 }] };
    expect((await call(procurementCalls.submitQuotation, huaxin, { id, ...steelOnly })).code).toBe(200);
    const mine = await call<Detail>(procurementCalls.supplierDetail, huaxin, { id });
    expect(mine.data.myQuotation?.lines.map((line) => [line.lineNo, line.unitPriceFen])).toEqual([
      [1, 395_000],
      [2, 48_000],
    ]);

    // Once the round closes, the sheet's every line is shown again.
    await runJobs(7);
    const after = await call<Detail>(procurementCalls.supplierDetail, huaxin, { id });
    expect(after.data).toMatchObject({ roundLineNos: null });
    expect(after.data.lines).toHaveLength(2);
  });
});
