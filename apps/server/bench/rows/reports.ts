// 统计报表 (the back office's report), read from the daily rollup: the last 30 days (the page's
// default), a whole year, and a year of one city. Each reads at most days × cities rollup rows,
// however many members, orders, sheets and tenders the scale seed made (seed-scale ends with the
// rollup's own pass over the days its rows marked).

import { operatorCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

const DAY_MS = 86_400_000;
/** A China day (UTC+8) `daysAgo` days before this run. */
const chinaDay = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
const year = `from=${chinaDay(365)}&to=${chinaDay(0)}`;

export const reportRows: BenchRow[] = [
  { name: "operator report, last 30 days", paths: [operatorCalls.report.path], member: false, operator: true, target: "flat" },
  { name: "operator report, a year", paths: [`${operatorCalls.report.path}?${year}`], member: false, operator: true, target: "flat" },
  {
    name: "operator report, a year of one city",
    paths: [`${operatorCalls.report.path}?${year}&city=220100`, `${operatorCalls.report.path}?${year}&city=222400`],
    member: false,
    operator: true,
    target: "flat",
  },
];
