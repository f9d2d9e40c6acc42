import type { Database } from "../../../db/database.ts";
import type { JobKind } from "../../jobs/job-kind.ts";
import { createSandboxRepository } from "./sandbox-repository.ts";
import { signSandboxBody } from "./sandbox-signature.ts";

/** Waits before the nth retry (1-based), as the big providers do: quick at first, then hourly. */
const RETRY_DELAYS_SECONDS = [5, 15, 30, 180, 600, 1_200, 1_800, 3_600];
/** After this many failed deliveries the notification is given up; the query fallback still finds the payment. */
const MAX_ATTEMPTS = 16;
const BATCH = 20;

export function retryDelaySeconds(attempts: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? 5;
}

/** Sends one signed notification; true when the merchant acknowledged it. */
export type DeliverNotification = (url: string, body: string, signature: string) => Promise<boolean>;

/** Delivery over HTTP: acknowledged by a 2xx answer whose body is `success`, as WeChat Pay and Alipay expect. */
export const deliverOverHttp: DeliverNotification = async (url, body, signature) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-sandbox-signature": signature },
    body,
    signal: AbortSignal.timeout(5_000),
  });
  return response.ok && (await response.text()).trim() === "success";
};

/** How long a claimed notification is someone's to deliver before another instance may retry it. */
const LEASE_SECONDS = 30;

/**
 * Delivers the notifications that are due. They are claimed first in a short transaction (SKIP
 * LOCKED, then leased by moving their next attempt): no lock is held while the merchant answers —
 * on the embedded database the merchant's own transaction would wait for it — and two instances
 * never deliver the same one at once. Those not acknowledged get their next attempt with backoff.
 */
export async function deliverDueNotifications(db: Database, secret: Uint8Array, deliver: DeliverNotification, now = new Date()): Promise<number> {
  const books = createSandboxRepository(db);
  const claimed = await books.claimDue(now, new Date(now.getTime() + LEASE_SECONDS * 1000), MAX_ATTEMPTS, BATCH);
  let acknowledged = 0;
  for (const notification of claimed) {
    let ok = false;
    let error = "";
    try {
      ok = await deliver(notification.notifyUrl, notification.body, signSandboxBody(secret, notification.body, new Date()));
    } catch (caught) {
      error = caught instanceof Error ? caught.message.slice(0, 200) : "delivery failed";
    }
    const attempts = notification.attempts + 1;
    await books.recordDelivery(
      notification.id,
      ok
        ? { attempts, acknowledgedAt: new Date() }
        : { attempts, nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000), lastError: error || "not acknowledged" },
    );
    if (ok) acknowledged += 1;
  }
  return acknowledged;
}

export const SANDBOX_NOTIFICATION_JOB = "payment.sandbox-notifications";

/**
 * The deliveries as a recurring job kind (registered in app.ts), every second. It runs under a
 * lease outside a transaction: the notifications have their own claims and backoff above.
 */
export function sandboxNotifierJobKind(secret: Uint8Array, deliver: DeliverNotification): JobKind {
  return {
    kind: SANDBOX_NOTIFICATION_JOB,
    mode: "lease",
    everyMs: 1_000,
    handler: async (_payload, { db, now }) => void (await deliverDueNotifications(db, secret, deliver, now)),
  };
}
