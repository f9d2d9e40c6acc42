import { bigint, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * One slider-puzzle challenge and, once solved, its one-time proof. Rows live in Postgres (not in
 * process memory) so that any server instance can validate a challenge another one generated.
 */
export const captchaChallenges = pgTable(
  "captcha_challenge",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    /** The piece's left edge in the 300×140 background: the answer. */
    x: integer("x").notNull(),
    /** The piece's top edge; sent to the client as pieceY. */
    y: integer("y").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Wall-clock milliseconds when it was handed out: a track may not claim a longer drag than the server saw. */
    issuedAtMs: bigint("issued_at_ms", { mode: "number" }).notNull().default(0),
    /** How far the drop may miss, px: tighter for an address or phone with recent failures. */
    tolerance: integer("tolerance").notNull().default(4),
    /** Puzzles still to solve for a proof, this one included: solving it with more left hands out the next. */
    rounds: integer("rounds").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set by the first validate call, right or wrong: each challenge gets one try. */
    attemptedAt: timestamp("attempted_at", { withTimezone: true }),
    /** SHA-256 of the proof handed out after a correct answer; the proof itself is never stored. */
    proofHash: varchar("proof_hash", { length: 64 }).unique(),
    proofExpiresAt: timestamp("proof_expires_at", { withTimezone: true }),
    proofUsedAt: timestamp("proof_used_at", { withTimezone: true }),
  },
  (table) => [
    index("captcha_challenge_expires_at_idx").on(table.expiresAt),
    // Answers of the last minutes, for the pressure across all addresses.
    index("captcha_challenge_attempted_at_idx").on(table.attemptedAt),
  ],
);

/**
 * Failed answers per client address and per phone (`ip:…`, `phone:…`), for the escalation to a
 * harder challenge and then to none (wait, or the SMS path). Shared by every server instance.
 */
export const captchaFailures = pgTable(
  "captcha_failure",
  {
    id: serial("id").primaryKey(),
    key: varchar("key", { length: 80 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("captcha_failure_key_created_idx").on(table.key, table.createdAt), index("captcha_failure_created_idx").on(table.createdAt)],
);
