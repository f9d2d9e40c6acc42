import type { Database } from "../../db/database.ts";
import { createAccountDataRecords } from "./account-data-records.ts";

/**
 * Completes the deletions whose cooling-off period has ended, each in its own transaction (see
 * `erase` in account-data-records.ts for what is erased and what is kept by law). Returns how
 * many were done.
 */
export async function completeDueDeletions(db: Database, now: Date = new Date()): Promise<number> {
  const accounts = createAccountDataRecords(db);
  const due = await accounts.dueDeletions(now);
  for (const memberId of due) await accounts.erase(memberId, now);
  return due.length;
}
