import type { JobKind } from "../jobs/job-kind.ts";
import type { Payments } from "./payments.ts";

const EXPIRE_EVERY_MS = 30_000;
const RECONCILE_EVERY_MS = 10 * 60_000;
/**
 * Reconciliation looks back this far each round (overlapping rounds are harmless: repairs are
 * idempotent): three days, so a day's bill, out the next morning, is compared for two more days.
 */
const RECONCILE_WINDOW_MS = 3 * 24 * 3_600_000;

export const PAYMENT_EXPIRY_JOB = "payment.expire-unpaid";
export const PAYMENT_RECONCILIATION_JOB = "payment.reconcile";

/**
 * The payment work nobody clicks for, as recurring job kinds (registered in app.ts): cancelling
 * orders whose time to pay ran out (after a last query of the provider), and reconciling settled
 * trades against our books. They ask the provider, so they run under a lease outside a
 * transaction; both are idempotent (order event keys), so a retry after a crash changes nothing twice.
 */
export function paymentJobKinds(payments: Payments): JobKind[] {
  return [
    { kind: PAYMENT_EXPIRY_JOB, mode: "lease", everyMs: EXPIRE_EVERY_MS, handler: async (_payload, { now }) => void (await payments.expireUnpaid(now)) },
    {
      kind: PAYMENT_RECONCILIATION_JOB,
      mode: "lease",
      everyMs: RECONCILE_EVERY_MS,
      leaseMs: 5 * 60_000,
      handler: async (_payload, { now }) => void (await payments.reconcile(new Date(now.getTime() - RECONCILE_WINDOW_MS), now)),
    },
  ];
}
