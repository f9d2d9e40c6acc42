import { eq, min, sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { Database } from "../../db/database.ts";
import { paymentRefunds, payments } from "./schema.ts";

/**
 * The payment notifications still owed to us, read from the tables at each scrape (any instance
 * reports all of it): payments begun and neither settled nor closed, by method, with the age of the
 * oldest, and refunds asked and not settled. A provider whose notifications stopped arriving shows
 * as a growing age long before members complain; the query fallback and reconciliation heal what
 * they can (payment-jobs.ts).
 */
export function registerPaymentMetrics(
  { registry, sample }: { registry: Registry; sample(read: () => Promise<void>): void },
  db: Database,
  now: () => Date,
): void {
  const awaiting = new Gauge({
    name: "payment_awaiting_notification",
    help: "Payments begun and neither settled nor closed (awaiting the provider's notification), by method",
    labelNames: ["method"],
    registers: [registry],
  });
  const oldest = new Gauge({
    name: "payment_awaiting_notification_oldest_seconds",
    help: "How long the oldest payment awaiting its notification has waited (0 when none)",
    registers: [registry],
  });
  const refunds = new Gauge({
    name: "payment_refunds_awaiting_notification",
    help: "Refunds asked of the provider and not yet settled",
    registers: [registry],
  });
  sample(async () => {
    // payment_open_idx (status, created_at) answers both reads of the payments.
    const [open, asked] = await Promise.all([
      db
        .select({ method: payments.method, count: sql<number>`count(*)::int`, since: min(payments.createdAt) })
        .from(payments)
        .where(eq(payments.status, "open"))
        .groupBy(payments.method),
      db.select({ count: sql<number>`count(*)::int` }).from(paymentRefunds).where(eq(paymentRefunds.status, "requested")),
    ]);
    awaiting.reset();
    for (const method of ["bank_card", "wechat", "alipay"]) awaiting.set({ method }, 0);
    for (const row of open) awaiting.set({ method: row.method }, row.count);
    // 对公转账 waits days for the payer's bank and finance, not for a notification: counted, but never the oldest.
    const since = open
      .filter((row) => row.method !== "bank_transfer")
      .map((row) => (row.since ? new Date(row.since).getTime() : Number.POSITIVE_INFINITY))
      .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
    oldest.set(Number.isFinite(since) ? Math.max(0, (now().getTime() - since) / 1000) : 0);
    refunds.set(asked[0]?.count ?? 0);
  });
}
