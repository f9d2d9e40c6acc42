import type { Database } from "../../db/database.ts";
import { jobs } from "./schema.ts";

/** A job to plan: its kind (registered with the runner), the key that makes it one job, and when it is due. */
export interface PlannedJob {
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/**
 * Plans a job, or moves the one already planned under the same kind and key (a later deadline) and
 * arms it again if it had run: "open tender 7 at its deadline" is one row however often it is
 * planned. Call it in the transaction that makes the job necessary, so the two commit together.
 */
export async function scheduleJob(tx: Database, { kind, key, runAt, payload = {} }: PlannedJob): Promise<void> {
  await tx
    .insert(jobs)
    .values({ kind, key, runAt, payload })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: { runAt, payload, state: "pending", attempts: 0, lastError: "", finishedAt: null },
    });
}
