import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import {
  GIVE_UP_UNREGISTERED_JOBS,
  housekeepingJobKinds,
  PURGE_BATCH,
  PURGE_FINISHED_JOBS,
  UNREGISTERED_ERROR,
  UNREGISTERED_GRACE_MS,
} from "./job-housekeeping.ts";
import { createJobRunner, type JobRunner } from "./job-runner.ts";
import { DEFAULT_JOB_RETENTION_DAYS, readJobsConfig } from "./jobs.config.ts";
import { scheduleJob } from "./schedule.ts";
import { jobs } from "./schema.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.parse("2026-06-01T08:00:00+08:00");
let at = start;
const now = () => new Date(at);
const ago = (ms: number) => new Date(at - ms);
let database: DatabaseHandle;
const warnings: { object: object; message: string }[] = [];

/** A runner as the app has it: a kind of its own besides the housekeeping, with a week of retention. */
function appRunner(): JobRunner {
  const runner = createJobRunner({ db: database.db, now });
  runner.register({ kind: "test.known", mode: "transaction", handler: async () => {} });
  runner.register(
    ...housekeepingJobKinds({
      retentionDays: 7,
      registeredKinds: () => runner.kinds(),
      log: { warn: (object, message) => void warnings.push({ object, message }), error: () => {} },
    }),
  );
  return runner;
}

/** A job row as the runner leaves it: its key, state and when it finished. */
async function finished(key: string, state: "done" | "dead", finishedAt: Date) {
  await database.db.insert(jobs).values({ kind: "test.known", key, state, runAt: finishedAt, finishedAt });
}
const keysOf = async (kind: string) =>
  (await database.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.key)).map((row) => row.key);
const jobOf = async (kind: string, key: string) => (await database.db.select().from(jobs).where(sql`${jobs.kind} = ${kind} and ${jobs.key} = ${key}`))[0];

beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());
beforeEach(async () => {
  at = start;
  warnings.length = 0;
  await database.db.delete(jobs);
});

describe("the job runner's purge of finished jobs", () => {
  it("deletes the done jobs older than the retention, keeps the newer ones, the dead and the pending, and comes back an hour later", async () => {
    await finished("done-8-days-ago", "done", ago(8 * DAY));
    await finished("done-6-days-ago", "done", ago(6 * DAY));
    await finished("dead-30-days-ago", "dead", ago(30 * DAY));
    await scheduleJob(database.db, { kind: "test.known", key: "pending", runAt: new Date(at + HOUR) });
    await appRunner().runDue({ kinds: [PURGE_FINISHED_JOBS] });
    expect(await keysOf("test.known")).toEqual(["dead-30-days-ago", "done-6-days-ago", "pending"]);
    expect(await jobOf(PURGE_FINISHED_JOBS, "recurring")).toMatchObject({ state: "pending", runAt: new Date(at + HOUR) });
  });

  it(`purges more than one batch (${PURGE_BATCH} rows) in one run`, async () => {
    const month = ago(30 * DAY).toISOString();
    await database.db.execute(
      sql`insert into job (kind, key, state, run_at, finished_at) select 'test.known', 'old-' || n, 'done', ${month}::timestamptz, ${month}::timestamptz from generate_series(1, ${PURGE_BATCH * 2 + 5}) as n`,
    );
    await appRunner().runDue({ kinds: [PURGE_FINISHED_JOBS] });
    expect(await database.db.$count(jobs, eq(jobs.kind, "test.known"))).toBe(0);
  });

  it("keeps a week by default; JOB_RETENTION_DAYS sets another retention", () => {
    expect(readJobsConfig({})).toEqual({ retentionDays: DEFAULT_JOB_RETENTION_DAYS });
    expect(DEFAULT_JOB_RETENTION_DAYS).toBe(7);
    expect(readJobsConfig({ JOB_RETENTION_DAYS: "30" })).toEqual({ retentionDays: 30 });
  });
});

describe("jobs of a kind no instance registers", () => {
  it("are given up as dead once due for the grace period, with the reason kept and a warning logged; newer ones wait", async () => {
    await scheduleJob(database.db, { kind: "test.removed", key: "old", runAt: ago(UNREGISTERED_GRACE_MS + HOUR), payload: { tenderId: 7 } });
    await scheduleJob(database.db, { kind: "test.removed", key: "recent", runAt: ago(HOUR) });
    // Leased to a runner that knows the kind (a newer instance in a rolling deploy), running it now.
    await scheduleJob(database.db, { kind: "test.newer", key: "leased", runAt: ago(UNREGISTERED_GRACE_MS + HOUR) });
    await database.db
      .update(jobs)
      .set({ leasedBy: "runner-newer", leaseExpiresAt: new Date(at + 60_000) })
      .where(eq(jobs.kind, "test.newer"));
    await scheduleJob(database.db, { kind: "test.known", key: "late", runAt: ago(UNREGISTERED_GRACE_MS + HOUR) });

    await appRunner().runDue({ kinds: [GIVE_UP_UNREGISTERED_JOBS] });

    expect(await jobOf("test.removed", "old")).toMatchObject({ state: "dead", finishedAt: now(), lastError: UNREGISTERED_ERROR, payload: { tenderId: 7 } });
    expect(await jobOf("test.removed", "recent")).toMatchObject({ state: "pending", lastError: "" });
    expect(await jobOf("test.newer", "leased")).toMatchObject({ state: "pending" });
    // A registered kind's late job is its runner's to run, never given up here.
    expect(await jobOf("test.known", "late")).toMatchObject({ state: "pending" });
    expect(warnings).toEqual([{ object: { kinds: { "test.removed": 1 } }, message: "jobs of a kind no instance registers were given up as dead" }]);

    at += UNREGISTERED_GRACE_MS;
    await appRunner().runDue({ kinds: [GIVE_UP_UNREGISTERED_JOBS] });
    expect(await jobOf("test.removed", "recent")).toMatchObject({ state: "dead" });
  });
});
