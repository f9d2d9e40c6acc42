import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { METRICS_PATH } from "../../plugins/metrics.ts";
import { GIVE_UP_UNREGISTERED_JOBS, PURGE_FINISHED_JOBS } from "./job-housekeeping.ts";
import { scheduleJob } from "./schedule.ts";
import { jobs } from "./schema.ts";

const MINUTE = 60_000;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let at = Date.parse("2026-06-01T08:00:00+08:00");
const now = () => new Date(at);

/** The value of one series in the Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
const scrape = async () => (await app.inject({ method: "GET", url: METRICS_PATH })).body;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  app = await buildApp({ db: database.db, now });
  app.jobs.register(
    { kind: "test.ok", mode: "transaction", handler: async () => {} },
    {
      kind: "test.broken",
      mode: "lease",
      retry: { maxAttempts: 2, baseDelayMs: MINUTE, maxDelayMs: MINUTE },
      handler: async () => {
        throw new Error("渠道超时");
      },
    },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the job queue's metrics on /metrics", () => {
  it("shows the depth and lag of due jobs by kind, read from the table at the scrape", async () => {
    for (const key of ["a", "b", "c"]) await scheduleJob(database.db, { kind: "test.ok", key, runAt: new Date(at - (key === "a" ? 90_000 : 0)) });
    await scheduleJob(database.db, { kind: "test.ok", key: "future", runAt: new Date(at + 10 * MINUTE) });
    const text = await scrape();
    expect(sample(text, 'job_queue_depth{kind="test.ok"}')).toBe(3);
    expect(sample(text, 'job_queue_lag_seconds{kind="test.ok"}')).toBe(90);
    expect(sample(text, 'job_queue_depth{kind="tender.opening"}')).toBe(0);
  });

  it("counts attempts, failures and durations of the jobs this instance ran, and dead jobs", async () => {
    await scheduleJob(database.db, { kind: "test.broken", key: "x", runAt: now() });
    await app.jobs.runDue({ kinds: ["test.ok", "test.broken"] });
    let text = await scrape();
    expect(sample(text, 'job_queue_depth{kind="test.ok"}')).toBe(0);
    expect(sample(text, 'job_queue_lag_seconds{kind="test.ok"}')).toBe(0);
    expect(sample(text, 'job_attempts_total{kind="test.ok"}')).toBe(3);
    expect(sample(text, 'job_duration_seconds_count{kind="test.ok"}')).toBe(3);
    expect(sample(text, 'job_failures_total{kind="test.broken",outcome="failed"}')).toBe(1);
    expect(sample(text, 'job_dead{kind="test.broken"}')).toBe(0);
    at += MINUTE;
    await app.jobs.runDue({ kinds: ["test.broken"] });
    text = await scrape();
    expect(sample(text, 'job_failures_total{kind="test.broken",outcome="dead"}')).toBe(1);
    expect(sample(text, 'job_dead{kind="test.broken"}')).toBe(1);
    expect(sample(text, 'job_attempts_total{kind="test.broken"}')).toBe(2);
    expect(await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, "test.broken"))).toEqual([{ state: "dead" }]);
  });

  it("shows the due jobs of a kind this instance has no handler for, which no registered kind shows", async () => {
    await scheduleJob(database.db, { kind: "test.unregistered", key: "a", runAt: new Date(at - MINUTE) });
    await scheduleJob(database.db, { kind: "test.unregistered", key: "b", runAt: new Date(at + 10 * MINUTE) });
    await scheduleJob(database.db, { kind: "test.ok", key: "due", runAt: now() });
    const text = await scrape();
    expect(sample(text, 'job_unregistered_due{kind="test.unregistered"}')).toBe(1);
    expect(sample(text, 'job_queue_depth{kind="test.unregistered"}')).toBe(1);
    expect(sample(text, 'job_unregistered_due{kind="test.ok"}')).toBeUndefined();
  });

  it("runs the queue's own housekeeping on the app's runner", () => {
    expect(app.jobs.kinds()).toEqual(expect.arrayContaining([PURGE_FINISHED_JOBS, GIVE_UP_UNREGISTERED_JOBS]));
  });
});
