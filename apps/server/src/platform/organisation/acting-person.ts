import { ADMIN_ROLE_NAME } from "@cidp/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { members, memberships } from "../member/schema.ts";
import { businessRoles, memberRoles } from "./schema.ts";

/** How a log line shows the roles a person held together (采购员、审批人). */
export const ROLE_SEPARATOR = "、";

/**
 * The acting person as a log line keeps them, read in the statement that writes the line: their
 * name, and their roles in the business as the member center shows them (an administrator's
 * 管理员 first, then their roles', as shownRoleNames orders them). Subqueries rather than a read
 * beforehand, so every writer of a log gets them without a round trip; null without a person.
 */
export function actingPersonValues(memberId: number | null, businessId: number | null): { actorName: SQL | null; actorRole: SQL | null } {
  if (memberId === null) return { actorName: null, actorRole: null };
  const actorName = sql`(select ${members.realName} from ${members} where ${members.id} = ${memberId})`;
  if (businessId === null) return { actorName, actorRole: null };
  const held = sql`(select string_agg(${businessRoles.name}, ${ROLE_SEPARATOR}::text order by ${businessRoles.id})
    from ${memberRoles} join ${businessRoles} on ${businessRoles.id} = ${memberRoles.roleId}
    where ${memberRoles.memberId} = ${memberId} and ${memberRoles.businessId} = ${businessId} and ${businessRoles.name} <> ${ADMIN_ROLE_NAME})`;
  const admin = sql`(select ${ADMIN_ROLE_NAME}::text from ${memberships}
    where ${memberships.memberId} = ${memberId} and ${memberships.businessId} = ${businessId} and ${memberships.role} = 'admin')`;
  // concat_ws skips nulls: a member with no role gets null, not an empty string.
  const actorRole = sql`nullif(left(concat_ws(${ROLE_SEPARATOR}::text, ${admin}, ${held}), 200), '')`;
  return { actorName, actorRole };
}

/** A person who acted for a business, as a log line names them. */
export interface ActingPerson {
  name: string | null;
  role: string | null;
}

/**
 * Who these people are now, for log lines written before the log kept them (the same expressions
 * as actingPersonValues); keyed `memberId:businessId`. A log holds a handful of distinct people.
 */
export async function currentActingPeople(db: Database, pairs: readonly { memberId: number; businessId: number | null }[]): Promise<Map<string, ActingPerson>> {
  const unique = new Map(pairs.map((pair) => [actingPersonKey(pair.memberId, pair.businessId), pair]));
  const found = await Promise.all(
    [...unique].map(async ([key, { memberId, businessId }]) => {
      const { actorName, actorRole } = actingPersonValues(memberId, businessId);
      const result = (await db.execute(sql`select ${actorName} as name, ${actorRole ?? sql`null`} as role`)) as unknown as { rows: ActingPerson[] };
      const row = result.rows[0];
      return [key, { name: row?.name ?? null, role: row?.role ?? null }] as const;
    }),
  );
  return new Map(found);
}

/** The key of a person acting for a business in currentActingPeople's answer. */
export const actingPersonKey = (memberId: number, businessId: number | null) => `${memberId}:${businessId ?? ""}`;
