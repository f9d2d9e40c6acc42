/**
 * VIP会员 of a business: each paid VIP order grants one period. Buying again while a period runs
 * extends from its end (periods queue, never overlap); a refund revokes what is left of that
 * order's period, and the periods queued after it move earlier by the time taken back, so the
 * business keeps exactly the time it paid for and still holds.
 *
 * VIP is a service of the platform (benefits such as priority support and reports). It never gates
 * taking part in an inquiry or a tender: procurement permissions come from the member's roles
 * (`effectivePermissions`) and from nothing here.
 *
 * Times are epoch milliseconds (server time).
 */

export const DAY_MS = 86_400_000;

/** One order's period. */
export interface VipGrant {
  readonly orderId: number;
  readonly startsAt: number;
  readonly endsAt: number;
}

/** The end of the business's VIP: the latest end still ahead, or null when none runs or waits. */
export function vipExpiry(grants: readonly VipGrant[], now: number): number | null {
  let latest: number | null = null;
  for (const grant of grants) if (grant.endsAt > now && (latest === null || grant.endsAt > latest)) latest = grant.endsAt;
  return latest;
}

/** The period a new purchase of `days` grants: from now, or from the current expiry when VIP still runs. */
export function nextVipPeriod(grants: readonly VipGrant[], now: number, days: number): { startsAt: number; endsAt: number } {
  if (!Number.isInteger(days) || days <= 0) throw new RangeError("a VIP plan lasts a whole positive number of days");
  const startsAt = Math.max(now, vipExpiry(grants, now) ?? now);
  return { startsAt, endsAt: startsAt + days * DAY_MS };
}

/**
 * The grants after one order's period is revoked at `now`: its unused part (all of it when it has
 * not started, nothing when it is over) is taken away, and every period queued after it starts and
 * ends that much earlier. An unknown order changes nothing.
 */
export function revokeVipGrant(grants: readonly VipGrant[], orderId: number, now: number): VipGrant[] {
  const target = grants.find((grant) => grant.orderId === orderId);
  if (!target) return [...grants];
  const cut = Math.min(Math.max(now, target.startsAt), target.endsAt);
  const removed = target.endsAt - cut;
  return grants.map((grant) => {
    if (grant === target) return { ...grant, endsAt: cut };
    if (removed > 0 && grant.startsAt >= target.endsAt) return { ...grant, startsAt: grant.startsAt - removed, endsAt: grant.endsAt - removed };
    return grant;
  });
}

/** Whole days left (rounded up) until `expiry`; 0 when it has passed. */
export function vipDaysLeft(expiry: number | null, now: number): number {
  return expiry === null || expiry <= now ? 0 : Math.ceil((expiry - now) / DAY_MS);
}
