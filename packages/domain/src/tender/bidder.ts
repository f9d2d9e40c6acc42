/**
 * A bidder's part in one tender (../procurement.md): 可报名 → 已报名 → 审核通过 / 驳回 → 待缴保证金
 * → 已缴纳 (online, 电子保函, confirmed voucher) → 已投标 (revisable until the deadline) → 已开标
 * → 候选人 → 中标 / 未中标 → 保证金已退.
 *
 * 审核通过 is where a bidder stays when the tender asks no deposit (免缴); with a deposit the
 * approval leads straight to 待缴保证金. Whether a deposit is held rides along in the status so a
 * withdrawn bid and the refund know where to go.
 */
import { keysOf } from "../labelled-keys.ts";
import { type StatusResult, statusAnswers } from "../status-answers.ts";

export const BIDDER_STATE_LABELS = {
  eligible: "可报名",
  registered: "已报名",
  approved: "审核通过",
  rejected: "驳回",
  awaiting_deposit: "待缴保证金",
  deposited: "已缴纳",
  bid: "已投标",
  /** Not opened: the bidder had not acknowledged a substantive clarification (clarification.ts). */
  invalid: "无效投标",
  opened: "已开标",
  candidate: "候选人",
  won: "中标",
  lost: "未中标",
  refunded: "保证金已退",
} as const;

export const BIDDER_STATES = keysOf(BIDDER_STATE_LABELS);
export type BidderState = (typeof BIDDER_STATES)[number];

export interface BidderStatus {
  readonly state: BidderState;
  /** Bid versions submitted so far; the latest counts. */
  readonly version: number;
  /** A deposit is held for this bidder (paid or guaranteed), to be refunded at the end. */
  readonly depositHeld: boolean;
}

export type BidderEvent =
  | { readonly type: "register" }
  | { readonly type: "approve"; readonly depositRequired: boolean }
  | { readonly type: "reject"; readonly reason: string }
  | { readonly type: "deposit-paid" }
  | { readonly type: "submit-bid"; readonly now: number; readonly deadline: number }
  | { readonly type: "withdraw-bid"; readonly now: number; readonly deadline: number }
  | { readonly type: "open" }
  /** At the opening, a bid that may not be opened (a substantive clarification never acknowledged). */
  | { readonly type: "invalidate"; readonly reason: string }
  | { readonly type: "shortlist" }
  | { readonly type: "award"; readonly won: boolean }
  | { readonly type: "refund" };

export type BidderRefusalCode =
  | "bidder.transition-forbidden"
  | "bidder.reason-required"
  | "bid.deadline-passed"
  | "bid.registration-not-approved"
  | "bid.deposit-missing"
  | "bidder.no-deposit";

export type BidderResult = StatusResult<"bidder", BidderStatus, BidderRefusalCode>;

const { refuse, same, moveTo } = statusAnswers<"bidder", BidderStatus, BidderRefusalCode>("bidder");

/** States from which a bid may be (re)submitted before the deadline. */
const MAY_BID: readonly BidderState[] = ["approved", "deposited", "bid"];
/** States from which a held deposit goes back: never bid, or the outcome is known. */
const MAY_REFUND: readonly BidderState[] = ["deposited", "bid", "invalid", "opened", "won", "lost"];
/** States before the approval: a bid from them is refused for the registration. */
const UNAPPROVED: readonly BidderState[] = ["eligible", "registered", "rejected"];

/** Applies one event to a bidder: the next bidder, or why the event is refused. */
export function transitionBidder(bidder: BidderStatus, event: BidderEvent): BidderResult {
  const { state } = bidder;
  switch (event.type) {
    case "register":
      if (state === "registered") return same(bidder);
      // A rejected bidder may register again with better documents.
      return state === "eligible" || state === "rejected" ? moveTo(bidder, { state: "registered" }) : refuse("bidder.transition-forbidden");
    case "approve":
      if (state !== "registered") return refuse("bidder.transition-forbidden");
      return moveTo(bidder, { state: event.depositRequired ? "awaiting_deposit" : "approved" });
    case "reject":
      if (state !== "registered") return refuse("bidder.transition-forbidden");
      return event.reason.trim() === "" ? refuse("bidder.reason-required") : moveTo(bidder, { state: "rejected" });
    case "deposit-paid":
      if (state === "deposited") return same(bidder);
      return state === "awaiting_deposit" ? moveTo(bidder, { state: "deposited", depositHeld: true }) : refuse("bidder.transition-forbidden");
    case "submit-bid":
      if (UNAPPROVED.includes(state)) return refuse("bid.registration-not-approved");
      if (state === "awaiting_deposit") return refuse("bid.deposit-missing");
      if (!MAY_BID.includes(state)) return refuse("bidder.transition-forbidden");
      if (event.now >= event.deadline) return refuse("bid.deadline-passed");
      return moveTo(bidder, { state: "bid", version: bidder.version + 1 });
    case "withdraw-bid":
      if (state !== "bid") return refuse("bidder.transition-forbidden");
      if (event.now >= event.deadline) return refuse("bid.deadline-passed");
      return moveTo(bidder, { state: bidder.depositHeld ? "deposited" : "approved" });
    case "open":
      if (state === "opened") return same(bidder);
      return state === "bid" ? moveTo(bidder, { state: "opened" }) : refuse("bidder.transition-forbidden");
    case "invalidate":
      if (state === "invalid") return same(bidder);
      if (state !== "bid") return refuse("bidder.transition-forbidden");
      return event.reason.trim() === "" ? refuse("bidder.reason-required") : moveTo(bidder, { state: "invalid" });
    case "shortlist":
      if (state === "candidate") return same(bidder);
      return state === "opened" ? moveTo(bidder, { state: "candidate" }) : refuse("bidder.transition-forbidden");
    case "award": {
      const target = event.won ? "won" : "lost";
      if (state === target) return same(bidder);
      if (state === "candidate") return moveTo(bidder, { state: target });
      // Bidders opened but not shortlisted learn that they lost; they can never win.
      return state === "opened" && !event.won ? moveTo(bidder, { state: "lost" }) : refuse("bidder.transition-forbidden");
    }
    case "refund":
      if (state === "refunded") return same(bidder);
      if (!MAY_REFUND.includes(state)) return refuse("bidder.transition-forbidden");
      return bidder.depositHeld ? moveTo(bidder, { state: "refunded", depositHeld: false }) : refuse("bidder.no-deposit");
  }
}
