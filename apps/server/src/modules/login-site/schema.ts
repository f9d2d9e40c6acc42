import { boolean, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { members } from "../member/schema.ts";

/** Log-in attempts per phone, counted for the lockout (5 failures in 15 minutes). */
export const loginAttempts = pgTable(
  "login_attempt",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 11 }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("login_attempt_phone_created_idx").on(table.phone, table.createdAt)],
);

/** The consent given at registration, with the versions of the texts the member agreed to. */
export const registrationConsents = pgTable("registration_consent", {
  id: serial("id").primaryKey(),
  memberId: integer("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  phone: varchar("phone", { length: 11 }).notNull(),
  userAgreementVersion: varchar("user_agreement_version", { length: 32 }).notNull(),
  privacyPolicyVersion: varchar("privacy_policy_version", { length: 32 }).notNull(),
  ip: varchar("ip", { length: 64 }).notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
});
