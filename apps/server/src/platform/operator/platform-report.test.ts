import { operatorCalls, type PlatformReport } from "@cidp/api-client/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { numberOf } from "../../db/scale-sql.ts";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { REPORT_MAX_DAYS, reportPeriod } from "./platform-report.ts";

// 统计报表: every figure is the database's own count, by China day and by city; the period and the
// city are checked; a role without 统计报表 is refused (operator-permissions.test.ts covers every role).

let t: TestApp;
let finance: StaffSession;
const report = (query: object) => staffData(t.app, operatorCalls.report, query, finance) as Promise<PlatformReport>;
const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  finance = await enrolStaff(t.app, t.database.db, { username: "caiwu", role: "财务" }, () => new Date());
  // Known facts in March 2031, a month the demo seed never reaches. Times are UTC; China is 8 hours ahead.
  await run(sql`insert into member (id, phone, real_name, password_hash, created_at) values
    (900001, '13700000001', '报表甲', 'x', '2031-03-01T02:00:00Z'),
    (900002, '13700000002', '报表乙', 'x', '2031-03-01T16:30:00Z')`);
  await run(sql`insert into business (id, name, credit_code, tenant_id) values (900001, '吉林报表建设有限公司', '91220200MA90000001', 'report')`);
  await run(sql`insert into company_profile (business_id, region, region_code) values (900001, '吉林省吉林市船营区', '220204')`);
  await run(sql`insert into membership (member_id, business_id, role) values (900001, 900001, 'admin')`);
  await run(sql`insert into personal_certification (member_id, real_name, id_number_cipher, id_number_masked, front_resource_id, back_resource_id, state, reviewed_at)
    values (900001, '报表甲', 'x', '2202**********0011', 1, 1, 'certified', '2031-03-02T01:00:00Z'),
           (900002, '报表乙', 'x', '2202**********0022', 1, 1, 'rejected', '2031-03-02T01:00:00Z')`);
  await run(sql`insert into service_order (id, order_no, buyer_member_id, buyer_business_id, item_kind, item_id, title, amount_fen, state, paid_fen, refunded_fen, pay_before)
    values (900001, 'R2031030300001', 900001, 900001, 'service_package', 1, '报表测试套餐', 19900, 'refunded', 19900, 5000, '2031-03-03T00:00:00Z')`);
  await run(sql`insert into payment (id, order_id, provider, method, amount_fen, status, checkout_url, settled_at) values
    ('PREPORT1', 900001, 'sandbox', 'wechat', 19900, 'succeeded', '/', '2031-03-03T04:00:00Z'),
    ('PREPORT2', 900001, 'sandbox', 'alipay', 19900, 'failed', '/', '2031-03-03T03:00:00Z')`);
  await run(
    sql`insert into payment_refund (id, payment_id, amount_fen, status, settled_at) values ('RREPORT1', 'PREPORT1', 5000, 'succeeded', '2031-03-03T07:00:00Z')`,
  );
}, 60_000);
afterAll(() => t.close());

describe("统计报表", () => {
  it("counts each fact on its China day and in its member's or buyer's city", async () => {
    const figures = await report({ from: "2031-03-01", to: "2031-03-03" });
    expect(figures.days.map((day) => day.day)).toEqual(["2031-03-01", "2031-03-02", "2031-03-03"]);
    // 16:30 UTC on the 1st is 00:30 on the 2nd in China.
    expect(figures.days.map((day) => day.registrations)).toEqual([1, 1, 0]);
    expect(figures.days.map((day) => day.personalCertifications)).toEqual([0, 1, 0]);
    expect(figures.days[2]).toMatchObject({ orders: 1, orderAmountFen: 19900, refunds: 1, refundAmountFen: 5000 });
    expect(figures.totals).toEqual({
      registrations: 2,
      personalCertifications: 1,
      corporateCertifications: 0,
      orders: 1,
      orderAmountFen: 19900,
      refunds: 1,
      refundAmountFen: 5000,
    });
    const jilin = figures.regions.find((region) => region.name === "吉林市");
    expect(jilin).toMatchObject({ code: "220200", registrations: 1, personalCertifications: 1, orders: 1, orderAmountFen: 19900, refundAmountFen: 5000 });
    expect(figures.regions.find((region) => region.code === "")).toMatchObject({ name: "省外或未填写地区", registrations: 1, orders: 0 });
    expect(figures.regions).toHaveLength(10);
  });

  it("narrows every figure to one city", async () => {
    const jilin = await report({ from: "2031-03-01", to: "2031-03-03", city: "220200" });
    expect(jilin).toMatchObject({ city: "220200", cityName: "吉林市" });
    expect(jilin.totals).toMatchObject({ registrations: 1, orders: 1, orderAmountFen: 19900 });
    expect(jilin.regions.map((region) => region.name)).toEqual(["吉林市"]);
    const changchun = await report({ from: "2031-03-01", to: "2031-03-03", city: "220100" });
    expect(changchun.totals).toMatchObject({ registrations: 0, orders: 0, refunds: 0 });
  });

  it("matches the database's own counts over the seeded demo's last 30 days", async () => {
    const figures = await report({});
    expect(figures.days).toHaveLength(30);
    const period = reportPeriod({}, new Date());
    const [start, end] = [period.start.toISOString(), period.end.toISOString()];
    expect(figures.totals.registrations).toBe(
      await numberOf(t.database.db, sql`select count(*) from member where created_at >= ${start} and created_at < ${end}`),
    );
    expect(figures.totals.orders).toBe(
      await numberOf(t.database.db, sql`select count(*) from payment where status = 'succeeded' and settled_at >= ${start} and settled_at < ${end}`),
    );
    expect(figures.totals.orderAmountFen).toBe(
      await numberOf(
        t.database.db,
        sql`select coalesce(sum(amount_fen), 0) from payment where status = 'succeeded' and settled_at >= ${start} and settled_at < ${end}`,
      ),
    );
    const sheets = await numberOf(t.database.db, sql`select count(*) from inquiry_sheet where created_at >= ${start} and created_at < ${end}`);
    expect(figures.sheetsByState.reduce((sum, row) => sum + row.count, 0)).toBe(sheets);
    const tenders = await numberOf(t.database.db, sql`select count(*) from tender where created_at >= ${start} and created_at < ${end}`);
    expect(figures.tendersByState.reduce((sum, row) => sum + row.count, 0)).toBe(tenders);
    // Every day and every region add up to the period's totals.
    for (const key of Object.keys(figures.totals) as (keyof PlatformReport["totals"])[]) {
      expect(
        figures.days.reduce((sum, day) => sum + day[key], 0),
        key,
      ).toBe(figures.totals[key]);
      expect(
        figures.regions.reduce((sum, region) => sum + region[key], 0),
        key,
      ).toBe(figures.totals[key]);
    }
  });

  it.each([
    [{ from: "2026-02-30", to: "2026-03-01" }, "开始日期不是有效的日期"],
    [{ from: "2026-03-01", to: "2026-13-01" }, "结束日期不是有效的日期"],
    [{ from: "2026-03-02", to: "2026-03-01" }, "开始日期不能晚于结束日期"],
    [{ from: "2025-01-01", to: "2026-03-01" }, `统计区间不能超过${REPORT_MAX_DAYS}天`],
    [{ from: "2026/03/01" }, "日期格式应为 yyyy-MM-dd"],
    [{ city: "110000" }, "请选择吉林省内的地区"],
    [{ city: "长春" }, "请选择地区"],
  ])("refuses %j with %s", async (query, message) => {
    const answer = refusalOf(await staffCall(t.app, operatorCalls.report, query, finance));
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain(message);
  });

  it("takes a year, leap day included, and a single day", () => {
    expect(reportPeriod({ from: "2028-01-01", to: "2028-12-31" }, new Date()).days).toHaveLength(366);
    expect(reportPeriod({ from: "2028-02-29", to: "2028-02-29" }, new Date()).days).toEqual(["2028-02-29"]);
  });
});
