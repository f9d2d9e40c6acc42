import type { Database } from "../../db/database.ts";

/** How a failing job is tried again: after `baseDelayMs`, doubling each time up to `maxDelayMs`; dead after `maxAttempts`. */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

/**
 * Thrown by a handler when trying again cannot help (a carrier refused the phone number or the
 * template for good): the job is dead at once, with this message as its last error, instead of
 * spending its attempts on an answer that will not change.
 */
export class PermanentJobFailure extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PermanentJobFailure";
  }
}

/** The wait before the next try after `attempts` failed ones (1-based): exponential, capped. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

interface Context {
  /** The app's clock at the claim (tests move it). */
  now: Date;
  /** Aborted when the runner is draining and gives the job up: stop early, the job runs again elsewhere. */
  signal: AbortSignal;
}

/** A job that runs inside the transaction that claimed it and marks it done: its writes happen exactly once. */
export interface TransactionJobContext extends Context {
  tx: Database;
  /** Work that must not run unless the transaction commits (an SMS): after the commit, its failure only logged. */
  afterCommit(work: () => Promise<unknown>): void;
}

/** A job claimed under a lease and run outside a transaction (HTTP calls, batches with their own transactions); at least once, so idempotent. */
export interface LeaseJobContext extends Context {
  db: Database;
}

interface KindCommon {
  /** `module.what`, e.g. `tender.opening`. */
  kind: string;
  retry?: RetryPolicy;
  /** A recurring kind: one row, moved this far ahead after each run (success or failure); never dead. */
  everyMs?: number;
}

/** What a module registers with the runner at composition (app.ts): a kind, its handler and its retry policy. */
export type JobKind =
  | (KindCommon & { mode: "transaction"; handler: (payload: Record<string, unknown>, context: TransactionJobContext) => Promise<void> })
  | (KindCommon & {
      mode: "lease";
      /** How long a claimed job is this runner's; a job still running then may be taken by another. Default 60 s. */
      leaseMs?: number;
      handler: (payload: Record<string, unknown>, context: LeaseJobContext) => Promise<void>;
    });
