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
