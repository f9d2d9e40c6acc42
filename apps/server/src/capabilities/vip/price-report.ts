import { changePermille, completedPeriods, type ReportingCadence, type ReportPeriod } from "@cidp/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { JobKind } from "../../platform/jobs/job-kind.ts";
import { type PriceReportLine, vipPriceReports } from "./schema.ts";

/** A figure of the market as the listings in force give it, before it is compared with the previous report. */
export type MarketPriceFigure = Omit<PriceReportLine, "changePermille">;

/**
 * The port through which the VIP capability reads the market: the listed products, the machines
 * for rent and the labour teams in force at `asOf`, aggregated (the composition root answers it
 * from the market capabilities, which VIP may not read itself).
 */
export type MarketPriceFigures = (db: Database, asOf: Date) => Promise<MarketPriceFigure[]>;

export const PRICE_REPORT_JOB = "vip.price-reports";
/** How often the job looks for a period that has ended without its report: an hour late at worst. */
export const PRICE_REPORT_EVERY_MS = 3_600_000;
const CADENCES: readonly ReportingCadence[] = ["quarterly", "monthly"];

const keyOf = (line: Pick<PriceReportLine, "section" | "item" | "unit">) => `${line.section}\u0000${line.item}\u0000${line.unit}`;

/** The figures with their 环比 against the previous report's lines of the same section, item and unit. */
export function withChanges(figures: readonly MarketPriceFigure[], previous: readonly PriceReportLine[] | undefined): PriceReportLine[] {
  const before = new Map((previous ?? []).map((line) => [keyOf(line), line.avgFen]));
  return figures.map((figure) => ({ ...figure, changePermille: changePermille(before.get(keyOf(figure)) ?? null, figure.avgFen) }));
}

/**
 * Issues the report of each cadence's latest completed period if it has none yet: the market's
 * figures as they stand now (a report is a snapshot of the listings in force when it is issued,
 * the first run after the period ends), compared with the cadence's previous report. Runs in the
 * job's transaction; the unique period index makes a second instance's insert a no-op. Answers
 * the periods it issued.
 */
export async function issueDueReports(tx: Database, figuresOf: MarketPriceFigures, now: Date): Promise<ReportPeriod[]> {
  const issued: ReportPeriod[] = [];
  let figures: MarketPriceFigure[] | undefined;
  for (const cadence of CADENCES) {
    const [period] = completedPeriods(cadence, now, 1);
    if (!period) continue;
    const [latest] = await tx
      .select({ periodStart: vipPriceReports.periodStart, lines: vipPriceReports.lines })
      .from(vipPriceReports)
      .where(eq(vipPriceReports.cadence, cadence))
      .orderBy(desc(vipPriceReports.periodStart))
      .limit(1);
    if (latest && latest.periodStart >= period.start) continue;
    figures ??= await figuresOf(tx, now);
    const written = await tx
      .insert(vipPriceReports)
      .values({ cadence, periodStart: period.start, periodEnd: period.end, lines: withChanges(figures, latest?.lines), issuedAt: now })
      .onConflictDoNothing()
      .returning({ id: vipPriceReports.id });
    if (written.length > 0) issued.push(period);
  }
  return issued;
}

/** The recurring job that issues each period's 行业价格分析报告 once, whichever instance runs it. */
export function priceReportJobKind(figuresOf: MarketPriceFigures): JobKind {
  return {
    kind: PRICE_REPORT_JOB,
    mode: "transaction",
    everyMs: PRICE_REPORT_EVERY_MS,
    handler: async (_payload, { tx, now }) => {
      await issueDueReports(tx, figuresOf, now);
    },
  };
}

/** The reports of a cadence on the shelf, newest first (at most `limit`), without their lines. */
export function reportsOf(db: Database, cadence: ReportingCadence, limit: number) {
  return db
    .select({ id: vipPriceReports.id, cadence: vipPriceReports.cadence, periodStart: vipPriceReports.periodStart, issuedAt: vipPriceReports.issuedAt })
    .from(vipPriceReports)
    .where(eq(vipPriceReports.cadence, cadence))
    .orderBy(desc(vipPriceReports.periodStart))
    .limit(limit);
}

/** One report of a cadence, by id; undefined when it is not one of that cadence's. */
export async function reportOf(db: Database, cadence: ReportingCadence, id: number) {
  const [row] = await db
    .select()
    .from(vipPriceReports)
    .where(and(eq(vipPriceReports.id, id), eq(vipPriceReports.cadence, cadence)));
  return row;
}
