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
