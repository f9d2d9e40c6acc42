import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";
import { cappedCount } from "./paging.ts";

/**
 * How many of an owner's rows are in each state, for a list's tabs (待审核 12, 已上架 1000…): one
 * count per state, each stopping at the list's count cap (paging.ts), over the owner's
 * (owner, state, …) index. A GROUP BY would read every row the owner has; these read at most the
 * cap per state however many there are. States without rows count 0.
 */
export async function cappedStateCounts(
  db: Database,
  table: PgTable,
  state: PgColumn,
  owned: SQL | undefined,
  states: readonly string[],
): Promise<Map<string, number>> {
  const counts = await Promise.all(
    states.map((value) =>
      cappedCount(
        db,
        db
          .select({ one: sql<number>`1` })
          .from(table)
          .where(and(owned, eq(state, value))),
      ),
    ),
  );
  return new Map(states.map((value, i) => [value, counts[i] ?? 0]));
}
