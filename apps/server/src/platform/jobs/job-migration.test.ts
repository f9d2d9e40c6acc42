import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrationsFolder, openDatabase } from "../../db/database.ts";
import { jobs } from "./schema.ts";

// Migration 0048 replaces procurement's and tenders' own deadline tables with the one job queue:
// the deadlines still to come must survive it (a deployed database must not lose one).
const migration = readFileSync(path.join(migrationsFolder, "0048_one_job_runner.sql"), "utf8");

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());

describe("migration 0048 (one job runner)", () => {
  it("moves the pending procurement and tender deadlines into the job queue, leaves the done ones, and drops the old tables", async () => {
    const { db } = database;
    // The database as 0047 left it: the two tables (their columns as they were) with done and pending jobs.
    await db.execute(sql`drop table job`);
    await db.execute(
      sql`create table procurement_job (id serial primary key, kind varchar(20) not null, sheet_id integer not null, round smallint not null, run_at timestamptz not null, done_at timestamptz, attempts integer not null default 0, last_error text not null default '')`,
    );
    await db.execute(
      sql`create table tender_job (id serial primary key, kind varchar(20) not null, tender_id integer not null, run_at timestamptz not null, done_at timestamptz, attempts integer not null default 0, last_error text not null default '')`,
    );
    await db.execute(sql`insert into procurement_job (kind, sheet_id, round, run_at, done_at, attempts, last_error) values
      ('round-deadline', 7, 2, '2026-07-01T10:00:00+08', null, 1, '超时'),
      ('reminder-24h', 7, 2, '2026-06-30T10:00:00+08', null, 0, ''),
      ('round-deadline', 7, 1, '2026-06-01T10:00:00+08', '2026-06-01T10:00:01+08', 1, '')`);
    await db.execute(sql`insert into tender_job (kind, tender_id, run_at, done_at) values
      ('opening', 3, '2026-08-01T09:00:00+08', null), ('opening', 4, '2026-05-01T09:00:00+08', '2026-05-01T09:00:02+08')`);

    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const moved = await db.select().from(jobs).orderBy(asc(jobs.runAt));
    expect(moved.map(({ kind, key, payload, state, runAt, attempts, lastError }) => ({ kind, key, payload, state, runAt, attempts, lastError }))).toEqual([
      {
        kind: "procurement.reminder-24h",
        key: "7:2",
        payload: { sheetId: 7, round: 2 },
        state: "pending",
        runAt: new Date("2026-06-30T02:00:00Z"),
        attempts: 0,
        lastError: "",
      },
      {
        kind: "procurement.round-deadline",
        key: "7:2",
        payload: { sheetId: 7, round: 2 },
        state: "pending",
        runAt: new Date("2026-07-01T02:00:00Z"),
        attempts: 1,
        lastError: "超时",
      },
      { kind: "tender.opening", key: "3", payload: { tenderId: 3 }, state: "pending", runAt: new Date("2026-08-01T01:00:00Z"), attempts: 0, lastError: "" },
    ]);
    const left = (await db.execute(
      sql`select table_name as name from information_schema.tables where table_name in ('procurement_job', 'tender_job')`,
    )) as unknown as { rows: unknown[] };
    expect(left.rows).toEqual([]);
  });
});
