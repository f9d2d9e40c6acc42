/**
 * The three answers of a record's state machine, named by the record's key (`bidder`, `tender`,
 * `sheet`, `quotation`): a refusal code, the record unchanged (an event repeating what already
 * happened), or the record moved on with a patch.
 */
import type { Result } from "./result.ts";

/** The record after an event, under its own key, and whether the event changed it. */
export type StatusChange<K extends string, S> = { readonly [P in K]: S } & { readonly changed: boolean };

/** What a machine answers an event: the record after it, or why it is refused. */
export type StatusResult<K extends string, S, C extends string> = Result<StatusChange<K, S>, { readonly code: C }>;

/** The answers of the machine whose record is kept under `key`. */
export function statusAnswers<K extends string, S extends object, C extends string>(key: K) {
  const answer = (status: S, changed: boolean): StatusResult<K, S, C> => ({
    ok: true,
    value: { [key]: status, changed } as StatusChange<K, S>,
  });
  return {
    refuse: (code: C): StatusResult<K, S, C> => ({ ok: false, code }),
    same: (status: S): StatusResult<K, S, C> => answer(status, false),
    moveTo: (status: S, patch: Partial<S>): StatusResult<K, S, C> => answer({ ...status, ...patch }, true),
  };
}
