/**
 * A record's life as a table: for each event, the state it leads to from each state it is allowed
 * in. Every state machine of the domain answers its events through `transitionBy`, so a refused
 * event reads the same everywhere: a stable code, never a thrown error.
 */
import type { Result } from "./result.ts";

/** For each event, the state it leads to from each state it is allowed in. */
export type TransitionTable<S extends string, E extends string> = Readonly<Record<E, Partial<Readonly<Record<S, S>>>>>;

/** The same table written from the event's side: the states it may start from and the one it leads to. */
export function tableOfEdges<S extends string, E extends string>(
  edges: Readonly<Record<E, { readonly from: readonly S[]; readonly to: S }>>,
): TransitionTable<S, E> {
  const table = {} as Record<E, Partial<Record<S, S>>>;
  for (const event of Object.keys(edges) as E[]) {
    const { from, to } = edges[event];
    table[event] = Object.fromEntries(from.map((state) => [state, to])) as Partial<Record<S, S>>;
  }
  return table;
}

/** The state `event` leads to from `state`, or the refusal `code` when the table does not allow it there. */
export function transitionBy<S extends string, E extends string, C extends string>(
  table: TransitionTable<S, E>,
  state: S,
  event: E,
  code: C,
): Result<S, { code: C }> {
  const next = table[event][state];
  return next ? { ok: true, value: next } : { ok: false, code };
}
