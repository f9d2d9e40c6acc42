import type { Payments } from "./payments.ts";

const EXPIRE_EVERY_MS = 30_000;
const RECONCILE_EVERY_MS = 10 * 60_000;
/** Reconciliation looks back this far each round (overlapping rounds are harmless: repairs are idempotent). */
const RECONCILE_WINDOW_MS = 24 * 3_600_000;

/**
 * The payment work nobody clicks for: cancelling orders whose time to pay ran out (after a last
 * query of the provider), and reconciling settled trades against our books. Both are idempotent,
 * so several instances running them at once change each order once (order event keys).
 */
export function startPaymentJobs(payments: Payments, log: { warn: (o: object, m: string) => void }): () => void {
  const guard = (name: string, work: () => Promise<unknown>) => {
    let running = false;
    return () => {
      if (running) return;
      running = true;
      work()
        .catch((error: unknown) => log.warn({ err: error }, `payment job ${name} failed`))
        .finally(() => {
          running = false;
        });
    };
  };
  const expire = setInterval(
    guard("expire", () => payments.expireUnpaid()),
    EXPIRE_EVERY_MS,
  );
  const reconcile = setInterval(
    guard("reconcile", () => payments.reconcile(new Date(Date.now() - RECONCILE_WINDOW_MS), new Date())),
    RECONCILE_EVERY_MS,
  );
  expire.unref();
  reconcile.unref();
  return () => {
    clearInterval(expire);
    clearInterval(reconcile);
  };
}
