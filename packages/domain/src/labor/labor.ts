/**
 * 劳务用工: labor teams (班组) offering their trade and labor demands asking for one, by trade,
 * headcount, period, region and daily pay. 实名制 is shown as a count of verified workers; ID
 * numbers never reach these rules or their pages.
 */
import { fenRangeFault } from "../money/fen.ts";
import type { Result } from "../result.ts";

/** The trades (工种) teams and demands name. */
export const LABOR_TRADES = ["钢筋工", "木工", "焊工", "架子工", "混凝土工", "电工", "瓦工", "油漆工", "水暖工", "防水工", "起重信号工", "普工"] as const;
export type LaborTrade = (typeof LABOR_TRADES)[number];

/** 班组 offers labor; 用工需求 asks for it. */
export const LABOR_KIND_LABELS = { team: "劳务班组", demand: "用工需求" } as const;
export type LaborKind = keyof typeof LABOR_KIND_LABELS;

export type LaborInputCode = "labor.pay-invalid" | "labor.pay-order" | "labor.period-order" | "labor.headcount-invalid" | "labor.real-name-exceeds";

export const LABOR_MESSAGES: Readonly<Record<LaborInputCode, string>> = {
  "labor.pay-invalid": "日薪须为正数且不超过 5000 元",
  "labor.pay-order": "日薪下限不能高于上限",
  "labor.period-order": "结束日期不能早于开始日期",
  "labor.headcount-invalid": "人数须为 1 到 500 之间的整数",
  "labor.real-name-exceeds": "已实名人数不能超过班组人数",
};

/** One day's pay is at most ¥5,000 (in fen). */
const PAY_MAX_FEN = 500_000;

/** Checks a listing's numbers: daily pay range (fen), period (yyyy-mm-dd), headcount and 实名 count. */
export function validateLaborInput(input: {
  readonly payMinFen: number;
  readonly payMaxFen: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly headcount: number;
  readonly realNameCount: number;
}): Result<true, { code: LaborInputCode }> {
  const pay = fenRangeFault(input.payMinFen, input.payMaxFen, PAY_MAX_FEN);
  if (pay) return { ok: false, code: `labor.pay-${pay}` };
  if (input.endDate < input.startDate) return { ok: false, code: "labor.period-order" };
  if (!Number.isInteger(input.headcount) || input.headcount < 1 || input.headcount > 500) return { ok: false, code: "labor.headcount-invalid" };
  if (!Number.isInteger(input.realNameCount) || input.realNameCount < 0 || input.realNameCount > input.headcount)
    return { ok: false, code: "labor.real-name-exceeds" };
  return { ok: true, value: true };
}
