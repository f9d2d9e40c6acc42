import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { refuse } from "../../runtime/refusal.ts";

/** A table whose rows move through a domain machine: an id to find the row, a state to guard the write. */
export type StatefulTable = PgTable & { id: AnyPgColumn; state: AnyPgColumn };

type RowOf<T extends StatefulTable> = T["$inferSelect"];
/** Columns to write: a value, or a database expression (an order's payment time is the database's now(), as its logged event's). */
type ColumnsOf<T extends PgTable> = { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL };

/**
 * What the domain answered for one event: the columns it moves, whether anything moved at all, and
 * what the caller must do once the change is committed (an order's refund through the provider).
 */
export interface Moved<T extends StatefulTable, Effect = never> {
  readonly set: ColumnsOf<T>;
  readonly changed: boolean;
  /** Handed back to the caller of a written change; none when omitted. */
  readonly effects?: readonly Effect[];
}

/** The domain's answer, in the shape of its `Result` (a value, or a refusal's code). */
export type Decision<T extends StatefulTable, Code extends string, Effect = never> =
  | { readonly ok: true; readonly value: Moved<T, Effect> }
  | { readonly ok: false; readonly code: Code };

/** Why an accepted event still wrote nothing: the row's state moved on since it was read. */
export const STALE_ROW = "record.stale-row";

/** What a log entry is made from: the row before and after, the event, its key and time. */
export interface LoggedChange<T extends StatefulTable, Event> {
  readonly before: RowOf<T>;
  readonly after: RowOf<T>;
  readonly event: Event;
  readonly eventKey: string;
  readonly at: Date;
}

/**
 * An events table kept beside the state: one row for each accepted event, written in the same
 * transaction as the change. With `seen`, events carry a key and a repeated key changes nothing,
 * so a retried click or a job that runs twice is harmless.
 */
export interface EventLog<T extends StatefulTable, E extends PgTable, Event, Entry> {
  readonly table: E;
  /** The events table's row for an accepted event. */
  readonly entry: (change: LoggedChange<T, Event> & Entry) => E["$inferInsert"];
  /** Where an earlier event with this key of this row would be (keyed logs only). */
  readonly seen?: (rowId: number, eventKey: string) => SQL | undefined;
  /**
   * Set when the log lists changes only: an accepted event that changes nothing (and patches
   * nothing) writes neither the row nor an entry, so a repeated cancel of a cancelled order leaves
   * no trace. Without it, every accepted event is logged.
   */
  readonly changesOnly?: boolean;
}

/**
 * A stateful record: its table, the domain machine that decides every change of its state, and
 * optionally its events table. `applyEvent` is the one place these meet, so the rule "no state
 * change without the domain's word and its log row" holds for every record built on it.
 */
export interface StateChangeRecord<T extends StatefulTable, Event, Code extends string, E extends PgTable = PgTable, Entry = object, Effect = never> {
  readonly table: T;
  /** The domain transition over what the row holds: the columns to write (and effects to hand back), or the refusal's code. */
  readonly transition: (row: RowOf<T>, event: Event) => Decision<T, Code, Effect>;
  /** The error a refused event throws (Chinese message for the person who asked). */
  readonly refusal: (code: Code | typeof STALE_ROW) => Error;
  /** Columns every written change also sets (e.g. updatedAt), from the event's time. */
  readonly touch?: (at: Date) => ColumnsOf<T>;
  readonly log?: EventLog<T, E, Event, Entry>;
}

/**
 * The `transition` of a record whose domain machine moves its `state` column alone: the machine
 * decides from the row's state, the new state is written, and it is a change when it differs from
 * the state read. Several records share this shape; one whose machine moves more columns (or
 * counts every accepted event as a change) writes its own.
 */
export function stateColumnTransition<State extends string, Event, Code extends string>(
  machine: (state: State, event: Event) => { readonly ok: true; readonly value: State } | { readonly ok: false; readonly code: Code },
) {
  return <T extends StatefulTable>(row: RowOf<T>, event: Event): Decision<T, Code> => {
    const next = machine(row.state as State, event);
    return next.ok ? { ok: true, value: { set: { state: next.value } as ColumnsOf<T>, changed: next.value !== row.state } } : next;
  };
}

/**
 * One event to apply: the domain's event, the key that makes it happen once, and (as `Entry`) what
 * the record's log entry needs besides, such as the actor and a note.
 */
export type EventInput<T extends StatefulTable, Event, Entry> = EventCore<T, Event> & Entry;

interface EventCore<T extends StatefulTable, Event> {
  readonly event: Event;
  /** Required by a keyed log: a repeated key returns the row unchanged. */
  readonly eventKey?: string;
  /** Columns the call writes along with the change (a reason, a publish time…). */
  readonly patch?: ColumnsOf<T>;
  /** Server time of the change (the log's `at`, `touch`'s argument). */
  readonly at?: Date;
}

/** The outcome of one event: the row as it now is, whether it changed, and the domain's effects of a written change. */
export type Applied<T extends StatefulTable, Code extends string, Effect = never> =
  | { readonly ok: true; readonly row: RowOf<T>; readonly changed: boolean; readonly effects: readonly Effect[] }
  | { readonly ok: false; readonly code: Code | typeof STALE_ROW };

/**
 * Applies one event to a row read in transaction `tx` (locked by the caller, or guarded here): the
 * domain decides; the row is written only where its state is still the one read, together with its
 * log row. A repeated event key, or an event the domain accepts without change and with no patch on
 * a record without a log (or with a log of changes only), writes nothing. Refusals come back as
 * their code.
 */
export async function tryApplyEvent<T extends StatefulTable, Event, Code extends string, E extends PgTable, Entry, Effect = never>(
  tx: Database,
  record: StateChangeRecord<T, Event, Code, E, Entry, Effect>,
  row: RowOf<T>,
  input: EventInput<T, Event, Entry>,
): Promise<Applied<T, Code, Effect>> {
  const { log, table } = record;
  const id = (row as { id: number }).id;
  if (log?.seen && input.eventKey !== undefined) {
    const logTable: PgTable = log.table;
    const [seen] = await tx.select({ one: sql`1` }).from(logTable).where(log.seen(id, input.eventKey)).limit(1);
    if (seen) return { ok: true, row, changed: false, effects: [] };
  }
  const moved = record.transition(row, input.event);
  if (!moved.ok) return { ok: false, code: moved.code };
  const patch = input.patch ?? {};
  const effects = moved.value.effects ?? [];
  const logsUnchanged = log !== undefined && !log.changesOnly;
  if (!logsUnchanged && !moved.value.changed && Object.keys(patch).length === 0) return { ok: true, row, changed: false, effects };
  const at = input.at ?? new Date();
  const values = { ...moved.value.set, ...record.touch?.(at), ...patch };
  const updated = await updateWhileInState(tx, table, row as { id: number; state: unknown }, values);
  if (!updated) return { ok: false, code: STALE_ROW };
  if (log) await tx.insert(log.table).values(log.entry({ ...input, before: row, after: updated, eventKey: input.eventKey ?? "", at }) as never);
  return { ok: true, row: updated, changed: moved.value.changed, effects };
}

/**
 * Writes columns of a row only while it is still in the state it was read in, so that an edit never
 * lands on a record that meanwhile moved on (went to review, was listed): the row as written, or
 * undefined when its state had changed.
 */
export async function updateWhileInState<T extends StatefulTable>(
  db: Database,
  table: T,
  read: { readonly id: number; readonly state: unknown },
  values: ColumnsOf<T>,
): Promise<RowOf<T> | undefined> {
  // The generic table's update types resolve only per table; the values are that table's own columns.
  const [updated] = (await db
    .update(table)
    .set(values as never)
    .where(and(eq(table.id, read.id), eq(table.state, read.state)))
    .returning()) as RowOf<T>[];
  return updated;
}

/**
 * A save of an owned listing in one statement: a new row with `firstSave` (its owner and creation
 * columns), or the `existing` one while its state is still the one read (undefined when it moved on
 * meanwhile, as updateWhileInState). A product and an equipment listing save alike.
 */
export async function insertOrUpdateWhileInState<T extends StatefulTable>(
  db: Database,
  table: T,
  existing: { readonly id: number; readonly state: unknown } | null,
  values: ColumnsOf<T>,
  firstSave: ColumnsOf<T>,
): Promise<RowOf<T> | undefined> {
  if (existing) return updateWhileInState(db, table, existing, values);
  // As above: the generic table's insert types resolve only per table.
  const [row] = (await db
    .insert(table)
    .values({ ...values, ...firstSave } as never)
    .returning()) as RowOf<T>[];
  return row;
}

/** `tryApplyEvent` for callers that answer a refusal with the record's error (a 400 to the user). */
export async function applyEvent<T extends StatefulTable, Event, Code extends string, E extends PgTable, Entry, Effect = never>(
  tx: Database,
  record: StateChangeRecord<T, Event, Code, E, Entry, Effect>,
  row: RowOf<T>,
  input: EventInput<T, Event, Entry>,
): Promise<RowOf<T>> {
  const applied = await tryApplyEvent(tx, record, row, input);
  if (!applied.ok) throw record.refusal(applied.code);
  return applied.row;
}

/** The same kind of event for several rows of one parent (closing, awarding, refunding): each that accepts it moves; refusals are skipped. */
export async function applyToEach<T extends StatefulTable, Event, Code extends string, E extends PgTable, Entry, Effect = never>(
  tx: Database,
  record: StateChangeRecord<T, Event, Code, E, Entry, Effect>,
  rows: readonly RowOf<T>[],
  eventOf: (row: RowOf<T>) => Event | null,
): Promise<void> {
  for (const row of rows) {
    const event = eventOf(row);
    if (event !== null) await tryApplyEvent(tx, record, row, { event } as EventInput<T, Event, Entry>);
  }
}

/** A row under its lock (`FOR UPDATE`, inside a transaction): the read that `applyEvent` then changes. */
export async function lockRow<T extends StatefulTable>(tx: Database, table: T, id: number): Promise<RowOf<T> | undefined> {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update")) as RowOf<T>[];
  return row;
}

/**
 * A row under its lock when `isOwn` says it belongs to the caller's business. Another business's
 * row answers as a missing one (404 with `missing`), so an id cannot tell a caller that someone
 * else's sheet or tender exists.
 */
export async function lockOwnRow<T extends StatefulTable>(
  tx: Database,
  table: T,
  id: number,
  isOwn: (row: RowOf<T>) => boolean,
  missing: string,
): Promise<RowOf<T>> {
  const row = await lockRow(tx, table, id);
  if (!row || !isOwn(row)) throw refuse("not_found", missing);
  return row;
}
