import { inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";

/**
 * The items whose key (`keyOf`) no row holds yet in `column`. The demo seeds write only these, so
 * that what an earlier run wrote is left alone and running a seed twice changes nothing.
 */
export async function notYetStored<T, C extends PgColumn>(db: Database, column: C, items: readonly T[], keyOf: (item: T) => C["_"]["data"]): Promise<T[]> {
  const rows = await db
    .select({ key: column })
    .from(column.table)
    .where(inArray(column, items.map(keyOf)));
  const stored = new Set<unknown>(rows.map((row) => row.key));
  return items.filter((item) => !stored.has(keyOf(item)));
}
