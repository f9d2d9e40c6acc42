import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Counters shared by every server instance: the failed log-ins of the login throttle (per account
 * and source, per account, per source) and the request counts of the per-route rate limits. One
 * row per key, bumped by an atomic upsert; a row whose `expires_at` has passed counts as zero and
 * is deleted on the way (see counter-store.ts).
 */
export const throttleCounters = pgTable(
  "throttle_counter",
  {
    /** e.g. `login:pair:13800000001|203.0.113.7`, `rl:POST/login:203.0.113.7`. */
    key: varchar("key", { length: 200 }).primaryKey(),
    hits: integer("hits").notNull(),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }).notNull(),
    /** When the count is forgotten: a fixed window's end, or (failure counts) the last hit plus the window. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("throttle_counter_expires_at_idx").on(table.expiresAt)],
);
