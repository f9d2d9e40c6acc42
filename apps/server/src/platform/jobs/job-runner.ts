import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { DEFAULT_RETRY, type JobKind, PermanentJobFailure, retryDelayMs } from "./job-kind.ts";
import { type JobRow, jobs } from "./schema.ts";

/** How many leased jobs one claim takes. */
const LEASE_BATCH = 20;
const DEFAULT_LEASE_MS = 60_000;
/** One `runDue` stops after this many jobs, so a flood cannot keep a draining runner busy forever. */
const MAX_JOBS_PER_ROUND = 1_000;
/** How often the started runner looks for due jobs: the shortest recurring kind runs every second. */
const POLL_MS = 1_000;

/** What the runner reports for the metrics (job-metrics.ts). */
/**
 * What a failed try says in `last_error`: the database's own reason first (a query builder wraps it
 * in "Failed query: <the statement>", which alone would fill the column and hide it), then the message.
 */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.cause.message} — ${error.message}` : error.message;
}

export interface JobObserver {
  attempted(kind: string, outcome: "done" | "failed" | "dead", seconds: number): void;
}

export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RunDueOptions {
  /** Only these kinds (a test or a development helper running one module's jobs). */
  kinds?: readonly string[];
  /** Run as if the clock said this (a development helper crossing a deadline); the app's clock otherwise. */
  now?: Date;
}

export interface JobRunner {
  /** Adds kinds; a kind registered twice is a composition mistake. */
  register(...kinds: JobKind[]): void;
  /** The registered kinds' names (the metrics label them). */
  kinds(): string[];
  /** Runs every job due now, one after another, and answers how many ran. Tests call it instead of waiting for the poll. */
  runDue(options?: RunDueOptions): Promise<number>;
  /** Starts polling (main.ts only: tests drive `runDue`). */
  start(): void;
  /**
   * Stops claiming; waits up to `withinMs` for the job in hand, then gives up its leases (another
   * instance takes them at once) and aborts it. Answers whether everything in hand finished.
   */
  stop(withinMs?: number): Promise<boolean>;
}

class UnknownKindError extends Error {}

/**
 * The one job runner: every background and time-driven piece of work is a row of `job`, claimed
 * with `FOR UPDATE SKIP LOCKED` so that several instances on one database each take different jobs.
 *
 * - `transaction` kinds run inside the claiming transaction, which also marks them done: their
 *   writes and the job's completion commit together, so a deadline fires exactly once; a crash rolls
 *   both back and the job is free again at once.
 * - `lease` kinds are claimed in a short transaction that leases them to this runner, then run
 *   outside it (no lock held while a merchant answers an HTTP call — on the embedded database its
 *   own transaction would wait for ours). A runner that dies leaves the lease to expire; another then
 *   retries the job. They must be idempotent.
 *
 * Failures are retried with exponential backoff until the kind's `maxAttempts`, then the job is
 * dead (kept, never run again); a handler that throws a PermanentJobFailure makes it dead at once.
 * Time comes from the app's clock, so tests move it and call `runDue`.
 */
export function createJobRunner({
  db,
  now: clock = () => new Date(),
  log,
  observer,
}: {
  db: Database;
  now?: () => Date;
  log?: JobLog;
  observer?: JobObserver;
}): JobRunner {
  const registry = new Map<string, JobKind>();
  const runnerId = `runner-${randomUUID()}`;
  let recurringPlanned = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;
  const inHand = new Set<AbortController>();

  const due = (kinds: string[], now: Date) =>
    and(eq(jobs.state, "pending"), inArray(jobs.kind, kinds), lte(jobs.runAt, now), or(isNull(jobs.leaseExpiresAt), lte(jobs.leaseExpiresAt, now)));

  /** Recurring kinds get their one row (due at once) the first time the runner looks. */
  async function planRecurring(now: Date) {
    const recurring = [...registry.values()].filter((kind) => kind.everyMs);
    if (recurringPlanned || recurring.length === 0) return;
    await db
      .insert(jobs)
      .values(recurring.map((kind) => ({ kind: kind.kind, key: "recurring", runAt: now })))
      .onConflictDoNothing();
    recurringPlanned = true;
  }

  /** Where a job goes after a failed try: its next try with backoff, the next round of a recurring kind, or dead. */
  function afterFailure(kind: JobKind | undefined, attempts: number, now: Date, error: unknown) {
    const lastError = describeFailure(error).slice(0, 500);
    if (kind?.everyMs) return { state: "pending", runAt: new Date(now.getTime() + kind.everyMs), attempts, lastError };
    const policy = kind?.retry ?? DEFAULT_RETRY;
    if (attempts >= policy.maxAttempts || error instanceof PermanentJobFailure) return { state: "dead", attempts, lastError, finishedAt: now };
    return { state: "pending", runAt: new Date(now.getTime() + retryDelayMs(policy, attempts)), attempts, lastError };
  }

  /** Done — unless the handler moved its own job (a later deadline), or a recurring kind's next round. */
  function afterSuccess(kind: JobKind, job: JobRow, now: Date) {
    if (kind.everyMs) return { state: "pending", runAt: new Date(now.getTime() + kind.everyMs), attempts: 0, lastError: "" };
    // The row's time may carry microseconds (a run_at written by SQL's now()) that the claimed
    // row's JavaScript Date cut off, so "unmoved" is "not later than the claimed time's millisecond".
    const unmoved = sql`${jobs.runAt} < ${job.runAt.toISOString()}::timestamptz + interval '1 millisecond'`;
    return {
      state: sql`case when ${unmoved} then 'done' else ${jobs.state} end`,
      finishedAt: sql`case when ${unmoved} then ${now.toISOString()}::timestamptz end`,
    };
  }

  function record(kind: string, outcome: "done" | "failed" | "dead", started: number) {
    observer?.attempted(kind, outcome, (performance.now() - started) / 1000);
  }

  /** Claims and runs one due transaction job; false when none is due. */
  async function runOneInTransaction(kinds: string[], now: Date): Promise<boolean> {
    let claimed: JobRow | undefined;
    const started = performance.now();
    const controller = new AbortController();
    const afterCommit: Array<() => Promise<unknown>> = [];
    try {
      inHand.add(controller);
      const ran = await db.transaction(async (tx) => {
        [claimed] = await tx.select().from(jobs).where(due(kinds, now)).orderBy(asc(jobs.runAt)).limit(1).for("update", { skipLocked: true });
        if (!claimed) return false;
        const kind = registry.get(claimed.kind);
        if (kind?.mode !== "transaction") throw new UnknownKindError(`no transaction job kind ${claimed.kind}`);
        await kind.handler(claimed.payload, { tx, now, signal: controller.signal, afterCommit: (work) => afterCommit.push(work) });
        await tx
          .update(jobs)
          .set({ ...afterSuccess(kind, claimed, now), attempts: sql`${jobs.attempts} + 1` })
          .where(eq(jobs.id, claimed.id));
        return true;
      });
      if (!ran || !claimed) return false;
      record(claimed.kind, "done", started);
    } catch (error) {
      if (!claimed) throw error;
      const failed = afterFailure(registry.get(claimed.kind), claimed.attempts + 1, now, error);
      log?.warn({ err: error, job: { id: claimed.id, kind: claimed.kind, attempts: failed.attempts } }, "job failed");
      await db.update(jobs).set(failed).where(eq(jobs.id, claimed.id));
      record(claimed.kind, failed.state === "dead" ? "dead" : "failed", started);
      return true;
    } finally {
      inHand.delete(controller);
    }
    for (const work of afterCommit) await work().catch((error: unknown) => log?.warn({ err: error, kind: claimed?.kind }, "job: work after commit failed"));
    return true;
  }

  /** Claims a batch of due lease jobs for this runner; they are its own until the lease expires. */
  async function claimLeased(kinds: string[], now: Date): Promise<JobRow[]> {
    const leaseMs = Math.min(...kinds.map((name) => (registry.get(name) as { leaseMs?: number } | undefined)?.leaseMs ?? DEFAULT_LEASE_MS));
    const candidates = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(due(kinds, now))
      .orderBy(asc(jobs.runAt))
      .limit(LEASE_BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({ leasedBy: runnerId, leaseExpiresAt: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, candidates))
      .returning();
    // RETURNING keeps no order: the batch runs oldest first, as it was chosen.
    return claimed.sort((x, y) => x.runAt.getTime() - y.runAt.getTime() || x.id - y.id);
  }

  /**
   * Renews a claimed job's lease just before it runs, if it is still this runner's and unexpired.
   * A batch is claimed with one lease, and its jobs run one after another: without this, a slow
   * batch's later jobs would run after their lease ran out, while another runner may have taken
   * them (a text sent twice). False: the job is no longer ours, and is left alone.
   */
  async function renewLease(job: JobRow, kind: JobKind | undefined, now: Date): Promise<boolean> {
    const leaseMs = (kind as { leaseMs?: number } | undefined)?.leaseMs ?? DEFAULT_LEASE_MS;
    const renewed = await db
      .update(jobs)
      .set({ leaseExpiresAt: new Date(now.getTime() + leaseMs) })
      .where(and(eq(jobs.id, job.id), eq(jobs.leasedBy, runnerId), eq(jobs.state, "pending"), gt(jobs.leaseExpiresAt, now)))
      .returning({ id: jobs.id });
    return renewed.length > 0;
  }

  async function runLeased(job: JobRow, now: Date): Promise<void> {
    const started = performance.now();
    const controller = new AbortController();
    const kind = registry.get(job.kind);
    const mine = and(eq(jobs.id, job.id), eq(jobs.leasedBy, runnerId));
    const released = { leasedBy: null, leaseExpiresAt: null };
    if (!(await renewLease(job, kind, now))) {
      log?.warn({ job: { id: job.id, kind: job.kind } }, "job: lease ran out before its turn in the batch; left to whoever holds it");
      return;
    }
    inHand.add(controller);
    try {
      if (kind?.mode !== "lease") throw new UnknownKindError(`no lease job kind ${job.kind}`);
      await kind.handler(job.payload, { db, now, signal: controller.signal });
      // A lease given up meanwhile (drain) or lost (expired and taken) is not ours to finish.
      await db
        .update(jobs)
        .set({ ...afterSuccess(kind, job, now), ...released })
        .where(mine);
      record(job.kind, "done", started);
    } catch (error) {
      const failed = afterFailure(kind, job.attempts, now, error);
      log?.warn({ err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } }, "job failed");
      await db
        .update(jobs)
        .set({ ...failed, ...released })
        .where(mine);
      record(job.kind, failed.state === "dead" ? "dead" : "failed", started);
    } finally {
      inHand.delete(controller);
    }
  }

  async function runDue({ kinds, now: at }: RunDueOptions = {}): Promise<number> {
    const wanted = (mode: JobKind["mode"]) => [...registry.values()].filter((k) => k.mode === mode && (!kinds || kinds.includes(k.kind))).map((k) => k.kind);
    const inTransaction = wanted("transaction");
    const leased = wanted("lease");
    // On the app's clock even when a helper runs ahead: a recurring row planned in the future would stall its kind.
    await planRecurring(clock());
    let ran = 0;
    while (!stopping && ran < MAX_JOBS_PER_ROUND) {
      let progressed = false;
      if (inTransaction.length > 0 && (await runOneInTransaction(inTransaction, at ?? clock()))) {
        ran++;
        progressed = true;
      }
      if (leased.length > 0 && !stopping) {
        const batch = await claimLeased(leased, at ?? clock());
        for (const job of batch) {
          if (stopping) break;
          // Each job on the clock of its own turn: its lease is checked and renewed then.
          await runLeased(job, at ?? clock());
          ran++;
        }
        progressed ||= batch.length > 0;
      }
      if (!progressed) break;
    }
    return ran;
  }

  return {
    register(...kinds) {
      for (const kind of kinds) {
        if (registry.has(kind.kind)) throw new Error(`job kind ${kind.kind} registered twice`);
        registry.set(kind.kind, kind);
      }
      recurringPlanned = false;
    },
    kinds: () => [...registry.keys()],
    runDue,
    start() {
      if (timer || stopping) return;
      const tick = () => {
        if (round || stopping) return;
        round = runDue()
          .catch((error: unknown) => {
            log?.error({ err: error }, "job runner: round failed");
            return 0;
          })
          .finally(() => {
            round = null;
          });
      };
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      tick();
    },
    async stop(withinMs = 0) {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      const current = round;
      if (!current) return true;
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        current.then(() => true),
        new Promise<false>((resolve) => {
          timeout = setTimeout(() => resolve(false), withinMs);
        }),
      ]);
      clearTimeout(timeout);
      if (finished) return true;
      // Not finished in time: its leases go back at once rather than after they expire; a
      // transaction job rolls back when the database closes. Either way another instance runs it.
      for (const controller of inHand) controller.abort();
      await db.update(jobs).set({ leasedBy: null, leaseExpiresAt: null }).where(eq(jobs.leasedBy, runnerId));
      return false;
    },
  };
}
