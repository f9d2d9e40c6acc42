import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { type JobKind, PermanentJobFailure, retryDelayMs } from "./job-kind.ts";
import { createJobRunner } from "./job-runner.ts";
import { scheduleJob } from "./schedule.ts";
import { jobs } from "./schema.ts";

const MINUTE = 60_000;
let database: DatabaseHandle;
/** A clock that moves only when told, so planned times compare exactly. */
const clock = (() => {
  const start = Date.parse("2026-06-01T08:00:00+08:00");
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    reset() {
      at = start;
    },
  };
})();
const jobOf = async (kind: string, key: string) => (await database.db.select().from(jobs).where(sql`${jobs.kind} = ${kind} and ${jobs.key} = ${key}`))[0];
const effects = async () =>
  ((await database.db.execute(sql`select job from job_test_effect order by job`)) as unknown as { rows: { job: string }[] }).rows.map((r) => r.job);

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await database.db.execute(sql`create table job_test_effect (job text not null)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  clock.reset();
  await database.db.delete(jobs);
  await database.db.execute(sql`delete from job_test_effect`);
});

/** A transaction kind whose work is a row in job_test_effect; `fail` makes it throw after writing. */
const effectKind = (kind: string, fail: () => boolean = () => false): JobKind => ({
  kind,
  mode: "transaction",
  retry: { maxAttempts: 3, baseDelayMs: MINUTE, maxDelayMs: 10 * MINUTE },
  handler: async (payload, { tx }) => {
    await tx.execute(sql`insert into job_test_effect values (${String(payload.name)})`);
    if (fail()) throw new Error("付款渠道暂不可用");
  },
});

describe("the job runner", () => {
  it("runs a due job once and a future one only when its time comes; one key is one job however often it is planned", async () => {
    const runner = createJobRunner({ db: database.db, now: clock.now });
    runner.register(effectKind("test.effect"));
    await scheduleJob(database.db, { kind: "test.effect", key: "now", runAt: clock.now(), payload: { name: "now" } });
    await scheduleJob(database.db, { kind: "test.effect", key: "later", runAt: new Date(clock.now().getTime() + 5 * MINUTE), payload: { name: "later" } });
    await scheduleJob(database.db, { kind: "test.effect", key: "later", runAt: new Date(clock.now().getTime() + 10 * MINUTE), payload: { name: "later" } });
    expect(await database.db.$count(jobs)).toBe(2);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(6 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await runner.runDue()).toBe(1);
    expect(await effects()).toEqual(["later", "now"]);
    expect(await jobOf("test.effect", "later")).toMatchObject({ state: "done", attempts: 1 });
  });

  it("records the database's own reason for a failed try ahead of the wrapped statement, which would otherwise fill last_error", async () => {
    const runner = createJobRunner({ db: database.db, now: clock.now });
    const statement = `Failed query: insert into "notice" values ${"($1, $2), ".repeat(100)}`;
    runner.register({
      kind: "test.wrapped",
      mode: "transaction",
      handler: async () => {
        throw new Error(statement, { cause: new Error("deadlock detected") });
      },
    });
    await scheduleJob(database.db, { kind: "test.wrapped", key: "a", runAt: clock.now(), payload: {} });
    await runner.runDue();
    const failed = await jobOf("test.wrapped", "a");
    expect(failed?.lastError.startsWith("deadlock detected — Failed query: insert")).toBe(true);
    expect(failed?.lastError.length).toBe(500);
  });

  it("rolls a failed transaction job's writes back, retries it with exponential backoff and gives it up (dead) after its attempts", async () => {
    const runner = createJobRunner({ db: database.db, now: clock.now });
    runner.register(effectKind("test.flaky", () => true));
    await scheduleJob(database.db, { kind: "test.flaky", key: "a", runAt: clock.now(), payload: { name: "a" } });
    const start = clock.now().getTime();
    expect(await runner.runDue()).toBe(1);
    expect(await jobOf("test.flaky", "a")).toMatchObject({ state: "pending", attempts: 1, runAt: new Date(start + MINUTE), lastError: "付款渠道暂不可用" });
    clock.advance(MINUTE);
    await runner.runDue();
    expect(await jobOf("test.flaky", "a")).toMatchObject({ state: "pending", attempts: 2, runAt: new Date(start + 3 * MINUTE) });
    clock.advance(2 * MINUTE);
    await runner.runDue();
    expect(await jobOf("test.flaky", "a")).toMatchObject({ state: "dead", attempts: 3 });
    clock.advance(60 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect(await effects()).toEqual([]);
  });

  it("gives a job up at once when its handler says trying again cannot help, and still retries any other failure", async () => {
    const tries: string[] = [];
    const runner = createJobRunner({ db: database.db, now: clock.now });
    runner.register({
      kind: "test.refused",
      mode: "lease",
      retry: { maxAttempts: 5, baseDelayMs: MINUTE, maxDelayMs: MINUTE },
      handler: async (payload) => {
        tries.push(String(payload.name));
        if (payload.name === "refused") throw new PermanentJobFailure("号码无效");
        throw new Error("网关超时");
      },
    });
    await scheduleJob(database.db, { kind: "test.refused", key: "refused", runAt: clock.now(), payload: { name: "refused" } });
    await scheduleJob(database.db, { kind: "test.refused", key: "flaky", runAt: clock.now(), payload: { name: "flaky" } });
    await runner.runDue();
    expect(await jobOf("test.refused", "refused")).toMatchObject({ state: "dead", attempts: 1, lastError: "号码无效", finishedAt: clock.now() });
    expect(await jobOf("test.refused", "flaky")).toMatchObject({ state: "pending", attempts: 1 });
    clock.advance(MINUTE);
    await runner.runDue();
    expect(tries.sort()).toEqual(["flaky", "flaky", "refused"]);
  });

  it("does the work after the commit only when the job committed", async () => {
    const runner = createJobRunner({ db: database.db, now: clock.now });
    const texts: string[] = [];
    let failing = true;
    runner.register({
      kind: "test.text",
      mode: "transaction",
      handler: async (_payload, { afterCommit }) => {
        afterCommit(async () => texts.push("sent"));
        if (failing) throw new Error("no");
      },
    });
    await scheduleJob(database.db, { kind: "test.text", key: "x", runAt: clock.now() });
    await runner.runDue();
    expect(texts).toEqual([]);
    failing = false;
    clock.advance(MINUTE);
    await runner.runDue();
    expect(texts).toEqual(["sent"]);
  });

  it("leaves a job pending when its handler moved it to a later time (a deadline extended)", async () => {
    const runner = createJobRunner({ db: database.db, now: clock.now });
    runner.register({
      kind: "test.deadline",
      mode: "transaction",
      handler: (_payload, { tx, now }) => scheduleJob(tx, { kind: "test.deadline", key: "s1", runAt: new Date(now.getTime() + 30 * MINUTE) }),
    });
    await scheduleJob(database.db, { kind: "test.deadline", key: "s1", runAt: clock.now() });
    await runner.runDue();
    expect(await jobOf("test.deadline", "s1")).toMatchObject({ state: "pending", runAt: new Date(clock.now().getTime() + 30 * MINUTE), finishedAt: null });
  });

  it("finishes a job whose time was written with microseconds (SQL's now()), which a JavaScript Date cannot hold", async () => {
    const runner = createJobRunner({ db: database.db, now: () => new Date(Date.now() + MINUTE) });
    runner.register(effectKind("test.effect"));
    await database.db.execute(
      sql`insert into job (kind, key, payload, run_at) values ('test.effect', 'sql', '{"name": "sql"}', date_trunc('second', now()) + interval '0.123456 second')`,
    );
    expect(await runner.runDue()).toBe(1);
    expect((await jobOf("test.effect", "sql"))?.state).toBe("done");
    expect(await runner.runDue()).toBe(0);
    expect(await effects()).toEqual(["sql"]);
  });

  it("retries a leased job whose runner died only after its lease expired", async () => {
    const ran: string[] = [];
    const leaseKind: JobKind = { kind: "test.lease", mode: "lease", leaseMs: 5 * MINUTE, handler: async (payload) => void ran.push(String(payload.name)) };
    const runner = createJobRunner({ db: database.db, now: clock.now });
    runner.register(leaseKind);
    // Claimed by a runner that then died: leased, its attempt counted, never finished.
    await scheduleJob(database.db, { kind: "test.lease", key: "orphan", runAt: clock.now(), payload: { name: "orphan" } });
    await database.db
      .update(jobs)
      .set({ leasedBy: "runner-gone", leaseExpiresAt: new Date(clock.now().getTime() + 5 * MINUTE), attempts: 1 })
      .where(eq(jobs.key, "orphan"));
    expect(await runner.runDue()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual(["orphan"]);
    expect(await jobOf("test.lease", "orphan")).toMatchObject({ state: "done", attempts: 2, leasedBy: null, leaseExpiresAt: null });
  });

  it("runs each job of a claimed batch only while its lease is still its own: a slow batch never sends a text twice", async () => {
    // A carrier answering slowly: each send takes 40 s of the clock, so the third text of a batch
    // claimed with a 60 s lease starts after that lease ran out. Runner B, looking while A sends the
    // second, finds the third with an expired lease and sends it; A must then leave it alone.
    const sent: string[] = [];
    const textKind = (sendingMs: number, whileSending: (name: string) => Promise<void>): JobKind => ({
      kind: "test.text",
      mode: "lease",
      leaseMs: MINUTE,
      handler: async (payload) => {
        sent.push(String(payload.name));
        clock.advance(sendingMs);
        await whileSending(String(payload.name));
      },
    });
    const b = createJobRunner({ db: database.db, now: clock.now });
    b.register(textKind(0, async () => {}));
    const a = createJobRunner({ db: database.db, now: clock.now });
    a.register(textKind(40_000, async (name) => void (name === "二" && (await b.runDue()))));
    for (const [index, name] of ["一", "二", "三"].entries())
      await scheduleJob(database.db, { kind: "test.text", key: name, runAt: new Date(clock.now().getTime() + index), payload: { name } });
    clock.advance(10);
    await a.runDue();
    expect(sent).toEqual(["一", "二", "三"]);
    for (const name of ["一", "二", "三"]) expect(await jobOf("test.text", name)).toMatchObject({ state: "done", leasedBy: null });
  });

  it("keeps one row per recurring kind, across runners, and moves it to its next round after each run", async () => {
    let rounds = 0;
    const recurring: JobKind = { kind: "test.every", mode: "lease", everyMs: 30_000, handler: async () => void rounds++ };
    const a = createJobRunner({ db: database.db, now: clock.now });
    const b = createJobRunner({ db: database.db, now: clock.now });
    a.register(recurring);
    b.register(recurring);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(rounds).toBe(1);
    expect(await database.db.$count(jobs, eq(jobs.kind, "test.every"))).toBe(1);
    expect(await jobOf("test.every", "recurring")).toMatchObject({ state: "pending", runAt: new Date(clock.now().getTime() + 30_000) });
    clock.advance(30_000);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(rounds).toBe(2);
  });

  it("plans a recurring kind's first round on the app's clock even when a helper runs other kinds ahead of it", async () => {
    const runner = createJobRunner({ db: database.db, now: clock.now });
    runner.register({ kind: "test.hourly", mode: "lease", everyMs: 3_600_000, handler: async () => {} }, effectKind("test.effect"));
    await runner.runDue({ kinds: ["test.effect"], now: new Date(clock.now().getTime() + 400 * 86_400_000) });
    expect(await jobOf("test.hourly", "recurring")).toMatchObject({ state: "pending", runAt: clock.now() });
  });

  it("drains: lets the job in hand finish within the drain time, then claims nothing more", async () => {
    let started = 0;
    const runner = createJobRunner({ db: database.db });
    runner.register({
      kind: "test.quick",
      mode: "lease",
      handler: async () => {
        started++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
    });
    await scheduleJob(database.db, { kind: "test.quick", key: "1", runAt: new Date() });
    runner.start();
    await expect.poll(() => started).toBe(1);
    expect(await runner.stop(5_000)).toBe(true);
    expect(await jobOf("test.quick", "1")).toMatchObject({ state: "done", leasedBy: null });
    await scheduleJob(database.db, { kind: "test.quick", key: "2", runAt: new Date() });
    expect(await runner.runDue()).toBe(0);
    expect(started).toBe(1);
  });

  it("drains: stops claiming, and gives back the lease of a job it cannot finish in time", async () => {
    let release: () => void = () => {};
    let aborted = false;
    const runner = createJobRunner({ db: database.db });
    runner.register({
      kind: "test.slow",
      mode: "lease",
      handler: (_payload, { signal }) =>
        new Promise<void>((resolve) => {
          release = resolve;
          signal.addEventListener("abort", () => {
            aborted = true;
          });
        }),
    });
    await scheduleJob(database.db, { kind: "test.slow", key: "1", runAt: new Date() });
    await scheduleJob(database.db, { kind: "test.slow", key: "2", runAt: new Date() });
    runner.start();
    await expect.poll(async () => (await jobOf("test.slow", "1"))?.leasedBy ?? (await jobOf("test.slow", "2"))?.leasedBy).toMatch(/^runner-/);
    expect(await runner.stop(50)).toBe(false);
    expect(aborted).toBe(true);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, "test.slow"));
    expect(rows.map((r) => [r.state, r.leasedBy])).toEqual([
      ["pending", null],
      ["pending", null],
    ]);
    release();
    expect(await runner.runDue()).toBe(0);
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base and never passes the cap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 40 }), (base, factor, attempts) => {
        const policy = { maxAttempts: 50, baseDelayMs: base, maxDelayMs: base * factor };
        const delay = retryDelayMs(policy, attempts);
        expect(delay).toBeLessThanOrEqual(policy.maxDelayMs);
        expect(delay).toBe(Math.min(policy.maxDelayMs, base * 2 ** (attempts - 1)));
        expect(retryDelayMs(policy, attempts + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
