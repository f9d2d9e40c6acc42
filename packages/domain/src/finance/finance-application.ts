/**
 * 融资申请: a member applies for a partner bank's product (保函, 应收账款融资, 订单融资, 设备融资租赁).
 * 已提交 → 银行审核中 → 已批准 / 已拒绝, 已批准 → 已放款; the applicant may withdraw (已撤回) while the
 * bank has not decided. Revoking the data-sharing consent withdraws a pending application too.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";
import { tableOfEdges, transitionBy } from "../transition-table.ts";

export const FINANCE_PRODUCT_KINDS = { guarantee: "保函", receivable: "应收账款融资", order: "订单融资", leasing: "设备融资租赁" } as const;
export type FinanceProductKind = keyof typeof FINANCE_PRODUCT_KINDS;

export const APPLICATION_STATE_LABELS = {
  submitted: "已提交",
  reviewing: "银行审核中",
  approved: "已批准",
  rejected: "已拒绝",
  disbursed: "已放款",
  withdrawn: "已撤回",
} as const;

export const APPLICATION_STATES = keysOf(APPLICATION_STATE_LABELS);
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const APPLICATION_EVENTS = ["accept", "approve", "reject", "disburse", "withdraw"] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

const moves = tableOfEdges<ApplicationState, ApplicationEvent>({
  accept: { from: ["submitted"], to: "reviewing" },
  approve: { from: ["reviewing"], to: "approved" },
  reject: { from: ["submitted", "reviewing"], to: "rejected" },
  disburse: { from: ["approved"], to: "disbursed" },
  withdraw: { from: ["submitted", "reviewing"], to: "withdrawn" },
});

export type ApplicationRefusalCode = "application.transition-forbidden";

/** The next state of an application after an event, or why it is refused. */
export function transitionApplication(state: ApplicationState, event: ApplicationEvent): Result<ApplicationState, { code: ApplicationRefusalCode }> {
  return transitionBy(moves, state, event, "application.transition-forbidden");
}

/** The bank's next step on an application it is answering (the operator desk acts for the bank). */
export function nextBankEvent(state: ApplicationState): "accept" | "approve" | "disburse" | null {
  if (state === "submitted") return "accept";
  if (state === "reviewing") return "approve";
  if (state === "approved") return "disburse";
  return null;
}

/** States in which the bank still holds the shared data for a decision (revoking consent withdraws these). */
export function isPendingApplication(state: ApplicationState): boolean {
  return state === "submitted" || state === "reviewing";
}
