import { serviceAuthCalls } from "@cidp/api-client/contract";
import { ACTIVE_AUTHORISATIONS_CAP, LIST_COUNT_CAP, lookAheadCap } from "@cidp/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicePackages } from "../../platform/cms/schema.ts";
import { businessIdOf, contractCalls, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// 服务授权 of a business holding hundreds of thousands of orders: the list was read whole into the
// process and answered 500 at 1e6 (one statement naming every id overflowed the query builder's
// stack). Here it pages in SQL: the first page comes back at once, the counts stop at the cap.
// Beside it, the standing of each kind of entitlement on a second business with a few orders.

const HELD_ORDERS = 300_000;

let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;
const { call, data } = contractCalls(() => t);

type Row = { kind: string; title: string; orderNo: string; startTime: string | null; endTime: string | null; validity: string; validityLabel: string };
type Page = { records: Row[]; total: number; pages: number; activeCount: number };

/** A legal package with this 服务期限, made for the test. */
async function packageWith(period: string): Promise<number> {
  const [row] = await t.database.db
    .insert(servicePackages)
    .values({ name: `测试套餐 ${period}`, category: "测试", priceFen: 100, period, description: "", features: [] })
    .returning({ id: servicePackages.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const [hongyuan, zhengze] = await Promise.all([businessIdOf(t.database.db, "91220101MA14XKQ355"), businessIdOf(t.database.db, "91220106MA152W4H0D")]);
  zhang = await login(t, "13800000001", hongyuan);
  li = await login(t, "13800000002", zhengze);
  const yearly = await packageWith("1年");
  // Held orders of 吉林宏远, made in the database: packages and lessons in every held state, paid over the last two years.
  await t.database.db.execute(sql`
    insert into service_order (order_no, buyer_member_id, buyer_business_id, item_kind, item_id, title, amount_fen, state, paid_fen, pay_before, paid_at, created_at)
    select 'T' || lpad(g.i::text, 15, '0'), ${zhang.userId}, ${hongyuan}, case when g.i % 3 = 0 then 'lesson' else 'service_package' end, ${yearly}, '规模测试',
      100, (array['paid', 'in_service', 'completed', 'refund_rejected'])[1 + g.i % 4], 100, p.at + interval '30 minutes', p.at + interval '5 minutes', p.at
    from generate_series(1, ${HELD_ORDERS}) as g(i)
    cross join lateral (select now() - (g.i::bigint * 211 % 63072000) * interval '1 second' as at) as p`);
  await t.database.db.execute(sql`analyze service_order`);
  // 吉林正泽's few orders, one of each standing, paid at known times.
  const orders = [
    { no: "S1", kind: "service_package", item: await packageWith("1个月"), state: "in_service", paid: "2026-01-31T12:00:00Z" },
    { no: "S2", kind: "service_package", item: await packageWith("单次"), state: "in_service", paid: "2026-02-01T00:00:00Z" },
    { no: "S3", kind: "service_package", item: yearly, state: "completed", paid: "2026-02-02T00:00:00Z" },
    { no: "S4", kind: "service_package", item: yearly, state: "paid", paid: null },
    { no: "S5", kind: "lesson", item: 1, state: "refund_rejected", paid: "2026-02-03T00:00:00Z" },
    { no: "S6", kind: "service_package", item: yearly, state: "refunded", paid: "2026-02-04T00:00:00Z" },
  ];
  for (const [i, o] of orders.entries())
    await t.database.db.execute(sql`
      insert into service_order (order_no, buyer_member_id, buyer_business_id, item_kind, item_id, title, amount_fen, state, paid_fen, pay_before, paid_at, created_at)
      values (${o.no}, ${li.userId}, ${zhengze}, ${o.kind}, ${o.item}, ${o.no}, 100, ${o.state}, 100, now(), ${o.paid}::timestamptz,
        now() - ${`${i + 1} hours`}::interval)`);
}, 300_000);
afterAll(() => t.close());

describe("服务授权 of a business with 300,000 held orders", () => {
  it("answers the first page at once, newest first, with the counts capped", async () => {
    const started = performance.now();
    const answer = await call(serviceAuthCalls.list, zhang, { current: 1, size: 10 });
    const elapsed = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    const page = (answer.json() as { data: Page }).data;
    expect(page.records).toHaveLength(10);
    // The list counts ten pages ahead of the one shown; the active ones up to their own cap ("100+").
    expect(page).toMatchObject({ total: lookAheadCap(1, 10), pages: lookAheadCap(1, 10) / 10, activeCount: ACTIVE_AUTHORISATIONS_CAP });
    const starts = page.records.map((r) => r.startTime ?? "");
    expect(starts).toEqual([...starts].sort().reverse());
    // Bounded for a shared machine under load; the page itself is measured by bench:scale.
    expect(elapsed).toBeLessThan(3_000);
  });

  it("filters by kind and validity in the database, and pages no deeper than the bounded depth", async () => {
    const lessons = await data<Page>(serviceAuthCalls.list, zhang, { current: 3, size: 10, kind: "lesson" });
    expect(lessons.records.map((r) => r.kind)).toEqual(Array(10).fill("lesson"));
    const expired = await data<Page>(serviceAuthCalls.list, zhang, { current: 1, size: 10, validity: "expired" });
    expect(expired.records.map((r) => [r.kind, r.validity])).toEqual(Array(10).fill(["service_package", "expired"]));
    const beyond = await data<Page>(serviceAuthCalls.list, zhang, { current: LIST_COUNT_CAP / 10 + 1, size: 10 });
    expect(beyond.records).toEqual([]);
  });
});

describe("服务授权: each entitlement's standing", () => {
  it("runs from the payment for the package's period, JavaScript's month arithmetic; a lesson is kept for good; refunded orders give none", async () => {
    const page = await data<Page>(serviceAuthCalls.list, li, { current: 1, size: 10 });
    const byNo = new Map(page.records.map((r) => [r.orderNo, r]));
    expect([...byNo.keys()]).toEqual(["S4", "S5", "S3", "S2", "S1"]);
    // Paid 31 January (20:00 Beijing time) for a month: the end rolls over to 3 March, as setUTCMonth counts.
    expect(byNo.get("S1")).toMatchObject({ startTime: "2026-01-31 20:00:00", endTime: "2026-03-03 20:00:00", validity: "expired", validityLabel: "已过期" });
    expect(byNo.get("S2")).toMatchObject({ endTime: null, validity: "active", validityLabel: "服务中" });
    expect(byNo.get("S3")).toMatchObject({ validity: "completed", validityLabel: "已完成" });
    // Not paid through an event: it starts when it was ordered; a year ahead, waiting for its service.
    expect(byNo.get("S4")).toMatchObject({ validity: "pending", validityLabel: "待开始服务" });
    expect(byNo.get("S5")).toMatchObject({ kind: "lesson", endTime: null, validity: "active", validityLabel: "长期有效" });
    expect(page).toMatchObject({ total: 5, pages: 1, activeCount: 2 });
    const active = await data<Page>(serviceAuthCalls.list, li, { current: 1, size: 10, kind: "service_package", validity: "active" });
    expect(active.records.map((r) => r.orderNo)).toEqual(["S2"]);
  });
});
