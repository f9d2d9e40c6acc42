import { HttpError } from "../../http/validate.ts";
import type { CaptchaService } from "../captcha/captcha.service.ts";
import type { CounterStore } from "../throttle/counter-store.ts";
import { type FailureRule, memberLoginRule, waitSeconds } from "../throttle/failure-rule.ts";
import { createFailureThrottle, type ThrottleKeys } from "../throttle/failure-throttle.ts";
import { sourceOf } from "../throttle/source.ts";
import { loginSiteMessages as m } from "./login-site.messages.ts";

/**
 * What is checked: an anonymous log-in by password (the captcha step-up applies), or any other
 * credential — an SMS code (it took a puzzle to get one), the password a logged-in member confirms
 * a change with — where only the waits apply.
 */
export type CredentialKind = "password-login" | "other";

/** May this source try now: yes; wait (429, Retry-After); or solve the slider first (428). */
export type Admission =
  | { ok: true }
  | { ok: false; status: 429; msg: string; retryAfterSeconds: number; captcha: boolean }
  | { ok: false; status: 428; msg: string; captcha: true };

/** What the next attempt of this source will meet, told after a failure. */
export interface AfterFailure {
  captcha: boolean;
  waitSeconds: number;
}

/**
 * The one throttle of every path that checks a password or a code for a phone: the login site's
 * forms, the member service's token and password calls, the SMS-code forms. It never locks an
 * account. Failures are counted per (phone, source), per source and per phone in the shared
 * counters (Postgres), by the rule of `throttle/failure-rule.ts` with `memberLoginRule`:
 *
 * - 3 failures of a phone from one source, 10 from one source on any phones, or 5 on a phone from
 *   all sources together (a campaign spread over addresses) ask for the slider captcha before the
 *   next password log-in (the phone's own count asks everyone, the others only that source);
 * - from 5 failures of a phone from one source, or 20 from one source, that source waits 1 s, 2 s,
 *   4 s … at most 60 s after its last failure before the next attempt is looked at;
 * - the phone's count from all sources never makes anyone wait, so the owner's own device (no
 *   failures there) with the right password — and the slider while the phone is under step-up —
 *   always gets in; a right credential clears that source's count on the phone;
 * - every count is forgotten 15 minutes after its last failure.
 *
 * All paths share the counts, so a script cannot move to another path to get more tries.
 */
export function createCredentialGuard(options: { counters: CounterStore; captcha: Pick<CaptchaService, "spendPuzzleProof">; rule?: FailureRule }) {
  const { captcha } = options;
  const throttle = createFailureThrottle(options.counters, options.rule ?? memberLoginRule);

  function keysOf(phone: string, ip: string): ThrottleKeys {
    const source = sourceOf(ip);
    return { pair: `login:pair:${phone}|${source}`, source: `login:source:${source}`, account: `login:account:${phone}` };
  }

  /**
   * Before a credential is checked: whether this source may try it for this phone now. A wait
   * spends nothing; a password log-in under step-up spends the puzzle proof `captchaProof`.
   */
  async function admit(phone: string, ip: string, check: { kind: CredentialKind; captchaProof?: string | undefined }): Promise<Admission> {
    const decision = await throttle.admit(keysOf(phone, ip), async ({ captcha: stepUp }) => {
      if (check.kind !== "password-login" || !stepUp) return true;
      return Boolean(check.captchaProof && (await captcha.spendPuzzleProof(check.captchaProof)));
    });
    if (decision.kind === "gate") return { ok: false, status: 428, msg: m.errors.captchaRequired, captcha: true };
    if (decision.kind === "wait") {
      const seconds = waitSeconds(decision.waitMs);
      return { ok: false, status: 429, msg: m.errors.wait(seconds), retryAfterSeconds: seconds, captcha: check.kind === "password-login" && decision.captcha };
    }
    return { ok: true };
  }

  return {
    admit,
    /** `admit` for the JSON calls: returns when the source may try, else throws the refusal (see `refusalError`). */
    async enter(phone: string, ip: string, check: { kind: CredentialKind; captchaProof?: string | undefined }): Promise<void> {
      const admission = await admit(phone, ip, check);
      if (!admission.ok) throw refusalError(admission);
    },
    /** Counts a wrong password or code; answers what this source's next attempt will meet. */
    async failure(phone: string, ip: string): Promise<AfterFailure> {
      const decision = await throttle.failure(keysOf(phone, ip));
      return { captcha: decision.captcha, waitSeconds: decision.kind === "wait" ? waitSeconds(decision.waitMs) : 0 };
    },
    /** A right password or code clears this source's count on the phone (the others run out on their own). */
    async success(phone: string, ip: string): Promise<void> {
      await throttle.clear([keysOf(phone, ip).pair]);
    },
  };
}

/** A refusal as the JSON calls answer it: code 429 with `Retry-After` (the wait), or 428 (the slider first). */
export function refusalError(admission: Exclude<Admission, { ok: true }>): HttpError {
  const error = new HttpError(admission.status, admission.msg);
  return admission.status === 429 ? Object.assign(error, { headers: { "retry-after": String(admission.retryAfterSeconds) } }) : error;
}

/** The guard's type, shared by the login site and the member service. */
export type CredentialGuard = ReturnType<typeof createCredentialGuard>;
