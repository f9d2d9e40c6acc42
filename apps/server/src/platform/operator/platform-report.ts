import type { PlatformReport, ReportFigures } from "@cidp/api-client/contract";
import { JILIN_CITIES, SHEET_STATES, sheetStateLabel, TENDER_STATE_LABELS } from "@cidp/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** The period a report covers when none is asked for. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest period one report covers (a year, a leap day included). */
export const REPORT_MAX_DAYS = 366;
/** The region of a business outside the province or without a profile's region code. */
const NO_REGION = { code: "", name: "省外或未填写地区" } as const;

/** A report asked for a period or city it cannot cover: the page shows the message on the field. */
export class ReportError extends Error {
  constructor(
    readonly status: 400,
    message: string,
  ) {
    super(message);
    this.name = "ReportError";
  }
}

/** The days of a report: China days from `from` to `to`, both included, as instants [start, end). */
interface ReportPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
  days: string[];
}

/** One count (and amount in fen) of a metric on a China day in a city (its four-digit prefix; null when unknown). */
interface Bucket {
  day: string;
  city: string | null;
  n: number;
  fen: number;
}

const chinaDayOf = (instant: Date) => new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a China day starts, or null for a day the calendar does not have (2026-02-30). */
function chinaDayStart(day: string): Date | null {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) return null;
  return new Date(start.getTime() - CHINA_OFFSET_MS);
}

/** The period asked for, checked: real days, in order, at most a year, the last 30 days by default. */
export function reportPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date): ReportPeriod {
  const to = query.to ?? chinaDayOf(now);
  const toStart = chinaDayStart(to);
  if (!toStart) throw new ReportError(400, "结束日期不是有效的日期");
  const from = query.from ?? chinaDayOf(new Date(toStart.getTime() + CHINA_OFFSET_MS - (REPORT_DEFAULT_DAYS - 1) * DAY_MS));
  const start = chinaDayStart(from);
  if (!start) throw new ReportError(400, "开始日期不是有效的日期");
  if (start > toStart) throw new ReportError(400, "开始日期不能晚于结束日期");
  const count = Math.round((toStart.getTime() - start.getTime()) / DAY_MS) + 1;
  if (count > REPORT_MAX_DAYS) throw new ReportError(400, `统计区间不能超过${REPORT_MAX_DAYS}天`);
  const days = Array.from({ length: count }, (_, index) => chinaDayOf(new Date(start.getTime() + index * DAY_MS)));
  return { from, to, start, end: new Date(toStart.getTime() + DAY_MS), days };
}

/** The China day of a timestamp column, as Postgres and PGlite both compute it (no time zone database needed). */
const dayOf = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
/** The city (first four digits of the region code) of a business's profile. */
const cityOfBusiness = (business: SQL) =>
  sql`(select left(cp.region_code, 4) from company_profile cp where cp.business_id = ${business} and cp.region_code <> '')`;
/**
 * A member's city: that of the first business they belong to (by the business's id), so each
 * member counts in one region.
 */
const cityOfMember = (member: SQL) =>
  sql`(select left(cp.region_code, 4) from membership ms join company_profile cp on cp.business_id = ms.business_id
       where ms.member_id = ${member} and cp.region_code <> '' order by ms.business_id limit 1)`;

const ZERO: ReportFigures = {
  registrations: 0,
  personalCertifications: 0,
  corporateCertifications: 0,
  orders: 0,
  orderAmountFen: 0,
  refunds: 0,
  refundAmountFen: 0,
};

/**
 * 统计报表 (back office): registrations, certifications passed, paid orders and their amounts,
 * refunds paid back, by China day and by city of the province; and the procurement sheets and
 * tenders created in the period, by their state now. Every figure is counted in the database
 * (one grouped query a metric), so the numbers are the rows', never a cache's.
 */
export function createPlatformReport(db: Database, now: () => Date = () => new Date()) {
  async function bucketsOf(query: SQL): Promise<Bucket[]> {
    const result = (await db.execute(query)) as unknown as { rows: { day: string; city: string | null; n: number | string; fen: number | string | null }[] };
    return result.rows.map((row) => ({ day: row.day, city: row.city, n: Number(row.n), fen: Number(row.fen ?? 0) }));
  }

  /** One metric's counts (and sums of `amount`) by day and city, in the period, of the city asked for. */
  function grouped(from: SQL, at: SQL, city: SQL, where: SQL, period: ReportPeriod, prefix: string | null, amount: SQL = sql`0`) {
    return bucketsOf(sql`
      select day, city, count(*) as n, sum(amount) as fen from (
        select ${dayOf(at)} as day, ${city} as city, ${amount} as amount ${from}
        where ${at} >= ${period.start.toISOString()} and ${at} < ${period.end.toISOString()} and ${where}
      ) as facts
      ${prefix ? sql`where city = ${prefix}` : sql``}
      group by day, city`);
  }

  async function stateCounts(table: SQL, business: SQL, period: ReportPeriod, prefix: string | null) {
    const result = (await db.execute(sql`
      select state, count(*) as n from (
        select t.state, ${cityOfBusiness(business)} as city from ${table} t
        where t.created_at >= ${period.start.toISOString()} and t.created_at < ${period.end.toISOString()}
      ) as calls ${prefix ? sql`where city = ${prefix}` : sql``}
      group by state`)) as unknown as { rows: { state: string; n: number | string }[] };
    return new Map(result.rows.map((row) => [row.state, Number(row.n)]));
  }

  return {
    async report(query: { from?: string | undefined; to?: string | undefined; city?: string | undefined }): Promise<PlatformReport> {
      const period = reportPeriod(query, now());
      const chosen = query.city ? JILIN_CITIES.find((city) => city.code === query.city) : undefined;
      if (query.city && !chosen) throw new ReportError(400, "请选择吉林省内的地区");
      const prefix = chosen ? chosen.code.slice(0, 4) : null;

      const [registrations, personal, corporate, orders, refunds, sheets, tenders] = await Promise.all([
        grouped(sql`from member m`, sql`m.created_at`, cityOfMember(sql`m.id`), sql`true`, period, prefix),
        grouped(sql`from personal_certification pc`, sql`pc.reviewed_at`, cityOfMember(sql`pc.member_id`), sql`pc.state = 'certified'`, period, prefix),
        grouped(sql`from corporate_certification cc`, sql`cc.reviewed_at`, cityOfBusiness(sql`cc.business_id`), sql`cc.state = 'certified'`, period, prefix),
        grouped(
          sql`from payment p join service_order o on o.id = p.order_id`,
          sql`p.settled_at`,
          cityOfBusiness(sql`o.buyer_business_id`),
          sql`p.status = 'succeeded'`,
          period,
          prefix,
          sql`p.amount_fen`,
        ),
        grouped(
          sql`from payment_refund r join payment p on p.id = r.payment_id join service_order o on o.id = p.order_id`,
          sql`r.settled_at`,
          cityOfBusiness(sql`o.buyer_business_id`),
          sql`r.status = 'succeeded'`,
          period,
          prefix,
          sql`r.amount_fen`,
        ),
        stateCounts(sql`inquiry_sheet`, sql`t.buyer_business_id`, period, prefix),
        stateCounts(sql`tender`, sql`t.tenderer_business_id`, period, prefix),
      ]);

      const byDay = new Map(period.days.map((day) => [day, { ...ZERO }]));
      const regionOrder = [...JILIN_CITIES.map((city) => ({ code: city.code, name: city.name })), NO_REGION];
      const byRegion = new Map(regionOrder.map((region) => [region.code, { ...ZERO }]));
      const totals = { ...ZERO };
      const add = (buckets: Bucket[], count: keyof ReportFigures, amount?: keyof ReportFigures) => {
        for (const bucket of buckets) {
          const regionCode = JILIN_CITIES.find((city) => city.code.startsWith(bucket.city ?? "-"))?.code ?? NO_REGION.code;
          for (const figures of [byDay.get(bucket.day), byRegion.get(regionCode), totals]) {
            if (!figures) continue;
            figures[count] += bucket.n;
            if (amount) figures[amount] += bucket.fen;
          }
        }
      };
      add(registrations, "registrations");
      add(personal, "personalCertifications");
      add(corporate, "corporateCertifications");
      add(orders, "orders", "orderAmountFen");
      add(refunds, "refunds", "refundAmountFen");

      return {
        from: period.from,
        to: period.to,
        city: chosen?.code ?? "",
        cityName: chosen?.name ?? "全省",
        totals,
        days: period.days.map((day) => ({ day, ...(byDay.get(day) ?? ZERO) })),
        regions: regionOrder
          .filter((region) => !chosen || region.code === chosen.code)
          .map((region) => ({ ...region, ...(byRegion.get(region.code) ?? ZERO) })),
        sheetsByState: SHEET_STATES.map((state) => ({
          state,
          label: state === "round_quoting" ? "多轮报价中" : sheetStateLabel(state, 1),
          count: sheets.get(state) ?? 0,
        })),
        tendersByState: (Object.keys(TENDER_STATE_LABELS) as (keyof typeof TENDER_STATE_LABELS)[]).map((state) => ({
          state,
          label: TENDER_STATE_LABELS[state],
          count: tenders.get(state) ?? 0,
        })),
      };
    },
  };
}
