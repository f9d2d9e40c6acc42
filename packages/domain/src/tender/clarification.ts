/**
 * Clarifications and addenda (澄清 / 补遗): every bidder must acknowledge them, and a substantive one
 * issued less than 15 days before the bid deadline pushes the deadline back (招标投标法 第二十三条:
 * 澄清或者修改应当在投标截止时间至少十五日前发出).
 */
import { DAY_MS } from "../vip/vip-entitlement.ts";

export const CLARIFICATION_MIN_DAYS = 15;

/** The bid deadline after a clarification issued at `now` (epoch ms). */
export function deadlineAfterClarification(deadline: number, now: number, substantive: boolean): number {
  if (!substantive) return deadline;
  return Math.max(deadline, now + CLARIFICATION_MIN_DAYS * DAY_MS);
}

/** Clarification ids a bidder has not yet acknowledged, in issue order. */
export function unacknowledgedClarifications(issued: readonly string[], acknowledged: ReadonlySet<string>): readonly string[] {
  return issued.filter((id) => !acknowledged.has(id));
}

/** A clarification as the bid rules see it: its id, whether it is substantive, when it was issued. */
export interface IssuedClarification {
  readonly id: string;
  readonly substantive: boolean;
  readonly issuedAt: number;
}

/**
 * The substantive clarifications a bidder has not acknowledged, in issue order: while any remain,
 * its bid can be neither submitted nor opened (a bid priced without them is not a bid on this
 * tender). A clarification that alters nothing still asks to be acknowledged, but blocks nothing.
 */
export function blockingClarifications(issued: readonly IssuedClarification[], acknowledged: ReadonlySet<string>): readonly IssuedClarification[] {
  return issued.filter((c) => c.substantive && !acknowledged.has(c.id));
}

/** What a bidder reads when a substantive clarification stands between it and its bid. */
export const CLARIFICATION_TEXTS = {
  bidBlocked: "请先确认收到招标人发布的实质性澄清（补遗），再递交投标文件",
  invalidAtOpening: (issuedAt: string) => `未确认收到${issuedAt}发布的实质性澄清，投标无效`,
} as const;
