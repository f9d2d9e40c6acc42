/**
 * The throttle of failed credentials (passwords, SMS codes, TOTP codes): never a lock.
 *
 * Failures are counted three ways, each forgotten after `forgetAfterMs` without a new failure:
 *
 * - **pair** — this account from this source (the client address; IPv6 by its /64);
 * - **source** — this source on any account (a script spraying one password over many phones);
 * - **account** — this account from any source (a campaign spread over many addresses).
 *
 * Before a credential is checked, the source may have to **wait**: each of `pair` and `source`
 * past its `delayFrom` asks for `firstDelayMs · 2^(failures − delayFrom)` after its last failure,
 * capped at `maxDelayMs`. The `account` count never makes anyone wait: a stranger could otherwise
 * keep the owner out for as long as they keep failing. It only asks for the **captcha** (as do
 * `pair` and `source` past their `captchaFrom`), which the owner can always solve. A source with
 * no failures on the account and none of its own past the source thresholds — the owner's own
 * device — is therefore never made to wait, whatever anyone else did, and the right credential
 * (with the captcha while the account is under step-up) gets in.
 *
 * A right credential clears the pair's count only; the source and account counts run out on
 * their own, so a script cannot reset them by logging in to an account of its own.
 */
export interface FailureRule {
  /** A count is forgotten this long after its last failure. */
  forgetAfterMs: number;
  pair: { captchaFrom: number; delayFrom: number };
  source: { captchaFrom: number; delayFrom: number };
  /**
   * `delayFrom` only where failing needs a first factor already (the operator's TOTP step):
   * a stranger cannot produce those failures, so a wait there keeps nobody out.
   */
  account: { captchaFrom: number; delayFrom: number };
  firstDelayMs: number;
  maxDelayMs: number;
}

/** What the members' log-in paths use (the login site, the member service, the SMS-code forms). */
export const memberLoginRule: FailureRule = {
  forgetAfterMs: 15 * 60_000,
  pair: { captchaFrom: 3, delayFrom: 5 },
  source: { captchaFrom: 10, delayFrom: 20 },
  account: { captchaFrom: 5, delayFrom: Number.POSITIVE_INFINITY },
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
};

/** One count: how many failures, and when the last was. */
export interface FailureCount {
  failures: number;
  lastFailureAt: Date;
}

/** The three counts of one attempt (absent: none in the window). */
export interface FailureState {
  pair?: FailureCount | undefined;
  source?: FailureCount | undefined;
  account?: FailureCount | undefined;
}

/** Try now (with or without the captcha), or wait this long first. */
export type ThrottleDecision = { kind: "try"; captcha: boolean } | { kind: "wait"; waitMs: number; captcha: boolean };

/** The wait a count of `failures` asks for after its last failure: 0 below `delayFrom`, then doubling, capped. */
export function delayAfter(rule: FailureRule, failures: number, delayFrom: number): number {
  if (!(failures >= delayFrom)) return 0;
  const doublings = failures - delayFrom;
  // 2^31 ms is far past any cap; stop doubling there so the number stays finite.
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(doublings, 31));
}

function live(rule: FailureRule, count: FailureCount | undefined, now: Date): number {
  if (!count) return 0;
  return now.getTime() - count.lastFailureAt.getTime() < rule.forgetAfterMs ? count.failures : 0;
}

function remaining(rule: FailureRule, count: FailureCount | undefined, delayFrom: number, now: Date): number {
  const failures = live(rule, count, now);
  if (!count || failures === 0) return 0;
  return Math.max(0, count.lastFailureAt.getTime() + delayAfter(rule, failures, delayFrom) - now.getTime());
}

/** Whether the next attempt needs the captcha, and whether it must wait first. */
export function decide(rule: FailureRule, state: FailureState, now: Date): ThrottleDecision {
  const captcha =
    live(rule, state.pair, now) >= rule.pair.captchaFrom ||
    live(rule, state.source, now) >= rule.source.captchaFrom ||
    live(rule, state.account, now) >= rule.account.captchaFrom;
  const waitMs = Math.max(
    remaining(rule, state.pair, rule.pair.delayFrom, now),
    remaining(rule, state.source, rule.source.delayFrom, now),
    remaining(rule, state.account, rule.account.delayFrom, now),
  );
  return waitMs > 0 ? { kind: "wait", waitMs, captcha } : { kind: "try", captcha };
}

/** Whole seconds to tell a person (never 0 while there is something to wait). */
export const waitSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
