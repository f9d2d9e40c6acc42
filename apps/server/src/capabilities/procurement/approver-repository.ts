import type { PermissionKey } from "@cidp/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { memberships } from "../../platform/member/schema.ts";
import { businessRoles, memberRoles } from "../../platform/organisation/schema.ts";

const APPROVE_PERMISSION: PermissionKey = "inquiry_award";

/**
 * The members who may approve the business's sheets (the 询价定标 permission: its administrators and
 * the holders of a role granting it, e.g. 审批人), still members of the business.
 */
export async function approversOf(tx: Database, businessId: number): Promise<number[]> {
  const [admins, holders] = await Promise.all([
    tx
      .select({ memberId: memberships.memberId })
      .from(memberships)
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "admin"))),
    tx
      .selectDistinct({ memberId: memberRoles.memberId })
      .from(memberRoles)
      .innerJoin(businessRoles, eq(businessRoles.id, memberRoles.roleId))
      .innerJoin(memberships, and(eq(memberships.memberId, memberRoles.memberId), eq(memberships.businessId, businessId)))
      .where(and(eq(memberRoles.businessId, businessId), sql`${businessRoles.permissions} @> ${JSON.stringify([APPROVE_PERMISSION])}::jsonb`)),
  ]);
  return [...new Set([...admins, ...holders].map((m) => m.memberId))].sort((a, b) => a - b);
}
