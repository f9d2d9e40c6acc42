import { integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { members } from "../member/schema.ts";

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
