import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { businesses } from "./schema.ts";

/** A row with the name of the business that owns it. */
export interface WithBusinessName<Row> {
  row: Row;
  businessName: string;
}

/**
 * The rows of `table` matching `where`, each with the name of the business its `owner` column
 * points at: what the operator's review shows beside a listing ("发布企业") and what a search
 * document names its company by. A row whose business is gone is left out (an inner join).
 */
export async function rowsWithBusinessName<T extends PgTable>(
  db: Database,
  table: T,
  owner: PgColumn,
  where: SQL | undefined,
): Promise<WithBusinessName<T["$inferSelect"]>[]> {
  const rows = await db
    .select({ row: table as PgTable, businessName: businesses.name })
    .from(table as PgTable)
    .innerJoin(businesses, eq(businesses.id, owner))
    .where(where);
  return rows as WithBusinessName<T["$inferSelect"]>[];
}
