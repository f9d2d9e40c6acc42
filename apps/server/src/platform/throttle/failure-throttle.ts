import type { Counter, CounterStore } from "./counter-store.ts";
import { decide, delayAfter, type FailureCount, type FailureRule, type FailureState, type ThrottleDecision } from "./failure-rule.ts";

/** The three counts of one attempt, by their keys in the shared counters. */
export interface ThrottleKeys {
  /** This account from this source. */
  pair: string;
  /** This source on any account. */
  source: string;
  /** This account from any source. */
  account: string;
}

function countOf(counter: Counter | undefined): FailureCount | undefined {
  return counter ? { failures: counter.hits, lastFailureAt: counter.lastHitAt } : undefined;
}

/**
 * The rule of failure-rule.ts over the shared counters (Postgres): what every instance of the
 * server decides from the same counts.
 */
export function createFailureThrottle(counters: CounterStore, rule: FailureRule) {
  const keysOf = (keys: ThrottleKeys) => [keys.pair, keys.source, keys.account];
  const stateOf = (keys: ThrottleKeys, counts: Map<string, Counter>): FailureState => ({
    pair: countOf(counts.get(keys.pair)),
    source: countOf(counts.get(keys.source)),
    account: countOf(counts.get(keys.account)),
  });

  return {
    rule,
    /**
     * Before an attempt: try (with or without the captcha) or wait. When it may try while a count
     * is past its `delayFrom`, it claims its turn (compare and set on the count's last time): of a
     * burst of parallel requests one gets the try, the others the count's wait. `gate` runs
     * between the decision and the claim (the captcha proof), so a refused gate costs no turn.
     */
    async admit(keys: ThrottleKeys, gate?: (decision: ThrottleDecision) => Promise<boolean>): Promise<ThrottleDecision | { kind: "gate" }> {
      const counts = await counters.read(keysOf(keys));
      const decision = decide(rule, stateOf(keys, counts), counters.now());
      if (decision.kind === "wait") return decision;
      if (gate && !(await gate(decision))) return { kind: "gate" };
      for (const [key, from] of [
        [keys.pair, rule.pair.delayFrom],
        [keys.source, rule.source.delayFrom],
        [keys.account, rule.account.delayFrom],
      ] as const) {
        const counter = counts.get(key);
        if (counter && counter.hits >= from && !(await counters.claim(key, counter.lastHitAt))) {
          return { kind: "wait", waitMs: delayAfter(rule, counter.hits, from), captcha: decision.captcha };
        }
      }
      return decision;
    },
    /** Counts a failure on all three keys (one statement); answers what the next attempt meets. */
    async failure(keys: ThrottleKeys): Promise<ThrottleDecision> {
      const counts = await counters.hit(keysOf(keys), rule.forgetAfterMs, "sliding");
      return decide(rule, stateOf(keys, counts), counters.now());
    },
    /** Forgets counts (a right credential clears its pair). */
    clear: (keys: readonly string[]) => counters.clear(keys),
  };
}
