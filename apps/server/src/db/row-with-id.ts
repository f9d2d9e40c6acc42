import { and, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";
import type { KeyedTable } from "./paging.ts";

/**
 * The row of `table` with this id that also meets `also` (its owner, its state), or undefined.
 * Every module reads one row this way — "the listing if the business owns it", "a product while it
 * is listed" — so a row of another owner or in another state answers the same as no row at all.
 */
export async function rowWithId<T extends KeyedTable>(db: Database, table: T, id: number, also?: SQL): Promise<T["$inferSelect"] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), also));
  return row as T["$inferSelect"] | undefined;
}
