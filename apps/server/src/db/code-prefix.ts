import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Rows whose fixed-width digit code (a GB/T 2260 region code) starts with `prefix`, as the range
 * `prefix000…` to `prefix999…`: a btree index reads just that range in any collation, where a
 * LIKE prefix needs the C collation or a pattern-ops index.
 */
export function codeStartsWith(column: PgColumn, prefix: string, width: number): SQL {
  return sql`${column} between ${prefix.padEnd(width, "0")} and ${prefix.padEnd(width, "9")}`;
}
