import type { PlatformReport, ReportFigures } from "@cidp/api-client/contract";
import { JILIN_CITIES } from "@cidp/domain";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScale } from "../../composition/seed-scale.ts";
import type { Database } from "../../db/database.ts";
import { numberOf } from "../../db/scale-sql.ts";
import { type PlannedDatabase, plannedPglite, plannedPostgres, type StatementPlan } from "../../testing/query-plans.ts";
import { whenPostgres } from "../../testing/suite-target.ts";
import { createPlatformReport, reportPeriod, ZERO } from "../operator/platform-report.ts";
import { drainReportRollup } from "./report-rollup.ts";

// 统计报表 from the daily rollup: on a scale seed (orders, payments, refunds, certifications,
// sheets and tenders over two years, companies in every city) with members, certifications and
// orders added across cities, the report read from report_daily equals the report counted from the
// raw tables by the reference below (the report's former queries, kept here and only here); late
// and changed facts are marked and corrected; the job is idempotent; and the report's statements
// read the rollup by its keys, never the raw tables, unless a day is still marked.

const SCALE = 1_500;
const DAY_MS = 86_400_000;
const RAW_TABLES = [
  "member",
  "membership",
  "company_profile",
  "personal_certification",
  "corporate_certification",
  "payment",
  "payment_refund",
  "service_order",
  "inquiry_sheet",
  "tender",
];
/** The tables a marked day is read from, by their day index or by key from those rows, never whole. */
const DAY_INDEXED_TABLES = ["payment", "inquiry_sheet", "tender", "corporate_certification", "service_order", "company_profile"];

const now = new Date();
let planned: PlannedDatabase;
let db: Database;
const reports = () => createPlatformReport(db, () => now);
const run = (query: SQL) => db.execute(query);
const chinaDay = (daysAgo: number) => new Date(now.getTime() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
const instant = (daysAgo: number, hour = 3) => new Date(now.getTime() - daysAgo * DAY_MS - ((now.getUTCHours() - hour + 24) % 24) * 3_600_000).toISOString();
const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// ——— The reference: every figure counted from the raw tables, each row's city by a correlated subquery. ———

const dayOf = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const cityOfBusiness = (business: SQL) =>
  sql`(select left(cp.region_code, 4) from company_profile cp where cp.business_id = ${business} and cp.region_code <> '')`;
const cityOfMember = (member: SQL) =>
  sql`(select left(cp.region_code, 4) from membership ms join company_profile cp on cp.business_id = ms.business_id
       where ms.member_id = ${member} and cp.region_code <> '' order by ms.business_id limit 1)`;

async function rawReport(query: { from?: string; to?: string; city?: string }) {
  const period = reportPeriod(query, now);
  const prefix = query.city ? query.city.slice(0, 4) : null;
  const [start, end] = [period.start.toISOString(), period.end.toISOString()];
  const inCity = prefix ? sql`where city = ${prefix}` : sql``;
  const grouped = (from: SQL, at: SQL, city: SQL, where: SQL, amount: SQL = sql`0`) =>
    rowsOf<{ day: string; city: string | null; n: string | number; fen: string | number | null }>(sql`
      select day, city, count(*) as n, sum(amount) as fen from (
        select ${dayOf(at)} as day, ${city} as city, ${amount} as amount ${from} where ${at} >= ${start} and ${at} < ${end} and ${where}
      ) as facts ${inCity} group by day, city`);
  const states = (table: SQL, business: SQL) =>
    rowsOf<{ state: string; n: string | number }>(sql`
      select state, count(*) as n from (select t.state, ${cityOfBusiness(business)} as city from ${table} t
        where t.created_at >= ${start} and t.created_at < ${end}) as calls ${inCity} group by state`);
  const zero = (): ReportFigures => ({ ...ZERO });
  const byDay = new Map(period.days.map((day) => [day, zero()]));
  const byRegion = new Map([...JILIN_CITIES.map((city) => city.code), ""].map((code) => [code, zero()]));
  const totals = zero();
  const add = async (
    buckets: Promise<{ day: string; city: string | null; n: string | number; fen: string | number | null }[]>,
    count: keyof ReportFigures,
    amount?: keyof ReportFigures,
  ) => {
    for (const bucket of await buckets) {
      const region = JILIN_CITIES.find((city) => city.code.startsWith(bucket.city ?? "-"))?.code ?? "";
      for (const figures of [byDay.get(bucket.day), byRegion.get(region), totals]) {
        if (!figures) continue;
        figures[count] += Number(bucket.n);
        if (amount) figures[amount] += Number(bucket.fen ?? 0);
      }
    }
  };
  await add(grouped(sql`from member m`, sql`m.created_at`, cityOfMember(sql`m.id`), sql`true`), "registrations");
  await add(
    grouped(sql`from personal_certification pc`, sql`pc.reviewed_at`, cityOfMember(sql`pc.member_id`), sql`pc.state = 'certified'`),
    "personalCertifications",
  );
  await add(
    grouped(sql`from corporate_certification cc`, sql`cc.reviewed_at`, cityOfBusiness(sql`cc.business_id`), sql`cc.state = 'certified'`),
    "corporateCertifications",
  );
  await add(
    grouped(
      sql`from payment p join service_order o on o.id = p.order_id`,
      sql`p.settled_at`,
      cityOfBusiness(sql`o.buyer_business_id`),
      sql`p.status = 'succeeded'`,
      sql`p.amount_fen`,
    ),
    "orders",
    "orderAmountFen",
  );
  await add(
    grouped(
      sql`from payment_refund r join payment p on p.id = r.payment_id join service_order o on o.id = p.order_id`,
      sql`r.settled_at`,
      cityOfBusiness(sql`o.buyer_business_id`),
      sql`r.status = 'succeeded'`,
      sql`r.amount_fen`,
    ),
    "refunds",
    "refundAmountFen",
  );
  const countsOf = async (rows: Promise<{ state: string; n: string | number }[]>) => Object.fromEntries((await rows).map((row) => [row.state, Number(row.n)]));
  return {
    totals,
    days: period.days.map((day) => ({ day, ...byDay.get(day) })),
    regions: [...byRegion].filter(([code]) => !query.city || code === query.city).map(([code, figures]) => ({ code, ...figures })),
    sheets: await countsOf(states(sql`inquiry_sheet`, sql`t.buyer_business_id`)),
    tenders: await countsOf(states(sql`tender`, sql`t.tenderer_business_id`)),
  };
}

/** The report's figures in the reference's shape (states that counted nothing left out). */
function shapeOf(report: PlatformReport) {
  const counted = (rows: { state: string; count: number }[]) => Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row.state, row.count]));
  return {
    totals: report.totals,
    days: report.days,
    regions: report.regions.map(({ name: _name, ...figures }) => figures),
    sheets: counted(report.sheetsByState),
    tenders: counted(report.tendersByState),
  };
}

/** Periods and cities the report is asked for: the last year, the year before, a month, single days, and cities alone. */
const QUERIES = [
  {},
  { from: chinaDay(365), to: chinaDay(0) },
  { from: chinaDay(730), to: chinaDay(366) },
  { from: chinaDay(40), to: chinaDay(10) },
  { from: chinaDay(3), to: chinaDay(3) },
  { from: chinaDay(365), to: chinaDay(0), city: "220100" },
  { from: chinaDay(365), to: chinaDay(0), city: "220200" },
  { from: chinaDay(730), to: chinaDay(366), city: "222400" },
  { from: chinaDay(40), to: chinaDay(0), city: "220300" },
];

async function expectReportsEqualRaw() {
  for (const query of QUERIES) expect(shapeOf(await reports().report(query)), JSON.stringify(query)).toEqual(await rawReport(query));
}

const dirtyDays = () => numberOf(db, sql`select count(*) from report_dirty_day`);
const rollupRows = () => rowsOf(sql`select * from report_daily order by day, city`);

/** A business of each city, picked from the scale seed's companies. */
async function businessIn(cityPrefix: string): Promise<number> {
  return numberOf(db, sql`select min(business_id) from company_profile where region_code like ${`${cityPrefix}%`}`);
}

/**
 * One seeded database per target. The suites run one target after the other (PGlite, then
 * Postgres when DATABASE_URL names one), so the helpers above read the current target's `db`.
 */
function rollupSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`统计报表 from the daily rollup (${name})`, () => {
    beforeAll(async () => {
      planned = await open();
      db = planned.db;
      await seedScale(db, SCALE, { searchIndex: false });
      const [changchun, jilin, yanbian] = await Promise.all(["2201", "2202", "2224"].map(businessIn));
      // Members across cities: one in two businesses (the first by id gives the city), one in none.
      await run(sql`insert into member (id, phone, real_name, password_hash, created_at) values
      (910001, '13710000001', '报表一', 'x', ${instant(5)}), (910002, '13710000002', '报表二', 'x', ${instant(5, 20)}),
      (910003, '13710000003', '报表三', 'x', ${instant(100)}), (910004, '13710000004', '报表四', 'x', ${instant(400)})`);
      await run(sql`insert into membership (member_id, business_id, role) values
      (910001, ${changchun}, 'member'), (910002, ${jilin}, 'member'), (910002, ${yanbian}, 'member'), (910003, ${yanbian}, 'member')`);
      await run(sql`insert into personal_certification (member_id, real_name, id_number_cipher, id_number_masked, front_resource_id, back_resource_id, state, reviewed_at)
      values (910001, '报表一', 'x', '2201**********0011', 1, 1, 'certified', ${instant(4)}),
             (910002, '报表二', 'x', '2202**********0022', 1, 1, 'certified', ${instant(4, 17)}),
             (910003, '报表三', 'x', '2224**********0033', 1, 1, 'rejected', ${instant(99)})`);
      await run(sql`insert into service_order (id, order_no, buyer_member_id, buyer_business_id, item_kind, item_id, title, amount_fen, state, paid_fen, refunded_fen, pay_before)
      values (910001, 'R2099010100001', 910002, ${jilin}, 'service_package', 1, '报表套餐', 30000, 'refunded', 30000, 12000, now()),
             (910002, 'R2099010100002', 910003, ${yanbian}, 'service_package', 1, '报表套餐', 8800, 'paid', 8800, 0, now())`);
      await run(sql`insert into payment (id, order_id, provider, method, amount_fen, status, checkout_url, settled_at) values
      ('PROLL1', 910001, 'sandbox', 'wechat', 30000, 'succeeded', '/', ${instant(20)}),
      ('PROLL2', 910002, 'sandbox', 'alipay', 8800, 'succeeded', '/', ${instant(2)}),
      ('PROLL3', 910002, 'sandbox', 'alipay', 8800, 'failed', '/', ${instant(2)})`);
      await run(
        sql`insert into payment_refund (id, payment_id, amount_fen, status, settled_at) values ('RROLL1', 'PROLL1', 12000, 'succeeded', ${instant(18)})`,
      );
      await drainReportRollup(db);
      await run(sql`analyze report_daily`);
      await run(sql`analyze report_dirty_day`);
    }, 600_000);
    afterAll(() => planned?.close());

    describe("the report", () => {
      it("equals the raw tables' counts over every period and city", async () => {
        expect(await dirtyDays()).toBe(0);
        expect(await numberOf(db, sql`select count(*) from report_daily`)).toBeGreaterThan(100);
        await expectReportsEqualRaw();
      });

      it("corrects late and changed facts: marked in the writer's transaction, read raw until the job has recomputed them", async () => {
        const [changchun] = await Promise.all(["2201"].map(businessIn));
        // A payment notification arriving late for a day 200 days back, a refund that failed after all,
        // a tender moved on, a sheet and a member gone, a company moved to another city, a member joining a business.
        const late = await numberOf(db, sql`select min(id) from service_order where order_no ~ '^[0-9]{8}Z[0-9]{7}$' and state = 'pending_payment'`);
        await run(sql`insert into payment (id, order_id, provider, method, amount_fen, status, checkout_url, settled_at)
        values ('PLATE1', ${late}, 'sandbox', 'wechat', 4200, 'succeeded', '/', ${instant(200)})`);
        await run(sql`update payment_refund set status = 'failed' where id = 'RROLL1'`);
        await run(sql`update tender set state = 'failed' where id = (select min(id) from tender where state <> 'failed')`);
        await run(sql`delete from inquiry_sheet where id = (select max(id) from inquiry_sheet)`);
        await run(sql`delete from member where id = 910004`);
        await run(sql`update company_profile set region_code = '220502' where business_id = (select buyer_business_id from service_order where id = 910002)`);
        await run(sql`insert into membership (member_id, business_id, role) values (910003, ${changchun}, 'member')`);
        expect(await dirtyDays()).toBeGreaterThan(0);
        // Before the job: the marked days are counted from the raw tables.
        await expectReportsEqualRaw();
        expect(await drainReportRollup(db)).toBeGreaterThan(0);
        expect(await dirtyDays()).toBe(0);
        // After it: the rollup alone, corrected.
        await expectReportsEqualRaw();
        const lateDay = await reports().report({ from: chinaDay(200), to: chinaDay(200) });
        expect(lateDay.totals.orderAmountFen).toBeGreaterThanOrEqual(4200);
      });

      it("is idempotent: a second run changes nothing, and recomputing every day gives the same rows", async () => {
        const before = await rollupRows();
        expect(await drainReportRollup(db)).toBe(0);
        expect(await rollupRows()).toEqual(before);
        await run(sql`select report_mark_all_days()`);
        expect(await drainReportRollup(db)).toBeGreaterThan(300);
        expect(await rollupRows()).toEqual(before);
      });
    });

    const relationsOf = (plans: StatementPlan[]) => new Set(plans.flatMap((plan) => plan.nodes.map((node) => node.relation).filter(Boolean)));
    const indexesOf = (plans: StatementPlan[]) => new Set(plans.flatMap((plan) => plan.nodes.map((node) => node.index).filter(Boolean)));

    describe("its statements", () => {
      it("read the rollup by its key and the city's index, and no raw table, when no day is marked", async () => {
        expect(await dirtyDays()).toBe(0);
        const month = await planned.plansOf(() => reports().report({ from: chinaDay(40), to: chinaDay(10) }));
        const year = await planned.plansOf(() => reports().report({ from: chinaDay(365), to: chinaDay(0) }));
        const city = await planned.plansOf(() => reports().report({ from: chinaDay(365), to: chinaDay(0), city: "220200" }));
        for (const plans of [month, year, city]) {
          expect(
            [...relationsOf(plans)].filter((relation) => RAW_TABLES.includes(relation ?? "")),
            plans.map((plan) => plan.sql).join("\n"),
          ).toEqual([]);
          expect(relationsOf(plans)).toContain("report_daily");
        }
        // A row a day of the province ('*') or the city: one range of (city, day).
        for (const plans of [month, year, city]) expect(indexesOf(plans)).toContain("report_daily_city_idx");
      });

      it("read a marked day from the raw tables through their day indexes, never a whole table", async () => {
        await run(sql`insert into report_dirty_day (day) values (${chinaDay(0)}::date)`);
        try {
          const plans = await planned.plansOf(() => reports().report({}));
          const scans = plans.flatMap((plan) => plan.nodes.filter((node) => node.nodeType === "Seq Scan" && DAY_INDEXED_TABLES.includes(node.relation ?? "")));
          expect(scans, plans.map((plan) => plan.sql).join("\n")).toEqual([]);
          const used = indexesOf(plans);
          for (const index of ["payment_settled_idx", "inquiry_sheet_created_idx", "tender_created_idx", "corporate_certification_certified_idx"])
            expect(used).toContain(index);
        } finally {
          await drainReportRollup(db);
        }
      });
    });
  });
}

rollupSuite("PGlite", plannedPglite);
whenPostgres("统计报表 from the daily rollup", (url) => rollupSuite("Postgres", () => plannedPostgres(url)));
