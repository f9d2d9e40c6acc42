import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrationsFolder } from "../../db/database.ts";
import { demoAccounts } from "../../db/demo-accounts.ts";
import { businessIdOf } from "../../testing/suite-helpers.ts";
import { pgliteTarget, postgresTarget, type SuiteTarget, whenPostgres } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { createMemberRepository } from "../member/member.repository.ts";
import { members } from "../member/schema.ts";
import { createOrganisationRepository } from "../organisation/repository.ts";
import { completeDueDeletions } from "../privacy/deletion.ts";
import { accountDeletions } from "../privacy/schema.ts";
import { createNoticeRepository } from "./repository.ts";
import { noticeCounters, notices } from "./schema.ts";

// The notice counters (kept by the triggers of migration 0017) against the truth, a count of the
// rows, through every kind of write: random sequences of them (property), each real writer of
// other modules, the migration's count of existing notices, and concurrent writers on Postgres.

type Row = { memberId: number; noticeType: number; total: number; unread: number };

/** The counters as a count of the notices would give them (tabs with notices only). */
async function truth(db: Database): Promise<Row[]> {
  return db
    .select({
      memberId: notices.memberId,
      noticeType: notices.noticeType,
      total: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${notices.readAt} is null)`.mapWith(Number),
    })
    .from(notices)
    .groupBy(notices.memberId, notices.noticeType)
    .orderBy(notices.memberId, notices.noticeType);
}

async function counters(db: Database): Promise<Row[]> {
  return db.select().from(noticeCounters).orderBy(noticeCounters.memberId, noticeCounters.noticeType);
}

async function expectCountersTrue(db: Database) {
  expect(await counters(db)).toEqual(await truth(db));
}

async function memberIdOf(db: Database, phone: string): Promise<number> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
  if (!row) throw new Error(`no member ${phone}`);
  return row.id;
}

/** One write of the random sequences; `pick` chooses among the member's notices (or misses). */
type Command =
  | { kind: "insert"; member: number; rows: { type: number; read: boolean }[] }
  | { kind: "readOne" | "unreadOne" | "deleteOne"; member: number; pick: number }
  | { kind: "moveTab"; member: number; pick: number; type: number }
  | { kind: "readAll" | "deleteAll"; member: number }
  | { kind: "deleteTab"; member: number; type: number };

const member = fc.integer({ min: 0, max: 1 });
const type = fc.integer({ min: 0, max: 3 });
const pick = fc.nat({ max: 1000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("insert"), member, rows: fc.array(fc.record({ type, read: fc.boolean() }), { minLength: 1, maxLength: 6 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom("readOne", "unreadOne", "deleteOne"), member, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("moveTab"), member, pick, type }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("readAll", "deleteAll"), member }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deleteTab"), member, type }) },
) as fc.Arbitrary<Command>;

/** Applies a command the way the code does: the repository for reads, plain statements for the others' writes. */
async function apply(db: Database, memberIds: number[], c: Command): Promise<void> {
  const memberId = memberIds[c.member] ?? 0;
  const repository = createNoticeRepository(db);
  const chosen = async (p: number) => {
    const ids = await db.select({ id: notices.id }).from(notices).where(eq(notices.memberId, memberId)).orderBy(notices.id);
    // Now and then an id that is not the member's, which must change nothing.
    return ids.length === 0 || p % 7 === 6 ? 999_999_999 : (ids[p % ids.length]?.id ?? 0);
  };
  switch (c.kind) {
    case "insert":
      await db
        .insert(notices)
        .values(c.rows.map((r, i) => ({ memberId, noticeType: r.type, title: `测试消息${i}`, content: "计数器测试", readAt: r.read ? new Date() : null })));
      return;
    case "readOne":
      await repository.readOne(memberId, await chosen(c.pick));
      return;
    case "unreadOne":
      await db
        .update(notices)
        .set({ readAt: null })
        .where(eq(notices.id, await chosen(c.pick)));
      return;
    case "deleteOne":
      await db.delete(notices).where(eq(notices.id, await chosen(c.pick)));
      return;
    case "moveTab":
      await db
        .update(notices)
        .set({ noticeType: c.type })
        .where(eq(notices.id, await chosen(c.pick)));
      return;
    case "readAll":
      await repository.markRead(memberId);
      return;
    case "deleteAll":
      await db.delete(notices).where(eq(notices.memberId, memberId));
      return;
    case "deleteTab":
      await db.delete(notices).where(and(eq(notices.memberId, memberId), eq(notices.noticeType, c.type)));
      return;
  }
}

function counterSuite(target: SuiteTarget) {
  describe(`notice counters (${target.name})`, () => {
    let t: TestApp;
    let db: Database;
    let memberIds: number[];
    beforeAll(async () => {
      t = await target.open();
      db = t.database.db;
      memberIds = [await memberIdOf(db, demoAccounts[0].phone), await memberIdOf(db, demoAccounts[1].phone)];
    });
    afterAll(() => target.dispose());

    it("start equal to a count of the seeded notices", async () => {
      await expectCountersTrue(db);
    });

    it("stay equal to a count of the notices through any sequence of writes (property)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
          for (const c of commands) await apply(db, memberIds, c);
          await expectCountersTrue(db);
          // And what the calls answer comes from them.
          const [first = 0] = memberIds;
          const truthOfFirst = (await truth(db)).filter((r) => r.memberId === first);
          const unread = await createNoticeRepository(db).unreadByType(first);
          expect(Object.values(unread).reduce((a, b) => a + b, 0)).toBe(truthOfFirst.reduce((a, r) => a + r.unread, 0));
          expect((await createNoticeRepository(db).page(first, 1, 5)).total).toBe(truthOfFirst.reduce((a, r) => a + r.total, 0));
        }),
        { numRuns: 25 },
      );
    });

    it("count an invitation's notice (the organisation module's writer)", async () => {
      const [inviter = 0] = memberIds;
      const phone = `1772000${String(Date.now()).slice(-4)}`;
      const invitee = await createMemberRepository(db).create(phone, "受邀成员", "Demo@123456", true);
      if (!invitee) throw new Error("test member not created");
      const invitation = await createOrganisationRepository(db).invite({
        businessId: await businessIdOf(db, "91220101MA14XKQ355"),
        businessName: "吉林宏远建设工程有限公司",
        phone,
        roleIds: [],
        invitedBy: inviter,
        inviterName: "张建国",
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      expect(invitation).not.toBeNull();
      expect(await createNoticeRepository(db).unreadByType(invitee.id)).toEqual({ noticeType0: 0, noticeType1: 1, noticeType2: 0, noticeType3: 0 });
      await expectCountersTrue(db);
    });

    it("leave nothing behind when an account deletion completes (the privacy module's writer) or the member row goes", async () => {
      const repository = createMemberRepository(db);
      const leaving = await repository.create(`1773000${String(Date.now()).slice(-4)}`, "测试注销", "Demo@123456", true);
      const removed = await repository.create(`1774000${String(Date.now()).slice(-4)}`, "测试删除", "Demo@123456", true);
      if (!leaving || !removed) throw new Error("test members not created");
      for (const id of [leaving.id, removed.id]) {
        await db.insert(notices).values([0, 1, 2, 3].map((noticeType) => ({ memberId: id, noticeType, title: "待清除", content: "计数器测试" })));
      }
      expect(await createNoticeRepository(db).unreadByType(leaving.id)).toEqual({ noticeType0: 1, noticeType1: 1, noticeType2: 1, noticeType3: 1 });
      await db.insert(accountDeletions).values({ memberId: leaving.id, requestedAt: new Date(0), effectiveAt: new Date(0) });
      await completeDueDeletions(db);
      await db.delete(members).where(eq(members.id, removed.id));
      for (const id of [leaving.id, removed.id]) {
        expect(await db.select().from(noticeCounters).where(eq(noticeCounters.memberId, id))).toEqual([]);
        expect(await createNoticeRepository(db).unreadByType(id)).toEqual({ noticeType0: 0, noticeType1: 0, noticeType2: 0, noticeType3: 0 });
      }
      await expectCountersTrue(db);
    });

    it.runIf(target.name === "Postgres")("stay right under concurrent writers: each notice is counted read once", async () => {
      const [first = 0] = memberIds;
      const repository = createNoticeRepository(db);
      await db.insert(notices).values(Array.from({ length: 40 }, (_, i) => ({ memberId: first, noticeType: i % 4, title: "并发测试", content: "计数器测试" })));
      const ids = (await db.select({ id: notices.id }).from(notices).where(eq(notices.memberId, first))).map((r) => r.id);
      // The same notices read by many requests at once, "all read" racing them, and inserts between.
      await Promise.all([
        ...ids.flatMap((id) => [repository.markRead(first, id), repository.markRead(first, id)]),
        repository.markRead(first),
        repository.markRead(first),
        db.insert(notices).values({ memberId: first, noticeType: 2, title: "并发插入", content: "计数器测试" }),
      ]);
      await expectCountersTrue(db);
    });

    it("truncating the notices empties the counters", async () => {
      await db.execute(sql`truncate notice`);
      expect(await counters(db)).toEqual([]);
    });
  });
}

counterSuite(pgliteTarget());
whenPostgres("notice counters", (url) => counterSuite(postgresTarget(url)));

describe("notice counters migration", () => {
  it("counts the notices a database already holds when it is applied", async () => {
    // The migrations up to the one before the counters, some notices, then the rest.
    const folder = await mkdtemp(path.join(tmpdir(), "cidp-migrations-"));
    try {
      await cp(migrationsFolder, folder, { recursive: true });
      const journalPath = path.join(folder, "meta", "_journal.json");
      const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((e) => e.tag.endsWith("_notice_counters"));
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const client = await PGlite.create();
      const db = drizzle(client) as unknown as Database;
      await migrate(db as never, { migrationsFolder: folder });
      await db.execute(sql`insert into member (phone, real_name, password_hash) values ('13900000009', '迁移测试', 'x')`);
      await db.execute(sql`insert into notice (member_id, notice_type, title, content, read_at)
        select m.id, n % 4, '迁移前的消息', '计数器测试', case when n % 3 = 0 then now() end from member m, generate_series(1, 30) n`);
      await migrate(db as never, { migrationsFolder });
      expect(await counters(db)).toEqual(await truth(db));
      expect((await counters(db)).reduce((a, r) => a + r.total, 0)).toBe(30);
      await client.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
