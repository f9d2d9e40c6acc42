import { vipCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketPriceFigures } from "../../composition/vip-price-figures.ts";
import { businessIdOf, contractCalls, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { issueDueReports, type MarketPriceFigure } from "./price-report.ts";
import { vipPriceReports } from "./schema.ts";

let t: TestApp;
/** 张建国 acting for 长春鼎盛, whose yearly VIP (seeded) gives quarterly reports. */
let dingsheng: LoggedIn;
/** 张建国 acting for 吉林宏远, which holds no VIP. */
let hongyuan: LoggedIn;
const { answer, data } = contractCalls(() => t);

const steel = (avgFen: number): MarketPriceFigure => ({
  section: "product",
  item: "钢材 › 螺纹钢",
  unit: "吨",
  samples: 3,
  avgFen,
  minFen: avgFen - 100,
  maxFen: avgFen + 100,
});

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
  hongyuan = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
}, 60_000);
afterAll(() => t.close());

describe("issuing 行业价格分析报告", () => {
  it("issues each cadence's latest completed period once, then the next one with its 环比", async () => {
    const db = t.database.db;
    let asked = 0;
    const figures = (avgFen: number) => async () => {
      asked++;
      return [steel(avgFen)];
    };
    const issued = await issueDueReports(db, figures(400_000), new Date("2026-12-01T02:00:00Z"));
    expect(issued.map((p) => `${p.cadence} ${p.start}`)).toEqual(["quarterly 2026-07-01", "monthly 2026-11-01"]);
    expect(asked).toBe(1);
    // The hour after: nothing is due, and the market is not read.
    expect(await issueDueReports(db, figures(999_999), new Date("2026-12-01T03:00:00Z"))).toEqual([]);
    expect(asked).toBe(1);
    // A month on, December's report compares with November's; the quarter is not over yet.
    const next = await issueDueReports(db, figures(420_000), new Date("2027-01-01T01:00:00Z"));
    expect(next.map((p) => `${p.cadence} ${p.start}`)).toEqual(["quarterly 2026-10-01", "monthly 2026-12-01"]);
    const [december] = await db
      .select()
      .from(vipPriceReports)
      .where(and(eq(vipPriceReports.cadence, "monthly"), eq(vipPriceReports.periodStart, "2026-12-01")));
    expect(december?.lines).toEqual([{ ...steel(420_000), changePermille: 50 }]);
    const [november] = await db
      .select()
      .from(vipPriceReports)
      .where(and(eq(vipPriceReports.cadence, "monthly"), eq(vipPriceReports.periodStart, "2026-11-01")));
    expect(november?.lines).toEqual([{ ...steel(400_000), changePermille: null }]);
    await db.delete(vipPriceReports);
  });
});

describe("a VIP business's reports", () => {
  beforeAll(async () => {
    await issueDueReports(t.database.db, marketPriceFigures, new Date());
  });

  it("gives the yearly VIP its quarterly report with the market's figures", async () => {
    const shelf = await data(vipCalls.priceReports, dingsheng);
    expect(shelf.cadence).toBe("quarterly");
    expect(shelf.reports).toHaveLength(1);
    const [latest] = shelf.reports;
    expect(latest?.periodLabel).toMatch(/^\d{4}年第[1-4]季度$/);
    const report = await data(vipCalls.priceReport, dingsheng, { id: latest?.id });
    expect(report.lines.some((line) => line.section === "product" && line.samples > 0)).toBe(true);
    expect(report.lines.every((line) => line.changePermille === null)).toBe(true);
  });

  it("refuses a business without the benefit, and a report of another cadence", async () => {
    expect(await data(vipCalls.priceReports, hongyuan)).toEqual({ cadence: "none", reports: [] });
    const [quarterly] = (await data(vipCalls.priceReports, dingsheng)).reports;
    expectFailure(await answer(vipCalls.priceReport, hongyuan, { id: quarterly?.id }), 403, /年度VIP与企业VIP会员的权益，请开通或升级VIP会员/);
    const [monthly] = await t.database.db.select().from(vipPriceReports).where(eq(vipPriceReports.cadence, "monthly"));
    expectFailure(await answer(vipCalls.priceReport, dingsheng, { id: monthly?.id }), 404, /报告不存在/);
    expectFailure(await answer(vipCalls.priceReport, null, { id: quarterly?.id }), 401);
  });
});
