import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { memberships } from "../../platform/member/schema.ts";

/**
 * The tenderer's group (集团): the tenderer and every business that shares an administrator with
 * it. The platform has no corporate tree; a common administrator is the tie it knows of, and such
 * companies may neither register for nor bid in each other's tenders.
 */
export async function tendererGroup(db: Database, tendererBusinessId: number): Promise<Set<number>> {
  const admins = await db
    .select({ memberId: memberships.memberId })
    .from(memberships)
    .where(and(eq(memberships.businessId, tendererBusinessId), eq(memberships.role, "admin")));
  const group = new Set([tendererBusinessId]);
  if (admins.length === 0) return group;
  const related = await db
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(
      and(
        inArray(
          memberships.memberId,
          admins.map((a) => a.memberId),
        ),
        eq(memberships.role, "admin"),
      ),
    );
  for (const r of related) group.add(r.businessId);
  return group;
}
