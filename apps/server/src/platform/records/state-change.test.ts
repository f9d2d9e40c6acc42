import {
  type ApplicationEvent,
  type ApplicationState,
  type OrderEffect,
  type OrderEvent,
  type OrderMoney,
  type OrderRefusalCode,
  type OrderState,
  transitionApplication,
  transitionOrder,
} from "@cidp/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { boolean, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { applyEvent, applyToEach, lockRow, STALE_ROW, type StateChangeRecord, tryApplyEvent } from "./state-change.ts";

// Tables of this test only, in a fresh embedded database: the generic record over a real domain
// machine (the finance application's), with a keyed log like the sheets' and tenders'.
const cases = pgTable("case_record", {
  id: serial("id").primaryKey(),
  state: varchar("state", { length: 12 }).notNull(),
  note: varchar("note", { length: 40 }).notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
const caseEvents = pgTable(
  "case_event",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id").notNull(),
    eventKey: varchar("event_key", { length: 40 }).notNull(),
    type: varchar("type", { length: 12 }).notNull(),
    toState: varchar("to_state", { length: 12 }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("case_event_key_idx").on(t.caseId, t.eventKey)],
);

const EVENTS: readonly ApplicationEvent[] = ["accept", "approve", "reject", "disburse", "withdraw"];
const refused = (code: string) => new Error(`refused: ${code}`);

const keyedRecord: StateChangeRecord<typeof cases, ApplicationEvent, string, typeof caseEvents> = {
  table: cases,
  transition: (row, event) => {
    const moved = transitionApplication(row.state as ApplicationState, event);
    return moved.ok ? { ok: true, value: { set: { state: moved.value }, changed: moved.value !== row.state } } : moved;
  },
  refusal: refused,
  touch: (at) => ({ updatedAt: at }),
  log: {
    table: caseEvents,
    seen: (caseId, eventKey) => and(eq(caseEvents.caseId, caseId), eq(caseEvents.eventKey, eventKey)),
    entry: ({ before, after, event, eventKey, at }) => ({ caseId: before.id, eventKey, type: event, toState: after.state, at }),
  },
};
// A second pair over the order machine, whose transitions hand effects back and accept repeated
// events without change: its log lists changes only, as the service orders' does.
const deals = pgTable("deal_record", {
  id: serial("id").primaryKey(),
  state: varchar("state", { length: 20 }).notNull(),
  amountFen: integer("amount_fen").notNull(),
  paidFen: integer("paid_fen").notNull().default(0),
  refundedFen: integer("refunded_fen").notNull().default(0),
  paymentId: varchar("payment_id", { length: 20 }),
  refundApproved: boolean("refund_approved").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
const dealEvents = pgTable("deal_event", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id").notNull(),
  eventKey: varchar("event_key", { length: 40 }).notNull(),
  toState: varchar("to_state", { length: 20 }).notNull(),
});

const moneyOf = ({ state, amountFen, paidFen, refundedFen, paymentId, refundApproved }: typeof deals.$inferSelect): OrderMoney => ({
  state: state as OrderState,
  amountFen,
  paidFen,
  refundedFen,
  paymentId,
  refundApproved,
});
const dealRecord: StateChangeRecord<typeof deals, OrderEvent, OrderRefusalCode, typeof dealEvents, object, OrderEffect> = {
  table: deals,
  transition: (row, event) => {
    const moved = transitionOrder(moneyOf(row), event);
    if (!moved.ok) return moved;
    const { order, changed, effects } = moved.value;
    const { state, paidFen, refundedFen, paymentId, refundApproved } = order;
    return { ok: true, value: { set: { state, paidFen, refundedFen, paymentId, refundApproved }, changed, effects } };
  },
  refusal: refused,
  touch: (at) => ({ updatedAt: at }),
  log: {
    table: dealEvents,
    changesOnly: true,
    seen: (dealId, eventKey) => and(eq(dealEvents.dealId, dealId), eq(dealEvents.eventKey, eventKey)),
    entry: ({ before, after, eventKey }) => ({ dealId: before.id, eventKey, toState: after.state }),
  },
};

/** The same machine with no log: an accepted event that changes nothing writes nothing. */
const unloggedRecord: StateChangeRecord<typeof cases, ApplicationEvent, string> = { ...keyedRecord, log: undefined };

let handle: DatabaseHandle;
const db = () => handle.db;
const T0 = new Date("2026-11-24T08:00:00Z");

beforeAll(async () => {
  handle = await openDatabase({ memory: true }, { migrate: false });
  for (const statement of [
    "create table case_record (id serial primary key, state varchar(12) not null, note varchar(40) not null default '', updated_at timestamptz not null)",
    "create table case_event (id serial primary key, case_id integer not null, event_key varchar(40) not null, type varchar(12) not null, to_state varchar(12) not null, at timestamptz not null)",
    "create unique index case_event_key_idx on case_event (case_id, event_key)",
    "create table deal_record (id serial primary key, state varchar(20) not null, amount_fen integer not null, paid_fen integer not null default 0, refunded_fen integer not null default 0, payment_id varchar(20), refund_approved boolean not null default false, updated_at timestamptz not null)",
    "create table deal_event (id serial primary key, deal_id integer not null, event_key varchar(40) not null, to_state varchar(20) not null)",
    "create unique index deal_event_key_idx on deal_event (deal_id, event_key)",
  ])
    await db().execute(sql.raw(statement));
});
afterAll(() => handle.close());
beforeEach(async () => {
  await db().execute(sql.raw("truncate case_record, case_event, deal_record, deal_event restart identity"));
});

async function newCase(state: ApplicationState = "submitted") {
  const [row] = await db().insert(cases).values({ state, updatedAt: T0 }).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}
const stored = async (id: number) => (await db().select().from(cases).where(eq(cases.id, id)))[0];
const logOf = async (id: number) => db().select().from(caseEvents).where(eq(caseEvents.caseId, id)).orderBy(asc(caseEvents.id));

describe("applyEvent", () => {
  const at = new Date("2026-11-24T09:00:00Z");
  it.each([
    { name: "an accepted event moves the row and logs it", from: "submitted", event: "accept", state: "reviewing", logged: 1, code: null },
    { name: "a refused event writes nothing", from: "submitted", event: "disburse", state: "submitted", logged: 0, code: "application.transition-forbidden" },
    {
      name: "an event from a final state is refused",
      from: "withdrawn",
      event: "withdraw",
      state: "withdrawn",
      logged: 0,
      code: "application.transition-forbidden",
    },
  ] as const)("$name", async ({ from, event, state, logged, code }) => {
    const row = await newCase(from);
    const applied = await db().transaction((tx) => tryApplyEvent(tx, keyedRecord, row, { event, eventKey: event, at }));
    expect(applied.ok ? null : applied.code).toBe(code);
    expect((await stored(row.id))?.state).toBe(state);
    expect((await stored(row.id))?.updatedAt).toEqual(logged ? at : T0);
    expect(await logOf(row.id)).toHaveLength(logged);
  });

  it("throws the record's refusal for a refused event and rolls nothing in", async () => {
    const row = await newCase("approved");
    await expect(db().transaction((tx) => applyEvent(tx, keyedRecord, row, { event: "accept", eventKey: "accept" }))).rejects.toThrow(
      "refused: application.transition-forbidden",
    );
    expect(await logOf(row.id)).toHaveLength(0);
  });

  it("applies a repeated event key once", async () => {
    const row = await newCase();
    const first = await db().transaction((tx) => applyEvent(tx, keyedRecord, row, { event: "accept", eventKey: "answer", at }));
    // Same key, even with another event: the first answer stands, nothing more is written.
    const again = await db().transaction((tx) => tryApplyEvent(tx, keyedRecord, first, { event: "approve", eventKey: "answer", at }));
    expect(again).toEqual({ ok: true, row: first, changed: false, effects: [] });
    expect((await stored(row.id))?.state).toBe("reviewing");
    expect((await logOf(row.id)).map((e) => e.toState)).toEqual(["reviewing"]);
  });

  it("writes the patch with the change and the log entry's details", async () => {
    const row = await newCase();
    const after = await db().transaction((tx) => applyEvent(tx, keyedRecord, row, { event: "reject", eventKey: "reject", at, patch: { note: "资料不全" } }));
    expect(after).toMatchObject({ state: "rejected", note: "资料不全", updatedAt: at });
    expect(await logOf(row.id)).toMatchObject([{ type: "reject", eventKey: "reject", toState: "rejected", at }]);
  });

  it("refuses a row read before someone else moved it (the write is guarded by the state read)", async () => {
    const row = await newCase();
    await db().transaction((tx) => applyEvent(tx, keyedRecord, row, { event: "withdraw", eventKey: "withdraw" }));
    const stale = await db().transaction((tx) => tryApplyEvent(tx, keyedRecord, row, { event: "accept", eventKey: "accept" }));
    expect(stale).toEqual({ ok: false, code: STALE_ROW });
    expect((await stored(row.id))?.state).toBe("withdrawn");
    expect(await logOf(row.id)).toHaveLength(1);
  });

  it("skips the write on a record without a log when nothing changes and there is no patch", async () => {
    const unchanged: StateChangeRecord<typeof cases, "noop", string> = {
      table: cases,
      transition: () => ({ ok: true, value: { set: {}, changed: false } }),
      refusal: refused,
      touch: (at) => ({ updatedAt: at }),
    };
    const row = await newCase();
    const applied = await db().transaction((tx) => tryApplyEvent(tx, unchanged, row, { event: "noop", at }));
    expect(applied).toEqual({ ok: true, row, changed: false, effects: [] });
    expect((await stored(row.id))?.updatedAt).toEqual(T0);
  });

  it("applyToEach moves the rows that accept the event and skips the others", async () => {
    const rows = await Promise.all([newCase("submitted"), newCase("reviewing"), newCase("approved")]);
    await db().transaction((tx) => applyToEach(tx, unloggedRecord, rows, (row) => (row.state === "approved" ? null : "withdraw")));
    expect(await Promise.all(rows.map(async (r) => (await stored(r.id))?.state))).toEqual(["withdrawn", "withdrawn", "approved"]);
  });

  it("lockRow reads the row under its lock, and nothing for an id that is not there", async () => {
    const row = await newCase("reviewing");
    await db().transaction(async (tx) => {
      expect(await lockRow(tx, cases, row.id)).toEqual(row);
      expect(await lockRow(tx, cases, row.id + 1000)).toBeUndefined();
    });
  });

  it("leaves the row where the domain machine says, with one log row per accepted event", async () => {
    const step = fc.record({ event: fc.constantFrom(...EVENTS), key: fc.constantFrom("a", "b", "c", "d", "e", "f") });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        let row = await newCase();
        // The model: the domain machine folded over the events whose key is new.
        let expected: ApplicationState = "submitted";
        const seen = new Set<string>();
        const accepted: ApplicationState[] = [];
        for (const { event, key } of steps) {
          const applied = await db().transaction((tx) => tryApplyEvent(tx, keyedRecord, row, { event, eventKey: key }));
          if (applied.ok) row = applied.row;
          if (seen.has(key)) continue;
          const moved = transitionApplication(expected, event);
          expect(applied.ok).toBe(moved.ok);
          if (!moved.ok) continue;
          seen.add(key);
          expected = moved.value;
          accepted.push(expected);
        }
        expect((await stored(row.id))?.state).toBe(expected);
        expect((await logOf(row.id)).map((e) => e.toState)).toEqual(accepted);
      }),
      { numRuns: 60 },
    );
  });
});

describe("applyEvent with effects and a log of changes only", () => {
  const at = new Date("2026-11-24T09:00:00Z");
  const paid = { state: "paid", amountFen: 100, paidFen: 100, paymentId: "P1" } as const;
  async function newDeal(values: Partial<typeof deals.$inferInsert> = {}) {
    const [row] = await db()
      .insert(deals)
      .values({ state: "pending_payment", amountFen: 100, updatedAt: T0, ...values })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    return row;
  }
  const storedDeal = async (id: number) => (await db().select().from(deals).where(eq(deals.id, id)))[0];
  const dealLog = async (id: number) => db().select().from(dealEvents).where(eq(dealEvents.dealId, id)).orderBy(asc(dealEvents.id));
  const apply = (row: typeof deals.$inferSelect, event: OrderEvent, eventKey: string) =>
    db().transaction((tx) => tryApplyEvent(tx, dealRecord, row, { event, eventKey, at }));

  it("hands the domain's effects of a written change back to the caller", async () => {
    const asked = await apply(await newDeal(paid), { type: "request-refund" }, "ask");
    if (!asked.ok) throw new Error(asked.code);
    expect(asked.effects).toEqual([]);
    const approved = await apply(asked.row, { type: "approve-refund" }, "approve");
    expect(approved).toMatchObject({ ok: true, changed: true, effects: ["refund-payment"], row: { state: "refunding", refundApproved: true } });
  });

  it("writes neither the row nor a log entry for an accepted event that changes nothing, and hands back no effect", async () => {
    const row = await newDeal({ state: "cancelled" });
    const again = await apply(row, { type: "cancel" }, "cancel");
    expect(again).toEqual({ ok: true, row, changed: false, effects: [] });
    expect((await storedDeal(row.id))?.updatedAt).toEqual(T0);
    expect(await dealLog(row.id)).toEqual([]);
  });

  it("hands back nothing for a repeated key, whatever the event", async () => {
    const asked = await apply(await newDeal({ ...paid, state: "refunding" }), { type: "approve-refund" }, "decide");
    if (!asked.ok) throw new Error(asked.code);
    // The approval's key again: the first answer stands and its effect is not handed out twice.
    const again = await apply(asked.row, { type: "approve-refund" }, "decide");
    expect(again).toEqual({ ok: true, row: asked.row, changed: false, effects: [] });
    expect((await dealLog(asked.row.id)).map((e) => e.eventKey)).toEqual(["decide"]);
  });

  it("leaves the row where the order machine says, logs each change once and hands back its effects", async () => {
    const EVENTS_OF_ORDERS: readonly OrderEvent[] = [
      { type: "payment-succeeded", paymentId: "P1", amountFen: 100 },
      { type: "payment-succeeded", paymentId: "P2", amountFen: 100 },
      { type: "cancel" },
      { type: "expire" },
      { type: "start-service" },
      { type: "complete" },
      { type: "request-refund" },
      { type: "approve-refund" },
      { type: "refund-succeeded", amountFen: 100 },
      { type: "refund-rejected" },
    ];
    const step = fc.record({ event: fc.constantFrom(...EVENTS_OF_ORDERS), key: fc.constantFrom("a", "b", "c", "d", "e", "f", "g") });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
        let row = await newDeal();
        // The model: the order machine folded over the events whose key no change has used yet.
        let expected = moneyOf(row);
        const used = new Set<string>();
        const changes: OrderState[] = [];
        for (const { event, key } of steps) {
          const applied = await apply(row, event, key);
          if (applied.ok) row = applied.row;
          if (used.has(key)) {
            expect(applied).toMatchObject({ ok: true, changed: false, effects: [] });
            continue;
          }
          const moved = transitionOrder(expected, event);
          expect(applied.ok).toBe(moved.ok);
          if (!moved.ok || !applied.ok) continue;
          expect(applied.effects).toEqual(moved.value.effects);
          expect(applied.changed).toBe(moved.value.changed);
          if (!moved.value.changed) continue;
          used.add(key);
          expected = moved.value.order;
          changes.push(expected.state);
        }
        expect(moneyOf((await storedDeal(row.id)) ?? row)).toEqual(expected);
        expect((await dealLog(row.id)).map((e) => e.toState)).toEqual(changes);
      }),
      { numRuns: 60 },
    );
  });
});
