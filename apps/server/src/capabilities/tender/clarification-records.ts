import { blockingClarifications } from "@cidp/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { tenderAcknowledgements, tenderClarifications } from "./schema.ts";

/** A tender's clarifications and, per business, which of them it acknowledged and when. */
export async function clarificationsWithAcknowledgements(db: Database, tenderId: number) {
  const issued = await db.select().from(tenderClarifications).where(eq(tenderClarifications.tenderId, tenderId)).orderBy(asc(tenderClarifications.id));
  const acknowledged =
    issued.length === 0
      ? []
      : await db
          .select()
          .from(tenderAcknowledgements)
          .where(
            inArray(
              tenderAcknowledgements.clarificationId,
              issued.map((c) => c.id),
            ),
          );
  return { issued, acknowledged };
}

/**
 * For each of `businessIds`, the earliest substantive clarification it has not acknowledged (its
 * issue time as people read it), or none: a bid of such a business can be neither submitted nor
 * opened (domain clarification.ts).
 */
export async function blockingClarificationOf(db: Database, tenderId: number, businessIds: readonly number[]): Promise<Map<number, string>> {
  const { issued, acknowledged } = await clarificationsWithAcknowledgements(db, tenderId);
  const rules = issued.map((c) => ({ id: String(c.id), substantive: c.substantive, issuedAt: c.issuedAt.getTime() }));
  const blocked = new Map<number, string>();
  for (const businessId of businessIds) {
    const mine = new Set(acknowledged.filter((a) => a.businessId === businessId).map((a) => String(a.clarificationId)));
    const [first] = blockingClarifications(rules, mine);
    if (first) blocked.set(businessId, formatDateTime(new Date(first.issuedAt)));
  }
  return blocked;
}
