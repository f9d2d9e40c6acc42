import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * The one queue of background and time-driven work (job-runner.ts). A job is a kind, a key that
 * makes scheduling idempotent (scheduling the same kind and key again moves the one job instead of
 * adding a second), a payload, and when it may run. Recurring kinds keep one row that the runner
 * moves to its next time, so two instances never both run the same round.
 */
export const jobs = pgTable(
  "job",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: varchar("kind", { length: 60 }).notNull(),
    key: varchar("key", { length: 200 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** pending | done | dead (out of attempts: kept for an operator to read, never run again). */
    state: varchar("state", { length: 10 }).notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The runner holding a leased job and until when; after that another runner may take it (the holder crashed). */
    leasedBy: varchar("leased_by", { length: 60 }),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("job_kind_key_idx").on(t.kind, t.key), index("job_due_idx").on(t.runAt).where(sql`${t.state} = 'pending'`)],
);

export type JobRow = typeof jobs.$inferSelect;
