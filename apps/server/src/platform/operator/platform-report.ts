import type { PlatformReport, ReportFigures } from "@cidp/api-client/contract";
import { JILIN_CITIES, SHEET_STATES, sheetStateLabel, TENDER_STATE_LABELS } from "@cidp/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { dailyFigures, listedDays, PROVINCE } from "../report/daily-figures.ts";

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

/** One day's figures and sheets and tenders by state, of the province or of the city asked for. */
interface DayRow extends ReportFigures {
  day: string;
  sheetStates: Record<string, number>;
  tenderStates: Record<string, number>;
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

/** Every figure at nought: where a day or a region starts (and the rollup test's raw reference too). */
export const ZERO: ReportFigures = {
  registrations: 0,
  personalCertifications: 0,
  corporateCertifications: 0,
  orders: 0,
  orderAmountFen: 0,
  refunds: 0,
  refundAmountFen: 0,
};

/** report_daily's columns, in its order (dailyFigures answers the same). */
const COLUMNS = sql.raw(
  "day, city, registrations, personal_certifications, corporate_certifications, orders, order_amount_fen, refunds, refund_amount_fen, sheet_states, tender_states",
);

/**
 * The period's rollup rows whose city matches `cities`, a day and city each; the days the rollup has
 * not caught up with (`stale`) computed from the raw tables instead.
 */
function periodRows(period: ReportPeriod, cities: SQL, stale: readonly string[]): SQL {
  const notStale = stale.length === 0 ? sql`` : sql`and day <> all(string_to_array(${stale.join(",")}, ',')::date[])`;
  const rolled = sql`select ${COLUMNS} from report_daily where ${cities} and day >= ${period.from}::date and day <= ${period.to}::date ${notStale}`;
  if (stale.length === 0) return rolled;
  return sql`${rolled} union all select ${COLUMNS} from (${dailyFigures(listedDays(stale))}) as raw where ${cities}`;
}

const SUMS = sql`sum(registrations) as registrations, sum(personal_certifications) as "personalCertifications",
  sum(corporate_certifications) as "corporateCertifications", sum(orders) as orders, sum(order_amount_fen) as "orderAmountFen",
  sum(refunds) as refunds, sum(refund_amount_fen) as "refundAmountFen"`;

const FIGURE_KEYS = Object.keys(ZERO) as (keyof ReportFigures)[];

/**
 * 统计报表 (back office): registrations, certifications passed, paid orders and their amounts,
 * refunds paid back, by China day and by city of the province; and the procurement sheets and
 * tenders created in the period, by their state now. The figures are read from the daily rollup
 * (platform/report): a row a day of the province (its '*' rows) or of the city asked for, 366 at
 * most, and for the province's table of regions its cities' rows summed in the database; and
 * the days it has not caught up with yet (marked by the triggers: today's, a late payment's) are
 * computed from the raw tables, a day at a time through their day indexes; so the numbers are the
 * rows' as of this call, never a stale cache's.
 */
export function createPlatformReport(db: Database, now: () => Date = () => new Date()) {
  /** The days of the period the rollup has not caught up with yet (marked by the triggers). */
  async function staleDays(period: ReportPeriod): Promise<string[]> {
    const result = (await db.execute(
      sql`select distinct to_char(day, 'YYYY-MM-DD') as day from report_dirty_day where day >= ${period.from}::date and day <= ${period.to}::date`,
    )) as unknown as { rows: { day: string }[] };
    return result.rows.map((row) => row.day);
  }

  const figuresOf = (row: Record<string, unknown>) => Object.fromEntries(FIGURE_KEYS.map((key) => [key, Number(row[key] ?? 0)])) as unknown as ReportFigures;

  /**
   * The period's days of one city, or of the province (its '*' rows): a row a day at most, sent as
   * one JSON text of arrays (in the order of FIGURE_KEYS) — row by row, with their jsonb states,
   * PGlite spent more time handing the rows over than reading them.
   */
  async function dayRows(period: ReportPeriod, scope: string, stale: readonly string[]): Promise<DayRow[]> {
    const result = (await db.execute(sql`
      select coalesce(json_agg(json_build_array(to_char(day, 'YYYY-MM-DD'), registrations, personal_certifications, corporate_certifications,
        orders, order_amount_fen, refunds, refund_amount_fen, sheet_states, tender_states)), '[]')::text as days
      from (${periodRows(period, sql`city = ${scope}`, stale)}) as days`)) as unknown as { rows: { days: string }[] };
    const days = JSON.parse(result.rows[0]?.days ?? "[]") as unknown[][];
    const states = FIGURE_KEYS.length + 1;
    return days.map((values) => ({
      day: String(values[0]),
      ...(Object.fromEntries(FIGURE_KEYS.map((key, index) => [key, Number(values[index + 1] ?? 0)])) as unknown as ReportFigures),
      sheetStates: (values[states] ?? {}) as Record<string, number>,
      tenderStates: (values[states + 1] ?? {}) as Record<string, number>,
    }));
  }

  /** The province's figures by city over the period, summed in the database: a row a city. */
  async function cityRows(period: ReportPeriod, stale: readonly string[]): Promise<(ReportFigures & { city: string })[]> {
    const result = (await db.execute(sql`
      select city, ${SUMS} from (${periodRows(period, sql`city <> ${PROVINCE}`, stale)}) as cities group by city`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return result.rows.map((row) => ({ city: String(row.city), ...figuresOf(row) }));
  }

  return {
    async report(query: { from?: string | undefined; to?: string | undefined; city?: string | undefined }): Promise<PlatformReport> {
      const period = reportPeriod(query, now());
      const chosen = query.city ? JILIN_CITIES.find((city) => city.code === query.city) : undefined;
      if (query.city && !chosen) throw new ReportError(400, "请选择吉林省内的地区");
      const prefix = chosen ? chosen.code.slice(0, 4) : null;
      const stale = await staleDays(period);
      const [days, cities] = await Promise.all([dayRows(period, prefix ?? PROVINCE, stale), prefix === null ? cityRows(period, stale) : null]);

      const byDay = new Map(period.days.map((day) => [day, { ...ZERO }]));
      const regionOrder = [...JILIN_CITIES.map((city) => ({ code: city.code, name: city.name })), NO_REGION];
      const byRegion = new Map(regionOrder.map((region) => [region.code, { ...ZERO }]));
      const totals = { ...ZERO };
      const sheets = new Map<string, number>();
      const tenders = new Map<string, number>();
      const add = (into: ReportFigures | undefined, row: ReportFigures) => {
        if (into) for (const key of FIGURE_KEYS) into[key] += row[key];
      };
      for (const row of days) {
        add(byDay.get(row.day), row);
        add(totals, row);
        for (const [state, n] of Object.entries(row.sheetStates)) sheets.set(state, (sheets.get(state) ?? 0) + n);
        for (const [state, n] of Object.entries(row.tenderStates)) tenders.set(state, (tenders.get(state) ?? 0) + n);
      }
      // A city's report is its own region; the province's regions are its cities' rows.
      if (chosen) add(byRegion.get(chosen.code), totals);
      for (const row of cities ?? []) add(byRegion.get(JILIN_CITIES.find((city) => city.code.startsWith(row.city || "-"))?.code ?? NO_REGION.code), row);

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
