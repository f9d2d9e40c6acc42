import { and, eq, inArray, isNull, lt, lte, notInArray, or } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { JobKind } from "./job-kind.ts";
import type { JobLog } from "./job-runner.ts";
import { jobs } from "./schema.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The runner's own kinds: the purge of finished rows, and giving up jobs no instance can run. */
export const PURGE_FINISHED_JOBS = "jobs.purge-finished";
export const GIVE_UP_UNREGISTERED_JOBS = "jobs.give-up-unregistered";

/**
 * How long a due job of a kind this instance has not registered waits before it is given up. In a
 * rolling deploy the older instances see kinds that only the newer ones run, and those run them
 * within seconds; a job still due a day later has no instance that knows its kind.
 */
export const UNREGISTERED_GRACE_MS = DAY;

/** Rows deleted per statement, so a purge never holds many locks or one long transaction. */
export const PURGE_BATCH = 1_000;

/** Why a job of an unregistered kind is dead (kept as its last error; re-arm it once a handler is deployed). */
export const UNREGISTERED_ERROR = `no running instance registers this job's kind: given up ${UNREGISTERED_GRACE_MS / HOUR} h after it was due`;

/**
 * Deletes the done jobs that finished before `before`, in batches, and answers how many went. Dead
 * jobs stay: they are an operator's to read and re-arm, and `job_dead` must not clear by itself.
 * A job planned again meanwhile (pending once more) is not deleted: the state is checked again on
 * the row being deleted.
 */
export async function purgeFinishedJobs(db: Database, before: Date, signal?: AbortSignal): Promise<number> {
  const finishedBefore = and(eq(jobs.state, "done"), lt(jobs.finishedAt, before));
  let purged = 0;
  for (;;) {
    const batch = db.select({ id: jobs.id }).from(jobs).where(finishedBefore).limit(PURGE_BATCH);
    const deleted = await db
      .delete(jobs)
      .where(and(inArray(jobs.id, batch), finishedBefore))
      .returning({ id: jobs.id });
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH || signal?.aborted) return purged;
  }
}

/**
 * Moves to dead the jobs of kinds not in `registered` that have been due for the grace period and
 * are not leased to a runner right now (one that knows the kind may be running it). Answers the
 * number given up by kind.
 */
export async function giveUpUnregisteredJobs(db: Database, registered: readonly string[], now: Date): Promise<Map<string, number>> {
  const given = await db
    .update(jobs)
    .set({ state: "dead", finishedAt: now, lastError: UNREGISTERED_ERROR })
    .where(
      and(
        eq(jobs.state, "pending"),
        notInArray(jobs.kind, [...registered]),
        lte(jobs.runAt, new Date(now.getTime() - UNREGISTERED_GRACE_MS)),
        or(isNull(jobs.leaseExpiresAt), lte(jobs.leaseExpiresAt, now)),
      ),
    )
    .returning({ kind: jobs.kind });
  const byKind = new Map<string, number>();
  for (const { kind } of given) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  return byKind;
}

/**
 * The queue's housekeeping as recurring kinds of the runner itself (jobs.plugin.ts registers them on
 * the app's runner): every hour the done jobs older than the retention are purged, so the table
 * holds about `retentionDays` of history; every ten minutes the jobs of kinds that no running
 * instance registers are given up as dead once they have waited `UNREGISTERED_GRACE_MS` (until
 * then `job_unregistered_due` shows them), so that they leave the queue's depth and lag and raise
 * `job_dead` instead of waiting forever unseen.
 */
export function housekeepingJobKinds({
  retentionDays,
  registeredKinds,
  log,
}: {
  retentionDays: number;
  /** The kinds this instance's runner has registered, read when the job runs. */
  registeredKinds: () => string[];
  log?: JobLog;
}): JobKind[] {
  return [
    {
      kind: PURGE_FINISHED_JOBS,
      mode: "lease",
      everyMs: HOUR,
      handler: async (_payload, { db, now, signal }) => {
        await purgeFinishedJobs(db, new Date(now.getTime() - retentionDays * DAY), signal);
      },
    },
    {
      kind: GIVE_UP_UNREGISTERED_JOBS,
      mode: "lease",
      everyMs: 10 * MINUTE,
      handler: async (_payload, { db, now }) => {
        const given = await giveUpUnregisteredJobs(db, registeredKinds(), now);
        if (given.size > 0) log?.warn({ kinds: Object.fromEntries(given) }, "jobs of a kind no instance registers were given up as dead");
      },
    },
  ];
}
