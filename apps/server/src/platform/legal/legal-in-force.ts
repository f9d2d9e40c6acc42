import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { JobKind } from "../jobs/job-kind.ts";
import { scheduleJob } from "../jobs/schedule.ts";

/** The job that tells the portals a version approved for later is now in force. */
export const LEGAL_IN_FORCE_JOB = "legal.in-force";

/** At a future version's effective time: a job, so every portal's caches let go of the older text then. */
export function scheduleInForce(tx: Database, key: string, version: string, effectiveAt: Date): Promise<void> {
  return scheduleJob(tx, { kind: LEGAL_IN_FORCE_JOB, key: `${key}:${version}`, runAt: effectiveAt });
}

/**
 * A version's time has come: nothing in the table changes (the reads pick the newest version whose
 * time has come), so the portals are told as a change of the table would tell them (migration
 * 0046's channel), and each clears its cached pages on every instance.
 */
export const legalInForceJobKind: JobKind = {
  kind: LEGAL_IN_FORCE_JOB,
  mode: "transaction",
  handler: async (_payload, { tx }) => {
    await tx.execute(sql`select pg_notify('cidp_content_changed', 'legal_document')`);
  },
};
