import { and, gt, isNull, lte, type SQL } from "drizzle-orm";
import { vipGrants } from "./schema.ts";

/**
 * A VIP period running at `at`: unrevoked, started and not ended (the membership's `active`,
 * membership.ts). Every query that asks "is it VIP now" (its price, its mark, its 推荐位) asks this.
 */
export function runningAt(at: Date): SQL {
  return and(isNull(vipGrants.revokedAt), lte(vipGrants.startsAt, at), gt(vipGrants.endsAt, at)) as SQL;
}
