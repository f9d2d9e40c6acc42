/**
 * The life of an inquiry sheet (询价单), buyer side (../procurement.md):
 * 草稿 → (内部审批) → 报价中 → 比价中 → [第N轮报价中 → 比价中]* → 待定标 → 已成交,
 * exits 已撤回 (only before the first quotation), 已流标 / 已取消 (reason required),
 * 已失效 (no award within AWARD_WINDOW_DAYS of the last deadline).
 *
 * `transitionSheet` is pure; the server applies it under the sheet's row lock and logs the event.
 * Time-driven events (a deadline passing, the award window closing) come from the job runner with
 * the server's time, so they are as repeatable as a click: an event that repeats what already
 * happened is accepted without change.
 */
import { type StatusResult, statusAnswers } from "../status-answers.ts";

export const SHEET_STATES = [
  "draft",
  "approving",
  "quoting",
  "comparing",
  "round_quoting",
  "pending_award",
  "awarded",
  "withdrawn",
  "failed",
  "cancelled",
  "expired",
] as const;
export type SheetState = (typeof SHEET_STATES)[number];

/** Rounds a sheet may have in all (the first and the 二次报价 rounds), unless the business sets fewer. */
export const MAX_QUOTATION_ROUNDS = 3;
/**
 * Every round lasts at least this long from its start (publishing, the approval that publishes, a
 * 二次报价), so invited and shortlisted suppliers can answer: one minimum for all rounds. A business
 * may ask for longer rounds (its 询价设置), up to MAX_MIN_ROUND_HOURS; never for shorter.
 */
export const MIN_ROUND_HOURS = 2;
/** The longest minimum a business may set for its rounds: three days. */
export const MAX_MIN_ROUND_HOURS = 72;

/** A business's minimum round length as the rules apply it: a whole number of hours within the floor and the cap. */
export function effectiveMinRoundHours(setting: number | undefined): number {
  if (setting === undefined || !Number.isFinite(setting)) return MIN_ROUND_HOURS;
  return Math.min(MAX_MIN_ROUND_HOURS, Math.max(MIN_ROUND_HOURS, Math.ceil(setting)));
}

/** What the buyer reads when a round would be shorter than the business's minimum. */
export const roundTooShortText = (hours: number) => `每轮报价时间至少${hours}小时，请把截止时间设在${hours}小时之后`;
/** With no award this many days after the last deadline, the sheet lapses (已失效). */
export const AWARD_WINDOW_DAYS = 30;
/** Below this many invitees or valid quotations the buyer is warned (never blocked). */
export const COMPETITION_MINIMUM = 3;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The state as the buyer's list shows it; a later round names its number. */
export function sheetStateLabel(state: SheetState, round: number): string {
  if (state === "round_quoting") return `第${round}轮报价中`;
  return SHEET_STATE_LABELS[state];
}

export const SHEET_STATE_LABELS: Readonly<Record<SheetState, string>> = {
  draft: "草稿",
  approving: "待审批",
  quoting: "报价中",
  comparing: "比价中",
  round_quoting: "第N轮报价中",
  pending_award: "待定标",
  awarded: "已成交",
  withdrawn: "已撤回",
  failed: "已流标",
  cancelled: "已取消",
  expired: "已失效",
};

/** What the rules need of a sheet. Times are epoch milliseconds of the server's clock. */
export interface SheetStatus {
  readonly state: SheetState;
  /** 1 for the first round, 2 for the first 二次报价 … */
  readonly round: number;
  /** The current round's deadline. */
  readonly deadline: number;
  /** Valid quotations of the current round so far. */
  readonly quotations: number;
  /** The business's cap on rounds (at most MAX_QUOTATION_ROUNDS). */
  readonly roundCap: number;
}

export type SheetEvent =
  /** `minRoundHours`: the business's minimum round length (its 询价设置; MIN_ROUND_HOURS when absent). */
  | { readonly type: "submit"; readonly needsApproval: boolean; readonly now: number; readonly minRoundHours?: number }
  /**
   * 内部审批 publishes the sheet; with `deadline`, the approver also moves its deadline (one that
   * passed, or came too close, while the sheet waited for approval).
   */
  | { readonly type: "approve"; readonly now: number; readonly deadline?: number; readonly minRoundHours?: number }
  /** 内部审批 sends the sheet back; the submitter sees the approver's reason on the draft. */
  | { readonly type: "return-to-draft"; readonly reason: string }
  | { readonly type: "quotation-counted"; readonly quotations: number }
  | { readonly type: "deadline-passed"; readonly now: number }
  | { readonly type: "start-round"; readonly shortlisted: number; readonly deadline: number; readonly now: number; readonly minRoundHours?: number }
  | { readonly type: "propose-award" }
  | { readonly type: "reconsider" }
  | { readonly type: "award" }
  | { readonly type: "withdraw" }
  | { readonly type: "fail"; readonly reason: string }
  | { readonly type: "cancel"; readonly reason: string }
  | { readonly type: "lapse"; readonly now: number };

export type SheetRefusalCode =
  | "sheet.transition-forbidden"
  | "sheet.deadline-in-past"
  | "sheet.deadline-not-reached"
  | "sheet.already-quoted"
  | "sheet.round-cap"
  | "sheet.shortlist-empty"
  | "sheet.round-too-short"
  | "sheet.reason-required"
  | "sheet.award-window-open";

export type SheetResult = StatusResult<"sheet", SheetStatus, SheetRefusalCode>;

const { refuse, same, moveTo } = statusAnswers<"sheet", SheetStatus, SheetRefusalCode>("sheet");

/** States in which suppliers are quoting. */
const OPEN_STATES: readonly SheetState[] = ["quoting", "round_quoting"];

/** Whether a round starting `now` and ending at `deadline` is refused: a past deadline, or one closer than the business's minimum. */
export function roundLengthRefusal(deadline: number, now: number, minRoundHours?: number): "sheet.deadline-in-past" | "sheet.round-too-short" | null {
  if (deadline <= now) return "sheet.deadline-in-past";
  return deadline < now + effectiveMinRoundHours(minRoundHours) * HOUR ? "sheet.round-too-short" : null;
}

function publish(sheet: SheetStatus, now: number, deadline: number, minRoundHours: number | undefined): SheetResult {
  const short = roundLengthRefusal(deadline, now, minRoundHours);
  if (short) return refuse(short);
  return moveTo(sheet, { state: "quoting", round: 1, quotations: 0, deadline });
}

/** Applies one event to a sheet: the next sheet, or why the event is refused. */
export function transitionSheet(sheet: SheetStatus, event: SheetEvent): SheetResult {
  const { state } = sheet;
  switch (event.type) {
    case "submit":
      if (state !== "draft") return state === "approving" || OPEN_STATES.includes(state) ? same(sheet) : refuse("sheet.transition-forbidden");
      if (sheet.deadline <= event.now) return refuse("sheet.deadline-in-past");
      // Sent for approval, the round's length is judged when the approval publishes it.
      return event.needsApproval ? moveTo(sheet, { state: "approving" }) : publish(sheet, event.now, sheet.deadline, event.minRoundHours);
    case "approve":
      if (state === "quoting") return same(sheet);
      if (state !== "approving") return refuse("sheet.transition-forbidden");
      return publish(sheet, event.now, event.deadline ?? sheet.deadline, event.minRoundHours);
    case "return-to-draft":
      if (state === "draft") return same(sheet);
      if (state !== "approving") return refuse("sheet.transition-forbidden");
      return event.reason.trim() === "" ? refuse("sheet.reason-required") : moveTo(sheet, { state: "draft" });
    case "quotation-counted":
      if (!OPEN_STATES.includes(state)) return refuse("sheet.transition-forbidden");
      return event.quotations === sheet.quotations ? same(sheet) : moveTo(sheet, { quotations: Math.max(0, event.quotations) });
    case "deadline-passed":
      if (!OPEN_STATES.includes(state)) return state === "comparing" || state === "failed" ? same(sheet) : refuse("sheet.transition-forbidden");
      if (event.now < sheet.deadline) return refuse("sheet.deadline-not-reached");
      // No one quoted the first round: nothing to compare (流标). A later round keeps the earlier prices.
      if (state === "quoting" && sheet.quotations === 0) return moveTo(sheet, { state: "failed" });
      return moveTo(sheet, { state: "comparing" });
    case "start-round":
      if (state !== "comparing") return refuse("sheet.transition-forbidden");
      if (sheet.round >= Math.min(sheet.roundCap, MAX_QUOTATION_ROUNDS)) return refuse("sheet.round-cap");
      if (event.shortlisted < 1) return refuse("sheet.shortlist-empty");
      if (roundLengthRefusal(event.deadline, event.now, event.minRoundHours)) return refuse("sheet.round-too-short");
      return moveTo(sheet, { state: "round_quoting", round: sheet.round + 1, deadline: event.deadline, quotations: 0 });
    case "propose-award":
      if (state === "pending_award") return same(sheet);
      return state === "comparing" ? moveTo(sheet, { state: "pending_award" }) : refuse("sheet.transition-forbidden");
    case "reconsider":
      return state === "pending_award" ? moveTo(sheet, { state: "comparing" }) : refuse("sheet.transition-forbidden");
    case "award":
      if (state === "awarded") return same(sheet);
      return state === "pending_award" ? moveTo(sheet, { state: "awarded" }) : refuse("sheet.transition-forbidden");
    case "withdraw":
      if (state === "withdrawn") return same(sheet);
      if (state !== "approving" && state !== "quoting") return refuse("sheet.transition-forbidden");
      // Once a supplier has quoted, the sheet can only be 流标 or 取消 with a reason everyone sees.
      return sheet.quotations > 0 ? refuse("sheet.already-quoted") : moveTo(sheet, { state: "withdrawn" });
    case "fail":
    case "cancel": {
      const target = event.type === "fail" ? "failed" : "cancelled";
      if (state === target) return same(sheet);
      if (event.reason.trim() === "") return refuse("sheet.reason-required");
      const allowed: readonly SheetState[] = ["quoting", "comparing", "round_quoting", "pending_award"];
      return allowed.includes(state) ? moveTo(sheet, { state: target }) : refuse("sheet.transition-forbidden");
    }
    case "lapse":
      if (state === "expired") return same(sheet);
      if (state !== "comparing" && state !== "pending_award") return refuse("sheet.transition-forbidden");
      if (event.now < sheet.deadline + AWARD_WINDOW_DAYS * DAY) return refuse("sheet.award-window-open");
      return moveTo(sheet, { state: "expired" });
  }
}
