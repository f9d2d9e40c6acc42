import { inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";

/**
 * Which of `values` some row already holds in `column`. The demo seeds ask it before writing, so
 * that what an earlier run wrote is left alone and running a seed twice changes nothing.
 */
export async function storedValues<C extends PgColumn>(db: Database, column: C, values: readonly C["_"]["data"][]): Promise<Set<C["_"]["data"]>> {
  const rows = await db
    .select({ value: column })
    .from(column.table)
    .where(inArray(column, [...values]));
  return new Set(rows.map((row) => row.value as C["_"]["data"]));
}
