import { and, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { actingPersonValues } from "../organisation/acting-person.ts";
import type { EventLog, StatefulTable } from "../records/state-change.ts";

/** Who caused an event on a call for offers: someone of one of its two sides (`Side`), or the system (a deadline's job). */
export interface CallActor<Side extends string = string> {
  kind: Side | "system";
  businessId: number | null;
  memberId: number | null;
}

/** The actor of what a deadline does on its own. */
export const SYSTEM_ACTOR: CallActor<never> = { kind: "system", businessId: null, memberId: null };

/** The longest note a log line keeps: a reason typed by a person may be longer than the log needs. */
export const LOG_NOTE_LIMIT = 1000;

/** One line of a call's log (操作日志): what happened, the key that makes it happen once, who did it, and why. */
export interface CallLogLine {
  type: string;
  eventKey: string;
  actor: CallActor;
  note: string;
  /** When it happened; without it, the row takes the database's time (the column's default). */
  at?: Date;
}

/** A call's events table: the columns of eventLogColumns (columns.ts) and the time of each line. */
export type CallEventsTable = PgTable & { eventKey: AnyPgColumn; at: AnyPgColumn };

/** What a state change's line is made from besides the change itself: who acted, and a note. */
export interface CallLogEntry {
  actor: CallActor;
  note?: string;
}

interface CallEventLogSpec<E extends CallEventsTable> {
  table: E;
  /** The column that names the call (the sheet, the tender) and its key in the table's rows. */
  callColumn: AnyPgColumn;
  callKey: keyof E["$inferInsert"] & string;
  /**
   * Whose time a state change's line carries: the database's (the column's default, read in the
   * transaction that writes it), or the time the call or job gave the event (`at` of applyEvent),
   * for a log whose lines must match times written on the call itself (a tender's opening).
   */
  clock: "database" | "event";
}

/**
 * The log of a kind of call for offers (inquiry sheets, tenders): one events table per kind, each
 * line keyed by its call and event key, with the acting side, business and member. State changes
 * write their line through the call's state-change record (`stateLog`, for applyEvent); events
 * that change no state (an invitation, a clarification) through `insert`.
 */
export function callEventLog<E extends CallEventsTable>({ table, callColumn, callKey, clock }: CallEventLogSpec<E>) {
  const lineValues = (callId: number, { type, eventKey, actor, note, at }: CallLogLine) =>
    ({
      [callKey]: callId,
      eventKey,
      type,
      actorKind: actor.kind,
      actorBusinessId: actor.businessId,
      actorMemberId: actor.memberId,
      ...actingPersonValues(actor.memberId, actor.businessId),
      note: note.slice(0, LOG_NOTE_LIMIT),
      ...(at ? { at } : {}),
    }) as E["$inferInsert"];

  return {
    /** The insert of a line for an event that changes no state; the caller awaits it, or first says what a repeated key does. */
    // The generic table's insert types resolve only per table; the values are that table's own columns.
    insert: (tx: Database, callId: number, line: CallLogLine) => tx.insert(table as PgTable).values(lineValues(callId, line) as never),

    /** The log of the call's state-change record: a line for each accepted event, a repeated key seen and skipped. */
    stateLog<T extends StatefulTable, Event extends { type: string }, Entry extends CallLogEntry>(): EventLog<T, E, Event, Entry> {
      return {
        table,
        seen: (callId, eventKey) => and(eq(callColumn, callId), eq(table.eventKey, eventKey)),
        entry: ({ before, event, eventKey, actor, note = "", at }) =>
          lineValues((before as { id: number }).id, { type: event.type, eventKey, actor, note, at: clock === "event" ? at : undefined }),
      };
    },
  };
}
