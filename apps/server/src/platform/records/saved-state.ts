import { refuse } from "../../runtime/refusal.ts";

type Step = "edit" | "submit";

/**
 * Where a save leaves an offer under review (a product, an equipment listing, a service, a knowledge
 * article): a new one starts as a draft, a stored one is edited (back to a draft, where its machine
 * allows), and either is then submitted when asked. A step the domain refuses answers 400 with its
 * message; nothing is written. One rule for every such save, each with its own machine and messages.
 */
export function savedState<S extends string>(
  transition: (state: S, step: Step) => { readonly ok: true; readonly value: S } | { readonly ok: false },
  { draft, stored, submit }: { draft: S; stored: S | null; submit: boolean | undefined },
  refusals: Readonly<Record<Step, string>>,
): S {
  let state = draft;
  if (stored !== null) {
    const edited = transition(stored, "edit");
    if (!edited.ok) throw refuse("state", refusals.edit);
    state = edited.value;
  }
  if (submit) {
    const submitted = transition(state, "submit");
    if (!submitted.ok) throw refuse("state", refusals.submit);
    state = submitted.value;
  }
  return state;
}
