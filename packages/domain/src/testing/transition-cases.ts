import fc from "fast-check";
import { expect, it } from "vitest";
import type { Result } from "../result.ts";

/** What every event gives in every state: the state it leads to, or "refused". */
export type ExpectedTransitions<S extends string, E extends string> = Readonly<Record<S, Readonly<Record<E, S | "refused">>>>;

/**
 * One test for each state × event of `expected`: `transition` answers the state it names, or
 * refuses with `code` where it says "refused". The table is typed complete, so no cell is skipped.
 */
export function itFollowsTransitions<S extends string, E extends string>(
  expected: ExpectedTransitions<S, E>,
  transition: (state: S, event: E) => Result<S>,
  code: string,
  nameOf: (state: S) => string = (state) => state,
): void {
  for (const state of Object.keys(expected) as S[]) {
    for (const event of Object.keys(expected[state]) as E[]) {
      const outcome = expected[state][event];
      it(`${nameOf(state)} + ${event} → ${outcome}`, () => {
        expect(transition(state, event)).toEqual(outcome === "refused" ? { ok: false, code } : { ok: true, value: outcome });
      });
    }
  }
}

/** What an event gives a record in one state: the state it moves to, "same" (accepted, nothing changes) or "refused". */
export type StatusOutcome<S extends string> = S | "same" | "refused";

/** What a status machine's tests expect: for each state, the outcome of each named event. */
export type OutcomeTable<S extends string, N extends string> = Readonly<Record<S, Readonly<Record<N, StatusOutcome<S>>>>>;

/** In an outcome table: the event is accepted and nothing changes. */
export const SAME = "same";

/** In an outcome table: the event is refused. */
export const REFUSED = "refused";

/** A row in which every one of `events` is refused: spread it and name the few events that are not. */
export function refusedEverywhere<N extends string>(events: Readonly<Record<N, unknown>>): Record<N, "refused"> {
  return Object.fromEntries(Object.keys(events).map((name) => [name, "refused"])) as Record<N, "refused">;
}

/**
 * One test for each state × named event of `expected`, for a machine answering through
 * `statusAnswers`: `transition` refuses, keeps the record unchanged ("same"), or moves the record
 * kept under `key` to the state the table names. With `key` null the machine answers a bare
 * status, which must then be exactly `{ state, changed }`.
 */
export function itAnswersEveryEvent<S extends string, N extends string, E>(
  states: readonly S[],
  events: Readonly<Record<N, E>>,
  expected: Readonly<Record<S, Readonly<Record<N, StatusOutcome<S>>>>>,
  key: string | null,
  transition: (state: S, event: E) => Result<unknown>,
): void {
  for (const state of states) {
    for (const [name, event] of Object.entries(events) as [N, E][]) {
      const outcome = expected[state][name];
      it(`${state} + ${name} → ${outcome}`, () => {
        const result = transition(state, event);
        if (outcome === "refused") expect(result.ok).toBe(false);
        else if (key === null) expect(result).toEqual({ ok: true, value: { state: outcome === "same" ? state : outcome, changed: outcome !== "same" } });
        else if (outcome === "same") expect(result).toMatchObject({ ok: true, value: { changed: false } });
        else expect(result).toMatchObject({ ok: true, value: { changed: true, [key]: { state: outcome } } });
      });
    }
  }
}

/** Where a walk starts, what it may draw, and the machine it walks. */
export interface Walk<S extends string, E> {
  readonly from: S;
  readonly events: readonly E[];
  readonly transition: (state: S, event: E) => Result<S>;
  /** The longest sequence drawn; 30 unless said. */
  readonly maxLength?: number;
  /** What must hold where the walk stops. */
  readonly end?: (state: S) => void;
}

/**
 * Walks a machine from `walk.from` through every sequence of its events fast-check draws, handing
 * `step` each move (the state before, the event, what the machine answered); an accepted event
 * moves the walk on. The invariant tests of the record machines (a state never left, a state
 * reached only by one move) all walk alike and differ only in what they check, so the walk is
 * written once.
 */
export function walkEvents<S extends string, E>(walk: Walk<S, E>, step: (state: S, event: E, result: Result<S>) => void): void {
  const { from, events, transition, maxLength = 30, end } = walk;
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...events), { maxLength }), (drawn) => {
      let state = from;
      for (const event of drawn) {
        const result = transition(state, event);
        step(state, event, result);
        if (result.ok) state = result.value;
      }
      end?.(state);
    }),
  );
}
