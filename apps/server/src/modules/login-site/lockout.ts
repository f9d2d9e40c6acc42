/** The lockout rule: 5 failed log-ins within 15 minutes lock the account for 15 minutes. */
export const Lockout = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/**
 * Whether the account is locked now, given its failures since the last successful log-in (any
 * order). The lock starts at the failure that made five within the window and lasts 15 minutes.
 */
export function lockState(failures: readonly Date[], now: Date): { locked: false } | { locked: true; until: Date } {
  const times = failures.map((failure) => failure.getTime()).sort((a, b) => a - b);
  let until = 0;
  for (let i = Lockout.maxFailures - 1; i < times.length; i++) {
    // biome-ignore lint/style/noNonNullAssertion: both indices are inside the array.
    const [first, last] = [times[i - Lockout.maxFailures + 1]!, times[i]!];
    if (last - first <= Lockout.windowMs) until = Math.max(until, last + Lockout.lockMs);
  }
  return until > now.getTime() ? { locked: true, until: new Date(until) } : { locked: false };
}
