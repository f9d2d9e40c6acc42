import type { Membership } from "./vip.server.ts";
import { fill, vipTexts as texts } from "./vip-texts.ts";

/** The business's VIP membership in words: the plan and until when (with the days left), or 未开通. */
export function membershipText(membership: Membership | null): string {
  return membership?.active && membership.expiry
    ? fill(texts.vipUntil, { plan: membership.planName ?? "", expiry: membership.expiry, days: membership.daysLeft })
    : texts.notVip;
}
