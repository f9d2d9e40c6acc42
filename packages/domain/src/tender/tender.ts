/**
 * The life of a tender (招标) mirroring statutory tendering (../procurement.md):
 * 草稿 → 审批 → 公告/报名中 → 资格审查 → 投标中 → 开标 (at the deadline) → 评标 → 中标候选人公示 (≥ 3 days)
 * → 定标 → 中标通知书 + 结果公告 → 保证金退还 → 完成. Exits: 流标 (fewer than 3 valid bids at opening,
 * or every bid rejected in evaluation) and 已撤回 (before the opening).
 *
 * Pure: events that depend on time carry the server's time, so the same table runs in tests.
 */

import { keysOf } from "../labelled-keys.ts";
import { type StatusResult, statusAnswers } from "../status-answers.ts";
import { DAY_MS } from "../vip/vip-entitlement.ts";

export const TENDER_STATE_LABELS = {
  draft: "草稿",
  approving: "审批中",
  registering: "公告/报名中",
  qualifying: "资格审查",
  bidding: "投标中",
  opened: "已开标",
  evaluating: "评标中",
  publicity: "中标候选人公示",
  awarded: "已定标",
  notified: "中标通知书已发",
  refunding: "保证金退还中",
  completed: "已完成",
  failed: "流标",
  withdrawn: "已撤回",
} as const;

export const TENDER_STATES = keysOf(TENDER_STATE_LABELS);
export type TenderState = (typeof TENDER_STATES)[number];

/** Statutory minimum of valid bids: fewer at the opening and the tender fails (流标). */
export const TENDER_MIN_VALID_BIDS = 3;
/** The 中标候选人公示 runs at least this many days before the award. */
export const CANDIDATE_PUBLICITY_DAYS = 3;

export interface TenderStatus {
  readonly state: TenderState;
  /** End of the candidate publicity (epoch ms), set when it starts. */
  readonly publicityEndsAt: number | null;
}

export type TenderEvent =
  | { readonly type: "submit" }
  | { readonly type: "approve" }
  | { readonly type: "return"; readonly reason: string }
  | { readonly type: "close-registration" }
  | { readonly type: "start-bidding" }
  | { readonly type: "open"; readonly now: number; readonly deadline: number; readonly validBids: number }
  | { readonly type: "start-evaluation" }
  | { readonly type: "announce-candidates"; readonly now: number; readonly days: number }
  | { readonly type: "reject-all"; readonly reason: string }
  | { readonly type: "award"; readonly now: number }
  | { readonly type: "notify" }
  | { readonly type: "start-refund" }
  | { readonly type: "complete" }
  | { readonly type: "withdraw"; readonly reason: string };

export type TenderRefusalCode =
  | "tender.transition-forbidden"
  | "tender.reason-required"
  | "tender.deadline-not-reached"
  | "tender.publicity-too-short"
  | "tender.publicity-running";

export type TenderResult = StatusResult<"tender", TenderStatus, TenderRefusalCode>;

const { refuse, same, moveTo } = statusAnswers<"tender", TenderStatus, TenderRefusalCode>("tender");

/** States before the opening: bids are sealed and private chat with bidders is closed. */
export const TENDER_SEALED_STATES: readonly TenderState[] = ["registering", "qualifying", "bidding"];
/** States whose notice is public on the portal. */
export const TENDER_PUBLIC_STATES: readonly TenderState[] = TENDER_STATES.filter((s) => s !== "draft" && s !== "approving" && s !== "withdrawn");

/** A plain step from one state to the next, with no condition beyond the state. */
const STEPS: Partial<Record<TenderEvent["type"], readonly [TenderState, TenderState]>> = {
  submit: ["draft", "approving"],
  approve: ["approving", "registering"],
  "close-registration": ["registering", "qualifying"],
  "start-bidding": ["qualifying", "bidding"],
  "start-evaluation": ["opened", "evaluating"],
  notify: ["awarded", "notified"],
  "start-refund": ["notified", "refunding"],
  complete: ["refunding", "completed"],
};

/** Applies one event to a tender: the next tender, or why the event is refused. */
export function transitionTender(tender: TenderStatus, event: TenderEvent): TenderResult {
  const { state } = tender;
  const step = STEPS[event.type];
  if (step) {
    if (state === step[1]) return same(tender);
    return state === step[0] ? moveTo(tender, { state: step[1] }) : refuse("tender.transition-forbidden");
  }
  switch (event.type) {
    case "return":
      if (state !== "approving") return refuse("tender.transition-forbidden");
      return event.reason.trim() === "" ? refuse("tender.reason-required") : moveTo(tender, { state: "draft" });
    case "open":
      // A second run of the opening job finds the tender already opened (or failed): nothing to do.
      if (state === "opened" || state === "failed") return same(tender);
      if (state !== "bidding") return refuse("tender.transition-forbidden");
      if (event.now < event.deadline) return refuse("tender.deadline-not-reached");
      return moveTo(tender, { state: event.validBids >= TENDER_MIN_VALID_BIDS ? "opened" : "failed" });
    case "announce-candidates":
      if (state === "publicity") return same(tender);
      if (state !== "evaluating") return refuse("tender.transition-forbidden");
      if (event.days < CANDIDATE_PUBLICITY_DAYS) return refuse("tender.publicity-too-short");
      return moveTo(tender, { state: "publicity", publicityEndsAt: event.now + event.days * DAY_MS });
    case "reject-all":
      if (state !== "evaluating") return refuse("tender.transition-forbidden");
      return event.reason.trim() === "" ? refuse("tender.reason-required") : moveTo(tender, { state: "failed" });
    case "award":
      if (state === "awarded") return same(tender);
      if (state !== "publicity") return refuse("tender.transition-forbidden");
      if (tender.publicityEndsAt === null || event.now < tender.publicityEndsAt) return refuse("tender.publicity-running");
      return moveTo(tender, { state: "awarded" });
    case "withdraw":
      if (state === "withdrawn") return same(tender);
      if (!(["draft", "approving", ...TENDER_SEALED_STATES] as readonly TenderState[]).includes(state)) return refuse("tender.transition-forbidden");
      return event.reason.trim() === "" ? refuse("tender.reason-required") : moveTo(tender, { state: "withdrawn" });
    default:
      return refuse("tender.transition-forbidden");
  }
}
