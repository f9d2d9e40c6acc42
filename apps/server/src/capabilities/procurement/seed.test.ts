import { procurementCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs as jobTable } from "../../platform/jobs/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { createSealedEnvelopes, INQUIRY_SEAL_SCOPE } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { openProcurementDemo } from "../../testing/procurement-demo.ts";
import { businessIdOf, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { inquiryEvents, inquiryInvitations, inquiryLines, inquiryQuotations, inquirySheets } from "./schema.ts";
import { seedDemoProcurement } from "./seed.ts";

const secret = randomSealingKeys();
let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;
let hongyuan: number;
let huaxin: number;

type Answer<T> = { code: number; msg: string; data: T };
async function get<T>(who: LoggedIn, decl: { path: string }, query: Record<string, string | number>): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: "GET",
    url: decl.path,
    headers: who.headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return response.json() as Answer<T>;
}

beforeAll(async () => {
  ({ t, hongyuan, huaxin, zhang, li } = await openProcurementDemo(secret));
}, 60_000);
afterAll(() => t.close());

const tables = [inquirySheets, inquiryLines, inquiryInvitations, inquiryQuotations, inquiryEvents, jobTable, notices] as const;

describe("the demo inquiry sheets", () => {
  it("are seeded once: seeding again changes nothing", async () => {
    const before = await Promise.all(tables.map((table) => rowCount(t.database.db, table)));
    await seedDemoProcurement(t.database.db, secret);
    expect(await Promise.all(tables.map((table) => rowCount(t.database.db, table)))).toEqual(before);
  });

  it("give 宏远 a sheet in every state, and 华信 sheets of its own", async () => {
    const rows = await t.database.db
      .select({ state: inquirySheets.state, buyer: inquirySheets.buyerBusinessId, round: inquirySheets.round })
      .from(inquirySheets);
    const states = new Set(rows.filter((r) => r.buyer === hongyuan).map((r) => r.state));
    for (const state of ["draft", "quoting", "comparing", "round_quoting", "awarded", "failed", "cancelled", "withdrawn"]) expect(states).toContain(state);
    expect(rows.find((r) => r.state === "round_quoting")?.round).toBe(2);
    expect(rows.filter((r) => r.buyer === huaxin).length).toBeGreaterThanOrEqual(2);
  });

  it("keep every price sealed in the quotation rows, and open rounds only where the sheet was opened", async () => {
    const quotations = await t.database.db.select().from(inquiryQuotations);
    expect(quotations.some((q) => q.sealedForBuyer)).toBe(true);
    const raw = JSON.stringify(quotations);
    expect(raw).not.toMatch(/unitPriceFen|totalFen|398000|"lines"/);
    const seal = createSealedEnvelopes(secret, INQUIRY_SEAL_SCOPE);
    const sheets = await t.database.db.select().from(inquirySheets);
    for (const sheet of sheets) {
      expect(sheet.openedRounds > 0).toBe(["comparing", "round_quoting", "awarded", "failed"].includes(sheet.state));
      const sealed = quotations.find((q) => q.sheetId === sheet.id && q.sealedRounds["1"]);
      if (sealed && sheet.openedRounds === 0) expect(() => seal.openForBuyer(sheet, 1, sealed.sealedRounds["1"] ?? "")).toThrow(/报价截止前/);
    }
  });

  it("let 张建国 read a seeded 比价中 sheet and its comparison of 3+ suppliers at realistic prices", async () => {
    const list = await get<{ records: { id: number; state: string }[] }>(zhang, procurementCalls.buyerList, { current: 1, size: 20, state: "comparing" });
    const id = list.data.records[0]?.id ?? 0;
    const detail = await get<{ lines: unknown[]; events: unknown[]; suppliers: unknown[] }>(zhang, procurementCalls.buyerDetail, { id });
    expect(detail.code, detail.msg).toBe(200);
    expect(detail.data.lines.length).toBeGreaterThanOrEqual(3);
    expect(detail.data.events.length).toBeGreaterThan(2);
    const comparison = await get<{ rounds: { standings: { totalFen: number }[]; lines: { lowestFen: number }[] }[] }>(zhang, procurementCalls.comparison, {
      id,
    });
    expect(comparison.code, comparison.msg).toBe(200);
    const [first] = comparison.data.rounds;
    expect(first?.standings.length).toBeGreaterThanOrEqual(3);
    // C30 商品混凝土 between 400 and 520 元 a cubic metre.
    expect(first?.lines[0]?.lowestFen).toBeGreaterThan(40_000);
    expect(first?.lines[0]?.lowestFen).toBeLessThan(52_000);
  });

  it("shows every seeded sheet's detail and the comparison of every opened one to its buyer", async () => {
    const sheets = await t.database.db.select().from(inquirySheets);
    for (const sheet of sheets) {
      const who = sheet.buyerBusinessId === hongyuan ? zhang : li;
      expect((await get(who, procurementCalls.buyerDetail, { id: sheet.id })).code).toBe(200);
      if (sheet.openedRounds > 0 && sheet.state !== "failed") expect((await get(who, procurementCalls.comparison, { id: sheet.id })).code).toBe(200);
    }
  });

  it("leave 李晓梅 an open invitation to answer, and schedule the open rounds' deadlines", async () => {
    const list = await get<{ records: { id: number; myState: string; state: string }[] }>(li, procurementCalls.supplierList, { current: 1, size: 20 });
    const open = list.data.records.find((r) => r.state === "quoting" && r.myState === "pending_response");
    expect(open).toBeDefined();
    expect((await get(li, procurementCalls.supplierDetail, { id: open?.id ?? 0 })).code).toBe(200);
    const jobs = await t.database.db.select().from(jobTable).where(eq(jobTable.kind, "procurement.round-deadline"));
    const openSheets = (await t.database.db.select().from(inquirySheets)).filter((s) => s.state === "quoting" || s.state === "round_quoting");
    expect(jobs.map((j) => j.payload.sheetId).sort()).toEqual(openSheets.map((s) => s.id).sort());
  });

  it("let 张建国 as 鼎盛 see the invitation from 华信", async () => {
    const dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
    const list = await get<{ records: { buyerName: string; myState: string }[] }>(dingsheng, procurementCalls.supplierList, { current: 1, size: 20 });
    expect(list.data.records.map((r) => [r.buyerName, r.myState])).toEqual(
      expect.arrayContaining([
        ["长春华信钢结构工程有限公司", "pending_response"],
        ["长春华信钢结构工程有限公司", "won"],
      ]),
    );
  });
});
