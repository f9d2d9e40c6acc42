import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";

/**
 * Runs `work` in a transaction whose statements read the index only by bitmaps: the words' GIN
 * index, ANDed with a date range where one is given. For a word already known to be rare (the
 * read along the dates came short) that is the bounded way, the rows fetched being its matches;
 * but the planner, estimating a word it has no statistics for, may rather scan the table in
 * order until a LIMIT is met, and for a word that matches nothing that reads every row.
 * `set_config(…, true)` lasts until the transaction ends, so nothing else is planned this way.
 */
export function throughBitmapsOnly<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return work(tx);
  });
}
