import { and, eq, lte, min, sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import type { Database } from "../../db/database.ts";
import type { JobObserver } from "./job-runner.ts";
import { jobs } from "./schema.ts";

/**
 * The queue's metrics. Depth, lag and dead jobs are read from the table at each scrape (the queue
 * is shared by every instance, so any instance reports all of it and a gauge cannot drift);
 * attempts, failures and durations count what this instance ran.
 */
export function registerJobMetrics(
  { registry, sample }: { registry: Registry; sample(read: () => Promise<void>): void },
  db: Database,
  { now, kinds }: { now: () => Date; kinds: () => string[] },
): JobObserver {
  // The table's figures, one series a kind, read at each scrape.
  const gaugeByKind = (name: string, help: string) => new Gauge({ name, help, labelNames: ["kind"], registers: [registry] });
  const depth = gaugeByKind("job_queue_depth", "Jobs due and not yet run, by kind");
  const lag = gaugeByKind("job_queue_lag_seconds", "How long the oldest due job of a kind has waited past its time (0 when none is due)");
  const dead = gaugeByKind("job_dead", "Jobs that ran out of attempts, by kind");
  const unregistered = gaugeByKind(
    "job_unregistered_due",
    "Due jobs of a kind this instance has no handler for, by kind (given up as dead a day after they were due)",
  );
  const attempts = new Counter({ name: "job_attempts_total", help: "Jobs run by this instance, by kind", labelNames: ["kind"], registers: [registry] });
  const failures = new Counter({
    name: "job_failures_total",
    help: "Job runs that failed on this instance, by kind (a dead job counts once more as dead)",
    labelNames: ["kind", "outcome"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "job_duration_seconds",
    help: "Time a job took to run on this instance, by kind",
    labelNames: ["kind"],
    buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });
  sample(async () => {
    const at = now();
    const [dueRows, deadRows] = await Promise.all([
      db
        .select({ kind: jobs.kind, count: sql<number>`count(*)::int`, oldest: min(jobs.runAt) })
        .from(jobs)
        .where(and(eq(jobs.state, "pending"), lte(jobs.runAt, at)))
        .groupBy(jobs.kind),
      db.select({ kind: jobs.kind, count: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.state, "dead")).groupBy(jobs.kind),
    ]);
    // Every registered kind has a series (0 when idle), so an alert sees the kind before it backs up.
    for (const metric of [depth, lag, dead, unregistered]) metric.reset();
    const registered = new Set(kinds());
    for (const kind of registered) {
      depth.set({ kind }, 0);
      lag.set({ kind }, 0);
      dead.set({ kind }, 0);
    }
    for (const row of dueRows) {
      depth.set({ kind: row.kind }, row.count);
      lag.set({ kind: row.kind }, row.oldest ? Math.max(0, (at.getTime() - new Date(row.oldest).getTime()) / 1000) : 0);
      // A kind no handler here runs: in a rolling deploy for a moment, else a kind removed or misspelt.
      if (!registered.has(row.kind)) unregistered.set({ kind: row.kind }, row.count);
    }
    for (const row of deadRows) dead.set({ kind: row.kind }, row.count);
  });
  return {
    attempted(kind, outcome, seconds) {
      attempts.inc({ kind });
      duration.observe({ kind }, seconds);
      if (outcome !== "done") failures.inc({ kind, outcome });
    },
  };
}
