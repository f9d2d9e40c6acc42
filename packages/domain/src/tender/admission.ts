/**
 * Who may take part: a company in the tenderer's own group (the tenderer itself, or a company that
 * shares an administrator with it) can neither register nor bid, and every other refusal of a bid
 * (after the deadline, no deposit, unapproved registration) comes from the bidder machine.
 */
import { type BidderRefusalCode, type BidderStatus, transitionBidder } from "./bidder.ts";

export type AdmissionRefusalCode = "bid.same-group" | BidderRefusalCode;

/** Refusal for a company of the tenderer's group, or null when it may take part. */
export function groupRefusal(companyId: string, tendererGroup: ReadonlySet<string>): "bid.same-group" | null {
  return tendererGroup.has(companyId) ? "bid.same-group" : null;
}

/** Why a bid from this bidder is refused now, or null when it is admitted. */
export function bidRefusal(input: {
  readonly bidder: BidderStatus;
  readonly companyId: string;
  readonly tendererGroup: ReadonlySet<string>;
  readonly now: number;
  readonly deadline: number;
}): AdmissionRefusalCode | null {
  const group = groupRefusal(input.companyId, input.tendererGroup);
  if (group) return group;
  const result = transitionBidder(input.bidder, { type: "submit-bid", now: input.now, deadline: input.deadline });
  return result.ok ? null : result.code;
}

/** The Chinese reason shown for each refusal. */
export const BID_REFUSAL_TEXTS: Readonly<Record<AdmissionRefusalCode, string>> = {
  "bid.same-group": "贵公司与招标人属于同一集团，不得参与本次投标",
  "bid.deadline-passed": "投标截止时间已过，不能再提交或修改投标",
  "bid.registration-not-approved": "报名尚未审核通过，不能投标",
  "bid.deposit-missing": "尚未缴纳投标保证金，不能投标",
  "bidder.transition-forbidden": "当前状态不能进行此操作",
  "bidder.reason-required": "请填写驳回理由",
  "bidder.no-deposit": "该投标人没有可退还的保证金",
};
