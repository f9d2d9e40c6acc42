import { randomInt } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { Lockout, lockState } from "./lockout.ts";
import { loginSiteMessages as m } from "./login-site.messages.ts";
import { createLoginSiteRepository } from "./repository.ts";

/** A phone's lock: open, or locked until a time with the message to show. */
export type CredentialLock = { locked: false } | { locked: true; until: Date; msg: string };

/**
 * The one lockout and attempt counter of every path that checks a password or a code for a phone:
 * the login site's forms, the member service's token and password calls, SMS code checks. Five
 * failures within 15 minutes lock the phone for 15 minutes on all of them at once, so a script
 * cannot move to another path once one has locked it.
 */
export function createCredentialGuard(db: Database, now: () => Date) {
  const attempts = createLoginSiteRepository(db);
  const lockMessage = (until: Date) => m.errors.locked(Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 60_000)));

  async function lockOf(phone: string): Promise<CredentialLock> {
    const at = now();
    const failures = await attempts.failuresSince(phone, new Date(at.getTime() - Lockout.windowMs - Lockout.lockMs));
    const state = lockState(failures, at);
    return state.locked ? { ...state, msg: lockMessage(state.until) } : state;
  }

  return {
    lockOf,
    /** Counts a failed password or code; answers the lock this failure may have completed. */
    async failure(phone: string, ip: string): Promise<CredentialLock> {
      await attempts.recordAttempt(phone, ip, false, now());
      // Now and then, sweep attempts older than a day; no scheduler needed.
      if (randomInt(100) === 0) await attempts.purgeAttempts(new Date(now().getTime() - 86_400_000));
      return lockOf(phone);
    },
    /** A right password or code (or a reset proving the phone) clears the count. */
    async success(phone: string, ip: string): Promise<void> {
      await attempts.recordAttempt(phone, ip, true, now());
    },
  };
}

/** The guard's type, shared by the login site and the member service. */
export type CredentialGuard = ReturnType<typeof createCredentialGuard>;
