import { boolean, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { members } from "../member/schema.ts";

/**
 * A member's separate consents (PIPL art. 14, 23, 24: each purpose its own, revocable at any
 * time): the latest choice per purpose, with the version of the text and when it was made.
 */
export const privacyConsents = pgTable(
  "privacy_consent",
  {
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    /** A key of the domain's PRIVACY_CONSENTS. */
    purpose: varchar("purpose", { length: 32 }).notNull(),
    granted: boolean("granted").notNull(),
    version: varchar("version", { length: 32 }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.purpose] })],
);

/** An account deletion (注销) asked for: it takes effect after the cooling-off period unless cancelled. */
export const accountDeletions = pgTable("account_deletion", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});
