import type { CounterStore } from "../throttle/counter-store.ts";
import { type FailureRule, waitSeconds } from "../throttle/failure-rule.ts";
import { createFailureThrottle, type ThrottleKeys } from "../throttle/failure-throttle.ts";
import { sourceOf } from "../throttle/source.ts";
import { OPERATOR_HALF_SESSION_MS } from "./operator.repository.ts";

const NEVER = Number.POSITIVE_INFINITY;

/**
 * The operator's password step: no captcha (the area runs no script; the TOTP code is the second
 * factor) and never a wait for the account as a whole. A source waits 1 s, 2 s … at most 60 s
 * after its last failure once it failed 3 times on the username, or 10 times on any (unknown
 * usernames count the same, so the answer tells nothing). Counts are forgotten after 15 quiet
 * minutes; the right password clears its source's count on the username.
 */
export const operatorPasswordRule: FailureRule = {
  forgetAfterMs: 15 * 60_000,
  pair: { captchaFrom: NEVER, delayFrom: 3 },
  source: { captchaFrom: NEVER, delayFrom: 10 },
  account: { captchaFrom: NEVER, delayFrom: NEVER },
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
};

/**
 * The TOTP step: only someone who gave the right password reaches it, so its failures may slow
 * the account as a whole (from 3 wrong codes, from any source: 1 s, 2 s … at most 60 s) — that
 * bounds a guesser spread over many addresses, and no stranger can cause it. The right code
 * clears the operator's counts.
 */
export const operatorCodeRule: FailureRule = {
  forgetAfterMs: 15 * 60_000,
  pair: { captchaFrom: NEVER, delayFrom: 3 },
  source: { captchaFrom: NEVER, delayFrom: 10 },
  account: { captchaFrom: NEVER, delayFrom: 3 },
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
};

/**
 * Wrong codes one half session takes before it ends: more guesses need the password again, so a
 * stolen password alone buys a handful of guesses at a million codes, not one a minute for hours.
 */
export const TOTP_GUESSES_PER_HALF_SESSION = 3;

/** Try now, or wait this many seconds. */
export type OperatorAdmission = { ok: true } | { ok: false; waitSeconds: number };

/** The operator log-in's throttle over the shared counters: per-source waits, never a lock. */
export function createOperatorThrottle(counters: CounterStore) {
  const passwords = createFailureThrottle(counters, operatorPasswordRule);
  const codes = createFailureThrottle(counters, operatorCodeRule);
  const passwordKeys = (username: string, ip: string): ThrottleKeys => {
    const source = sourceOf(ip);
    return {
      pair: `operator:pair:${username.toLowerCase()}|${source}`,
      source: `operator:source:${source}`,
      account: `operator:account:${username.toLowerCase()}`,
    };
  };
  const codeKeys = (operatorId: number, ip: string): ThrottleKeys => {
    const source = sourceOf(ip);
    return { pair: `operator-code:pair:${operatorId}|${source}`, source: `operator-code:source:${source}`, account: `operator-code:account:${operatorId}` };
  };
  const answer = async (decision: Promise<{ kind: string; waitMs?: number }>): Promise<OperatorAdmission> => {
    const taken = await decision;
    return taken.kind === "wait" ? { ok: false, waitSeconds: waitSeconds(taken.waitMs ?? 0) } : { ok: true };
  };

  return {
    admitPassword: (username: string, ip: string) => answer(passwords.admit(passwordKeys(username, ip))),
    passwordFailed: async (username: string, ip: string) => void (await passwords.failure(passwordKeys(username, ip))),
    passwordPassed: (username: string, ip: string) => passwords.clear([passwordKeys(username, ip).pair]),
    admitCode: (operatorId: number, ip: string) => answer(codes.admit(codeKeys(operatorId, ip))),
    codeFailed: async (operatorId: number, ip: string) => void (await codes.failure(codeKeys(operatorId, ip))),
    /** Counts a wrong code against its half session; true when the session has had its last guess. */
    async lastGuessOf(sessionId: string): Promise<boolean> {
      const key = `operator-code:session:${sessionId}`;
      const counts = await counters.hit([key], OPERATOR_HALF_SESSION_MS, "fixed");
      return (counts.get(key)?.hits ?? 0) >= TOTP_GUESSES_PER_HALF_SESSION;
    },
    codePassed: (operatorId: number, ip: string) => {
      const keys = codeKeys(operatorId, ip);
      return codes.clear([keys.pair, keys.account]);
    },
  };
}
