import { pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { members } from "../member/schema.ts";

/** The consent given at registration, with the versions of the texts the member agreed to. */
export const registrationConsents = pgTable("registration_consent", {
  id: serial("id").primaryKey(),
  memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
  phone: varchar("phone", { length: 11 }).notNull(),
  userAgreementVersion: varchar("user_agreement_version", { length: 32 }).notNull(),
  privacyPolicyVersion: varchar("privacy_policy_version", { length: 32 }).notNull(),
  ip: varchar("ip", { length: 64 }).notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
});
