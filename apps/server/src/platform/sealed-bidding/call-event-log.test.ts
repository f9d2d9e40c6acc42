import { asc, eq, sql } from "drizzle-orm";
import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { applyEvent, type StateChangeRecord } from "../records/state-change.ts";
import { type CallActor, callEventLog, LOG_NOTE_LIMIT, SYSTEM_ACTOR } from "./call-event-log.ts";
import { eventLogColumns } from "./columns.ts";

// Tables of this test only, in a fresh embedded database: a call and its log built from the same
// columns as the sheets' and tenders' logs, one log keeping the database's time, one the event's.
const calls = pgTable("call_record", {
  id: serial("id").primaryKey(),
  state: varchar("state", { length: 12 }).notNull(),
});
const callEvents = pgTable(
  "call_event",
  {
    id: serial("id").primaryKey(),
    callId: integer("call_id").notNull(),
    ...eventLogColumns(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("call_event_key_idx").on(t.callId, t.eventKey)],
);

type CallEvent = { type: "open" } | { type: "close" };
const NEXT: Record<string, string> = { open: "opened", close: "closed" };

const recordWith = (clock: "database" | "event") => {
  const log = callEventLog({ table: callEvents, callColumn: callEvents.callId, callKey: "callId", clock });
  const record: StateChangeRecord<typeof calls, CallEvent, string, typeof callEvents, { actor: CallActor; note?: string }> = {
    table: calls,
    transition: (row, event) => ({ ok: true, value: { set: { state: NEXT[event.type] }, changed: row.state !== NEXT[event.type] } }),
    refusal: (code) => new Error(code),
    log: log.stateLog(),
  };
  return { log, record };
};

let handle: DatabaseHandle;
const db = () => handle.db;
const buyer: CallActor<"buyer"> = { kind: "buyer", businessId: 7, memberId: 11 };
/** Long before the database's clock: a line carrying it was given the event's time. */
const EVENT_TIME = new Date("2020-01-02T03:04:05Z");

beforeAll(async () => {
  handle = await openDatabase({ memory: true }, { migrate: false });
  for (const statement of [
    "create table call_record (id serial primary key, state varchar(12) not null)",
    `create table call_event (id serial primary key, call_id integer not null, event_key varchar(80) not null, type varchar(30) not null,
      actor_kind varchar(10) not null, actor_business_id integer, actor_member_id integer, actor_name varchar(50), actor_role varchar(200),
      note text not null default '', at timestamptz not null default now())`,
    "create unique index call_event_key_idx on call_event (call_id, event_key)",
    // What the acting person's name and roles are read from (platform/organisation/acting-person.ts).
    "create table member (id integer primary key, real_name varchar(50) not null)",
    "create table membership (member_id integer not null, business_id integer not null, role varchar(16) not null)",
    "create table business_role (id integer primary key, name varchar(20) not null)",
    "create table member_role (member_id integer not null, business_id integer not null, role_id integer not null)",
    "insert into member values (11, '张伟'), (12, '李娜'), (13, '王芳')",
    "insert into membership values (11, 7, 'member'), (12, 7, 'admin'), (13, 7, 'member')",
    "insert into business_role values (1, '管理员'), (2, '采购员'), (3, '审批人')",
    "insert into member_role values (11, 7, 2), (11, 7, 3), (12, 7, 1), (12, 7, 2), (11, 8, 1)",
  ])
    await db().execute(sql.raw(statement));
});
afterAll(() => handle.close());
beforeEach(async () => {
  await db().execute(sql.raw("truncate call_record, call_event restart identity"));
});

async function newCall() {
  const [row] = await db().insert(calls).values({ state: "draft" }).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}
const logOf = (id: number) => db().select().from(callEvents).where(eq(callEvents.callId, id)).orderBy(asc(callEvents.id));

describe("callEventLog", () => {
  it("writes a state change's line with the actor, its key and the note clipped to what a log line keeps", async () => {
    const { record } = recordWith("database");
    const row = await newCall();
    const note = "很".repeat(LOG_NOTE_LIMIT + 5);
    await db().transaction((tx) => applyEvent(tx, record, row, { event: { type: "open" }, eventKey: "open", actor: buyer, note, at: EVENT_TIME }));
    const [line] = await logOf(row.id);
    expect(line).toMatchObject({ type: "open", eventKey: "open", actorKind: "buyer", actorBusinessId: 7, actorMemberId: 11 });
    expect(line?.note).toHaveLength(LOG_NOTE_LIMIT);
    // The database's clock: the event's time is not the line's.
    expect(line?.at.getTime()).toBeGreaterThan(EVENT_TIME.getTime());
  });

  it("keeps the acting person's name and their roles in the acting business as they were when they acted", async () => {
    const { log, record } = recordWith("database");
    const row = await newCall();
    await db().transaction((tx) => applyEvent(tx, record, row, { event: { type: "open" }, eventKey: "open", actor: buyer }));
    // An administrator's 管理员 first and once, then their roles; a member with no role: none; the system: nobody.
    await log.insert(db(), row.id, { type: "award", eventKey: "award", actor: { kind: "buyer", businessId: 7, memberId: 12 }, note: "" });
    await log.insert(db(), row.id, { type: "note", eventKey: "note", actor: { kind: "buyer", businessId: 7, memberId: 13 }, note: "" });
    await log.insert(db(), row.id, { type: "close", eventKey: "close", actor: SYSTEM_ACTOR, note: "" });
    // Later changes to the person do not change what the log says they were.
    await db().execute(sql.raw("update member set real_name = '张伟伟' where id = 11"));
    await db().execute(sql.raw("delete from member_role where member_id = 11"));
    expect((await logOf(row.id)).map((line) => [line.actorName, line.actorRole])).toEqual([
      ["张伟", "采购员、审批人"],
      ["李娜", "管理员、采购员"],
      ["王芳", null],
      [null, null],
    ]);
  });

  it("gives a state change's line the event's time when the log keeps the event's clock", async () => {
    const { record } = recordWith("event");
    const row = await newCall();
    await db().transaction((tx) => applyEvent(tx, record, row, { event: { type: "open" }, eventKey: "open", actor: SYSTEM_ACTOR, at: EVENT_TIME }));
    expect(await logOf(row.id)).toMatchObject([{ type: "open", actorKind: "system", actorBusinessId: null, actorMemberId: null, note: "", at: EVENT_TIME }]);
  });

  it("sees a repeated key of a call, and only of that call", async () => {
    const { record } = recordWith("database");
    const [first, second] = [await newCall(), await newCall()];
    const opened = await db().transaction((tx) => applyEvent(tx, record, first, { event: { type: "open" }, eventKey: "step", actor: buyer }));
    // The same key again on the first call changes nothing; on the second call it is a new event.
    await db().transaction((tx) => applyEvent(tx, record, opened, { event: { type: "close" }, eventKey: "step", actor: buyer }));
    await db().transaction((tx) => applyEvent(tx, record, second, { event: { type: "close" }, eventKey: "step", actor: buyer }));
    expect((await logOf(first.id)).map((line) => line.type)).toEqual(["open"]);
    expect((await logOf(second.id)).map((line) => line.type)).toEqual(["close"]);
  });

  it("inserts a line for an event that changes no state, with the given time or the database's", async () => {
    const { log } = recordWith("database");
    const row = await newCall();
    await log.insert(db(), row.id, { type: "invite", eventKey: "invite:1", actor: buyer, note: "邀请供应商1家", at: EVENT_TIME });
    await log.insert(db(), row.id, { type: "invite", eventKey: "invite:2", actor: buyer, note: "邀请供应商2家" });
    const [given, database] = await logOf(row.id);
    expect(given).toMatchObject({ type: "invite", eventKey: "invite:1", actorKind: "buyer", note: "邀请供应商1家", at: EVENT_TIME });
    expect(database?.at.getTime()).toBeGreaterThan(EVENT_TIME.getTime());
  });

  it("leaves to the caller what a repeated key of such a line does: refused, or skipped", async () => {
    const { log } = recordWith("database");
    const row = await newCall();
    const line = { type: "clarify", eventKey: "clarify:1", actor: buyer, note: "" };
    await log.insert(db(), row.id, line);
    await expect(log.insert(db(), row.id, line)).rejects.toThrow();
    await log.insert(db(), row.id, line).onConflictDoNothing();
    expect(await logOf(row.id)).toHaveLength(1);
  });
});
