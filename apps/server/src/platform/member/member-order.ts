import { asc, sql } from "drizzle-orm";
import { memberships } from "./schema.ts";

/**
 * A business's members in 成员管理's order: admins first (the expression is false for them), then by
 * joining time. The expressions are membership_business_order_idx's, so a business's first admin is
 * that index's first entry for the business, not a sort of its members (a million at 1e6: 260 ms).
 */
export const firstAdminOrder = [sql`(${memberships.role} <> 'admin')`, asc(memberships.createdAt), asc(memberships.memberId)];
