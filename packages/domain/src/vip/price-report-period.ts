import { chinaDateOf } from "../time/china-date.ts";

/**
 * 行业价格分析报告: how often a VIP plan's businesses receive one. The 年度VIP's is quarterly, the
 * 企业VIP's monthly; a plan without the benefit has `none`.
 */
export const PRICE_REPORT_CADENCES = ["none", "quarterly", "monthly"] as const;
export type PriceReportCadence = (typeof PRICE_REPORT_CADENCES)[number];
/** A cadence that produces reports. */
export type ReportingCadence = Exclude<PriceReportCadence, "none">;

/** How many of the latest completed periods a cadence keeps on the shelf: two years of quarters, a year of months. */
export const PRICE_REPORT_HISTORY: Readonly<Record<ReportingCadence, number>> = { quarterly: 8, monthly: 12 };

/** One report period: China calendar days, `start` inclusive, `end` exclusive (the next period's first day). */
export interface ReportPeriod {
  readonly cadence: ReportingCadence;
  readonly start: string;
  readonly end: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const firstDay = (year: number, month0: number) => {
  const y = year + Math.floor(month0 / 12);
  return `${y}-${pad((((month0 % 12) + 12) % 12) + 1)}-01`;
};
const monthsOf: Readonly<Record<ReportingCadence, number>> = { quarterly: 3, monthly: 1 };

/**
 * The latest `count` periods of `cadence` that had ended by `now` (in China), newest first: on
 * 2026-12-01 the quarterly ones are 2026-07-01..2026-10-01, 2026-04-01..2026-07-01, …
 */
export function completedPeriods(cadence: ReportingCadence, now: Date, count = PRICE_REPORT_HISTORY[cadence]): ReportPeriod[] {
  const [year, month] = chinaDateOf(now).split("-").map(Number) as [number, number];
  const length = monthsOf[cadence];
  // The first month (0-based, from January of `year`) of the period running now.
  const running = Math.floor((month - 1) / length) * length;
  return Array.from({ length: count }, (_, i) => {
    const start = running - (i + 1) * length;
    return { cadence, start: firstDay(year, start), end: firstDay(year, start + length) };
  });
}

/** The period's name on the page: 2026年第3季度, 2026年10月. */
export function periodLabel(period: Pick<ReportPeriod, "cadence" | "start">): string {
  const [year, month] = period.start.split("-").map(Number) as [number, number];
  return period.cadence === "quarterly" ? `${year}年第${Math.ceil(month / 3)}季度` : `${year}年${month}月`;
}

/** The change of an average from the previous period, in tenths of a percent (−12.5 % is −125); null without a previous figure. */
export function changePermille(previousFen: number | null, currentFen: number): number | null {
  if (previousFen === null || previousFen <= 0) return null;
  return Math.round(((currentFen - previousFen) * 1000) / previousFen);
}

/** 环比 as the report prints it: "+3.2%", "−12.5%", "持平", "—" without a previous period. */
export function changeText(permille: number | null): string {
  if (permille === null) return "—";
  if (permille === 0) return "持平";
  const sign = permille > 0 ? "+" : "−";
  return `${sign}${(Math.abs(permille) / 10).toFixed(1)}%`;
}
