import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { throwawayDatabase, whenPostgres } from "../../testing/suite-target.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createJobRunner } from "../jobs/job-runner.ts";
import { scheduleJob } from "../jobs/schedule.ts";
import { members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { announcementJobKind, deliverAnnouncementBatch } from "./announcement-delivery.ts";
import { ANNOUNCEMENT_DELIVERY_JOB } from "./announcement-desk.ts";
import { announcements } from "./schema.ts";

// 站内公告 delivered exactly once where transactions really race: two runners, and two deliveries
// of one announcement at once, on two connection pools of one Postgres database.
const BATCH = 250;

whenPostgres("announcement delivery", (serverUrl) => {
  let drop: () => Promise<void>;
  let first: TestApp;
  let second: DatabaseHandle;

  beforeAll(async () => {
    const made = await throwawayDatabase(serverUrl, "announcements");
    drop = made.drop;
    first = await createTestApp({ url: made.url });
    second = await openDatabase({ url: made.url }, { migrate: false });
    await first.database.db.execute(sql`
      insert into member (phone, real_name, password_hash)
      select '171' || lpad(i::text, 8, '0'), '会员' || i, 'x' from generate_series(1, 3000) as i`);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await drop?.();
  });

  /** An approved announcement, as the review's decision leaves it. */
  async function approved(title: string): Promise<number> {
    const [row] = await first.database.db
      .insert(announcements)
      .values({ title, content: "内容", state: "scheduled", createdBy: 1, updatedAt: new Date() })
      .returning({ id: announcements.id });
    if (!row) throw new Error("no announcement");
    return row.id;
  }

  const memberCount = async () => (await first.database.db.select({ n: count() }).from(members))[0]?.n ?? 0;
  const delivered = async (id: number) => {
    const [row] = await first.database.db
      .select({ rows: count(), members: sql<number>`count(distinct ${notices.memberId})::int` })
      .from(notices)
      .where(eq(notices.announcementId, id));
    return row;
  };

  describe("announcement delivery on Postgres, two instances", () => {
    it("delivers one notice per member when two runners claim at the same time", async () => {
      const id = await approved("两台实例同时发送");
      await scheduleJob(first.database.db, {
        kind: ANNOUNCEMENT_DELIVERY_JOB,
        key: `announcement-${id}`,
        runAt: new Date(Date.now() - 1_000),
        payload: { announcementId: id },
      });
      const runners = [createJobRunner({ db: first.database.db }), createJobRunner({ db: second.db })];
      for (const runner of runners) runner.register(announcementJobKind(BATCH));
      const [ranA = 0, ranB = 0] = await Promise.all(runners.map((runner) => runner.runDue()));
      expect(ranA + ranB).toBe(1);
      const total = await memberCount();
      expect(await delivered(id)).toEqual({ rows: total, members: total });
      const [row] = await first.database.db.select().from(announcements).where(eq(announcements.id, id));
      expect(row).toMatchObject({ state: "sent", sent: total, total });
    });

    it("writes each member's notice once while two deliveries of one announcement run batch for batch (a lease taken over)", async () => {
      const id = await approved("租约被接管时的发送");
      const deliver = async (db: typeof first.database.db) => {
        let batches = 0;
        while (await deliverAnnouncementBatch(db, id, new Date(), BATCH)) batches++;
        return batches;
      };
      const [batchesA, batchesB] = await Promise.all([deliver(first.database.db), deliver(second.db)]);
      const total = await memberCount();
      // Taking turns at the announcement's row, the two wrote each batch once between them (the last answers "done").
      expect(batchesA + batchesB).toBe(Math.ceil(total / BATCH) - 1);
      expect(await delivered(id)).toEqual({ rows: total, members: total });
      const [row] = await first.database.db.select().from(announcements).where(eq(announcements.id, id));
      expect(row).toMatchObject({ state: "sent", sent: total, total });
    });
  });
});
