/**
 * The life of a supplier's quotation (报价单) on one sheet (../procurement.md):
 * 待响应 → 参与 | 不参与 (reason) → 报价草稿 → 已报价 (editable or withdrawable until the deadline;
 * each edit a new version, the latest counts) → 已截止 → [待二次报价 → 已二次报价 | 未入围]
 * → 已成交 | 未成交 | 已失效.
 *
 * Pure like the sheet's machine; deadline events carry the server's time.
 */
import { keysOf } from "../labelled-keys.ts";
import { type StatusResult, statusAnswers } from "../status-answers.ts";

export const QUOTATION_STATE_LABELS = {
  pending_response: "待响应",
  declined: "不参与",
  participating: "参与",
  drafting: "报价草稿",
  submitted: "已报价",
  closed: "已截止",
  awaiting_round: "待二次报价",
  round_submitted: "已二次报价",
  not_shortlisted: "未入围",
  won: "已成交",
  lost: "未成交",
  expired: "已失效",
} as const;

export const QUOTATION_STATES = keysOf(QUOTATION_STATE_LABELS);
export type QuotationState = (typeof QUOTATION_STATES)[number];

export interface QuotationStatus {
  readonly state: QuotationState;
  /** Submitted versions so far; 0 before the first. */
  readonly version: number;
}

export type QuotationEvent =
  | { readonly type: "respond"; readonly participate: boolean; readonly reason?: string }
  | { readonly type: "save-draft"; readonly now: number; readonly deadline: number }
  | { readonly type: "submit"; readonly now: number; readonly deadline: number }
  | { readonly type: "withdraw"; readonly now: number; readonly deadline: number }
  | { readonly type: "close" }
  | { readonly type: "shortlist" }
  | { readonly type: "exclude" }
  | { readonly type: "award"; readonly won: boolean }
  | { readonly type: "sheet-ended" };

export type QuotationRefusalCode = "quotation.transition-forbidden" | "quotation.deadline-passed" | "quotation.reason-required";

export type QuotationResult = StatusResult<"quotation", QuotationStatus, QuotationRefusalCode>;

const { refuse, same, moveTo } = statusAnswers<"quotation", QuotationStatus, QuotationRefusalCode>("quotation");

/** States that end a quotation. */
export const QUOTATION_FINAL_STATES: readonly QuotationState[] = ["declined", "not_shortlisted", "won", "lost", "expired"];
/** States whose prices take part in the comparison. */
export const QUOTATION_VALID_STATES: readonly QuotationState[] = ["submitted", "closed", "awaiting_round", "round_submitted", "won", "lost"];

/** Applies one event to a quotation: the next quotation, or why the event is refused. */
export function transitionQuotation(quotation: QuotationStatus, event: QuotationEvent): QuotationResult {
  const { state } = quotation;
  switch (event.type) {
    case "respond":
      if (state !== "pending_response") {
        const answered = event.participate ? state === "participating" : state === "declined";
        return answered ? same(quotation) : refuse("quotation.transition-forbidden");
      }
      if (!event.participate && (event.reason ?? "").trim() === "") return refuse("quotation.reason-required");
      return moveTo(quotation, { state: event.participate ? "participating" : "declined" });
    case "save-draft":
      if (event.now >= event.deadline) return refuse("quotation.deadline-passed");
      if (state === "drafting") return same(quotation);
      return state === "participating" ? moveTo(quotation, { state: "drafting" }) : refuse("quotation.transition-forbidden");
    case "submit": {
      if (event.now >= event.deadline) return refuse("quotation.deadline-passed");
      const firstRound: readonly QuotationState[] = ["pending_response", "participating", "drafting", "submitted"];
      if (firstRound.includes(state)) return moveTo(quotation, { state: "submitted", version: quotation.version + 1 });
      if (state === "awaiting_round" || state === "round_submitted") return moveTo(quotation, { state: "round_submitted", version: quotation.version + 1 });
      return refuse("quotation.transition-forbidden");
    }
    case "withdraw":
      if (event.now >= event.deadline) return refuse("quotation.deadline-passed");
      // The versions stay on record; the quotation no longer counts.
      return state === "submitted" ? moveTo(quotation, { state: "participating" }) : refuse("quotation.transition-forbidden");
    case "close":
      if (state === "submitted" || state === "round_submitted" || state === "awaiting_round") return moveTo(quotation, { state: "closed" });
      if (state === "pending_response" || state === "participating" || state === "drafting") return moveTo(quotation, { state: "expired" });
      return same(quotation);
    case "shortlist":
      if (state === "awaiting_round") return same(quotation);
      return state === "closed" ? moveTo(quotation, { state: "awaiting_round" }) : refuse("quotation.transition-forbidden");
    case "exclude":
      if (state === "not_shortlisted") return same(quotation);
      return state === "closed" ? moveTo(quotation, { state: "not_shortlisted" }) : refuse("quotation.transition-forbidden");
    case "award": {
      const target = event.won ? "won" : "lost";
      if (state === target) return same(quotation);
      if (state === "closed") return moveTo(quotation, { state: target });
      // Suppliers left out of a later round can no longer win, but they learn the outcome.
      if (state === "not_shortlisted" && !event.won) return moveTo(quotation, { state: "lost" });
      return refuse("quotation.transition-forbidden");
    }
    case "sheet-ended":
      return QUOTATION_FINAL_STATES.includes(state) ? same(quotation) : moveTo(quotation, { state: "expired" });
  }
}
