import { and, eq, gt, isNull, lte, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { vipGrants } from "./schema.ts";

/**
 * A VIP period running at `at`: unrevoked, started and not ended (the membership's `active`,
 * membership.ts). Every query that asks "is it VIP now" (its price, its mark, its 推荐位) asks this.
 */
export function runningAt(at: Date): SQL {
  return and(isNull(vipGrants.revokedAt), lte(vipGrants.startsAt, at), gt(vipGrants.endsAt, at)) as SQL;
}

/**
 * Whether the business has a VIP period running at `at`, read through `db` — a transaction's own
 * handle when the caller is inside one (the service desk's queue entry is written in the chat's).
 */
export async function holdsVipAt(db: Pick<Database, "select">, businessId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: vipGrants.id })
    .from(vipGrants)
    .where(and(eq(vipGrants.businessId, businessId), runningAt(at)))
    .limit(1);
  return row !== undefined;
}
