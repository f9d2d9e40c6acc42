/**
 * The cross-field rules of a project need that a form's field checks cannot see: the budget range
 * and the deadline. The field checks (lengths, formats) live in the contract's schemas.
 */
import { fenRangeFault } from "../money/fen.ts";
import type { Result } from "../result.ts";

export type ProjectInputCode = "project.budget-invalid" | "project.budget-order" | "project.deadline-past" | "project.deadline-too-far";

/** Budgets reach far above one payment's cap: up to 1,000 亿元 (still a safe integer of fen). */
export const PROJECT_BUDGET_MAX_FEN = 10_000_000_000_000;

/** Registration may stay open at most this long. */
export const PROJECT_DEADLINE_MAX_DAYS = 180;

export const PROJECT_INPUT_MESSAGES: Readonly<Record<ProjectInputCode, string>> = {
  "project.budget-invalid": "预算金额须为正数且不超过上限",
  "project.budget-order": "预算下限不能高于上限",
  "project.deadline-past": "报名截止时间须晚于当前时间",
  "project.deadline-too-far": `报名截止时间不能超过${PROJECT_DEADLINE_MAX_DAYS}天`,
};

/** Checks the budget (fen, min ≤ max) and the deadline (future, within 180 days). */
export function validateProjectInput(input: {
  readonly budgetMinFen: number;
  readonly budgetMaxFen: number;
  readonly deadline: Date;
  readonly now: Date;
}): Result<true, { code: ProjectInputCode }> {
  const budget = fenRangeFault(input.budgetMinFen, input.budgetMaxFen, PROJECT_BUDGET_MAX_FEN);
  if (budget) return { ok: false, code: `project.budget-${budget}` };
  const ahead = input.deadline.getTime() - input.now.getTime();
  if (!(ahead > 0)) return { ok: false, code: "project.deadline-past" };
  if (ahead > PROJECT_DEADLINE_MAX_DAYS * 86_400_000) return { ok: false, code: "project.deadline-too-far" };
  return { ok: true, value: true };
}

/** 万元 as pages show budgets: 1,200 万元 from fen. */
export function formatWanYuan(fen: number): string {
  const wan = fen / 1_000_000;
  return `${wan.toLocaleString("zh-CN", { maximumFractionDigits: 2 })} 万元`;
}
