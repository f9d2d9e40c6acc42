import type { CounterStore } from "../throttle/counter-store.ts";
import { type FailureRule, waitSeconds } from "../throttle/failure-rule.ts";
import { createFailureThrottle, type ThrottleKeys } from "../throttle/failure-throttle.ts";
import { sourceOf } from "../throttle/source.ts";

const NEVER = Number.POSITIVE_INFINITY;

/**
 * Failed client authentications at the token endpoint: a machine cannot solve a captcha, so only
 * waits, and never for the client as a whole (a stranger guessing at a client_id must not keep
 * its owner's system out). A source waits 1 s, 2 s … at most 60 s after its last failure once it
 * failed 5 times on one client_id, or 20 times on any; counts are forgotten after 15 quiet
 * minutes, and the right secret clears its source's count on the client.
 */
export const tokenClientRule: FailureRule = {
  forgetAfterMs: 15 * 60_000,
  pair: { captchaFrom: NEVER, delayFrom: 5 },
  source: { captchaFrom: NEVER, delayFrom: 20 },
  account: { captchaFrom: NEVER, delayFrom: NEVER },
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
};

/** Try now, or wait this many seconds. */
export type TokenAdmission = { ok: true } | { ok: false; waitSeconds: number };

/** The token endpoint's throttle of failed client authentications, over the shared counters. */
export function createTokenThrottle(counters: CounterStore) {
  const throttle = createFailureThrottle(counters, tokenClientRule);
  const keysOf = (clientId: string, ip: string): ThrottleKeys => {
    const source = sourceOf(ip);
    return { pair: `open-token:pair:${clientId}|${source}`, source: `open-token:source:${source}`, account: `open-token:client:${clientId}` };
  };
  return {
    async admit(clientId: string, ip: string): Promise<TokenAdmission> {
      const decision = await throttle.admit(keysOf(clientId, ip));
      return decision.kind === "wait" ? { ok: false, waitSeconds: waitSeconds(decision.waitMs) } : { ok: true };
    },
    failed: async (clientId: string, ip: string) => void (await throttle.failure(keysOf(clientId, ip))),
    passed: (clientId: string, ip: string) => throttle.clear([keysOf(clientId, ip).pair]),
  };
}
