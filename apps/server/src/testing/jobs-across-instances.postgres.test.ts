import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { PROCUREMENT_JOB_KINDS } from "../capabilities/procurement/procurement-jobs.ts";
import { seedDemoProcurement } from "../capabilities/procurement/seed.ts";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { TENDER_OPENING_JOB } from "../capabilities/tender/tender-opening.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import type { JobKind } from "../platform/jobs/job-kind.ts";
import { createJobRunner, type JobRunner } from "../platform/jobs/job-runner.ts";
import { scheduleJob } from "../platform/jobs/schedule.ts";
import { jobs } from "../platform/jobs/schema.ts";
import { notices } from "../platform/notice/schema.ts";
import { randomSealingKeys } from "../security/sealing-keys.ts";
import { throwawayDatabase, whenPostgres } from "./suite-target.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Exactly once across instances where transactions really race: two runners on two connection
// pools of one Postgres database. (On PGlite there is one connection, so nothing can race there.)

whenPostgres("the job runner", (serverUrl) => {
  const tokenSecret = randomBytes(32);
  const sealingKeys = randomSealingKeys();
  let drop: () => Promise<void>;
  let first: TestApp;
  let second: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle };

  beforeAll(async () => {
    const made = await throwawayDatabase(serverUrl, "jobs");
    drop = made.drop;
    // Two instances of the services on one database (one token secret and one set of sealing keys: the bids' seal): the first migrates and seeds it.
    first = await createTestApp({ url: made.url }, { tokenSecret, sealingKeys });
    await seedDemoProcurement(first.database.db, sealingKeys);
    await seedDemoTenders(first.database.db, sealingKeys);
    const database = await openDatabase({ url: made.url }, { migrate: false });
    second = { app: await buildApp({ db: database.db, tokenSecret, sealingKeys }), database };
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await first?.close();
    await drop?.();
  });

  /** Two runners, one per instance's pool, with the same kinds (as two deployed instances have). */
  function runnerPair(...kinds: JobKind[]): [JobRunner, JobRunner] {
    const pair = [createJobRunner({ db: first.database.db }), createJobRunner({ db: second.database.db })] as [JobRunner, JobRunner];
    for (const runner of pair) runner.register(...kinds);
    return pair;
  }

  describe("the job runner on Postgres, two instances", () => {
    it("runs each of a batch of jobs exactly once while both claim at the same time (transaction and lease kinds)", async () => {
      const runs = new Map<string, number>();
      const count = (payload: Record<string, unknown>) => runs.set(String(payload.id), (runs.get(String(payload.id)) ?? 0) + 1);
      const [a, b] = runnerPair(
        {
          kind: "test.pg-transaction",
          mode: "transaction",
          handler: async (payload, { tx }) => {
            count(payload);
            await tx.execute(sql`select pg_sleep(0.002)`);
          },
        },
        {
          kind: "test.pg-lease",
          mode: "lease",
          handler: async (payload, { db }) => {
            count(payload);
            await db.execute(sql`select pg_sleep(0.002)`);
          },
        },
      );
      const due = new Date(Date.now() - 1_000);
      for (let i = 0; i < 120; i++) {
        await scheduleJob(first.database.db, { kind: "test.pg-transaction", key: `t${i}`, runAt: due, payload: { id: `t${i}` } });
        await scheduleJob(first.database.db, { kind: "test.pg-lease", key: `l${i}`, runAt: due, payload: { id: `l${i}` } });
      }
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ranA + ranB).toBe(240);
      expect([...runs.values()].filter((n) => n !== 1)).toEqual([]);
      expect(runs.size).toBe(240);
      // Both instances did part of the work: neither waited for the other's locks.
      expect(Math.min(ranA, ranB)).toBeGreaterThan(0);
      const left = await first.database.db
        .select()
        .from(jobs)
        .where(and(like(jobs.kind, "test.pg-%"), eq(jobs.state, "pending")));
      expect(left).toEqual([]);
    });

    it("lets the second instance take another job while the first holds one (SKIP LOCKED: no waiting on a locked job)", async () => {
      let inHand = 0;
      const [a, b] = runnerPair({
        kind: "test.pg-together",
        mode: "transaction",
        retry: { maxAttempts: 1, baseDelayMs: 1_000, maxDelayMs: 1_000 },
        handler: async () => {
          inHand++;
          const until = Date.now() + 5_000;
          while (inHand < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
          if (inHand < 2) throw new Error("alone: the other instance never got a job");
        },
      });
      const due = new Date(Date.now() - 1_000);
      for (const key of ["1", "2"]) await scheduleJob(first.database.db, { kind: "test.pg-together", key, runAt: due });
      await Promise.all([a.runDue(), b.runDue()]);
      const rows = await first.database.db.select().from(jobs).where(eq(jobs.kind, "test.pg-together"));
      expect(rows.map((r) => [r.state, r.lastError])).toEqual([
        ["done", ""],
        ["done", ""],
      ]);
    }, 20_000);

    it("opens every seeded tender and closes every seeded procurement round exactly once, notices sent once, with both instances' runners at once", async () => {
      const kinds = [...PROCUREMENT_JOB_KINDS, TENDER_OPENING_JOB];
      const db = first.database.db;
      const later = new Date(Date.now() + 400 * 86_400_000);
      const planned = await db
        .select()
        .from(jobs)
        .where(and(inArray(jobs.kind, kinds), eq(jobs.state, "pending")));
      expect(planned.filter((j) => j.kind === "procurement.round-deadline").length).toBeGreaterThan(0);
      expect(planned.filter((j) => j.kind === TENDER_OPENING_JOB).length).toBeGreaterThan(0);

      const [{ last } = { last: 0 }] = await db.select({ last: sql<number>`coalesce(max(${notices.id}), 0)::int` }).from(notices);
      const [ranA, ranB] = await Promise.all([first.app.jobs.runDue({ kinds, now: later }), second.app.jobs.runDue({ kinds, now: later })]);
      expect(ranA + ranB).toBeGreaterThanOrEqual(planned.length);

      const after = await db.select().from(jobs).where(inArray(jobs.kind, kinds));
      // Nothing failed (a second run of a deadline would have hit its event's unique key and failed) and nothing due is left.
      expect(after.filter((j) => j.lastError !== "")).toEqual([]);
      expect(after.filter((j) => j.state === "pending" && j.runAt <= later)).toEqual([]);
      // Each member told once of each opening and each closed round (a second run would have told them twice).
      const told = await db
        .select({ memberId: notices.memberId, url: notices.jumpUrl, title: notices.title, n: sql<number>`count(*)::int` })
        .from(notices)
        .where(and(gt(notices.id, last), inArray(notices.title, ["招标项目已开标", "招标项目流标", "已开标", "询价单已开标", "询价单已流标", "报价已截止"])))
        .groupBy(notices.memberId, notices.jumpUrl, notices.title);
      expect(told.length).toBeGreaterThan(0);
      expect(told.filter((row) => row.n !== 1)).toEqual([]);
      for (const job of planned.filter((j) => j.kind === TENDER_OPENING_JOB))
        expect(told.some((row) => row.url === `/user/invite-tenders/subPage/default?id=${job.payload.tenderId}`)).toBe(true);
      for (const job of planned.filter((j) => j.kind === "procurement.round-deadline"))
        expect(told.some((row) => row.url === `/user/building-materials/selecting?id=${job.payload.sheetId}`)).toBe(true);
    }, 60_000);
  });
});
