import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";

/** A partner bank's product (保函, 应收账款融资, 订单融资, 设备融资租赁). Rates in basis points a year. */
export const financeProducts = pgTable("finance_product", {
  id: serial("id").primaryKey(),
  /** Stable key the seed writes by (idempotent). */
  code: varchar("code", { length: 40 }).notNull().unique(),
  kind: varchar("kind", { length: 12 }).notNull(),
  name: varchar("name", { length: 60 }).notNull(),
  bankCode: varchar("bank_code", { length: 20 }).notNull(),
  bankName: varchar("bank_name", { length: 40 }).notNull(),
  rateMinBp: integer("rate_min_bp").notNull(),
  rateMaxBp: integer("rate_max_bp").notNull(),
  limitMinFen: bigint("limit_min_fen", { mode: "number" }).notNull(),
  limitMaxFen: bigint("limit_max_fen", { mode: "number" }).notNull(),
  termMinMonths: integer("term_min_months").notNull(),
  termMaxMonths: integer("term_max_months").notNull(),
  description: text("description").notNull(),
  requirements: text("requirements").notNull(),
});

/**
 * PIPL 单独同意 to share the business's data with one bank: who (member), for which business,
 * which bank, when, the text and its version as read. Revoking stamps `revokedAt` and never
 * deletes: the record proves what was agreed and when it stopped.
 */
export const financeConsents = pgTable(
  "finance_consent",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    memberId: requiredReference("member_id", () => members.id),
    bankCode: varchar("bank_code", { length: 20 }).notNull(),
    bankName: varchar("bank_name", { length: 40 }).notNull(),
    textVersion: varchar("text_version", { length: 20 }).notNull(),
    text: text("text").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by"),
  },
  (t) => [index("finance_consent_business_bank_idx").on(t.businessId, t.bankCode, t.id)],
);

/** The states in which the bank owes an application an answer: its queue in the back office. */
export const BANK_OWES_ANSWER = ["submitted", "reviewing", "approved"] as const;

/**
 * `state` in BANK_OWES_ANSWER, written out in the statement (constants, never input) so that the
 * queue's partial index, whose predicate is this very text, is provably the one to read.
 */
export const owesBankAnswer = (state: AnyPgColumn | SQL) => sql`${state} in (${sql.raw(BANK_OWES_ANSWER.map((value) => `'${value}'`).join(", "))})`;

/** An application for a product; the state changes only through the domain's `transitionApplication`. */
export const financeApplications = pgTable(
  "finance_application",
  {
    id: serial("id").primaryKey(),
    applicationNo: varchar("application_no", { length: 24 }).notNull().unique(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    memberId: requiredReference("member_id", () => members.id),
    productId: requiredReference("product_id", () => financeProducts.id),
    /** The consent the shared data rests on; revoking it withdraws the application while pending. */
    consentId: requiredReference("consent_id", () => financeConsents.id),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    termMonths: integer("term_months").notNull(),
    purpose: text("purpose").notNull(),
    /** The evidence chosen, as it was labelled when applying: [{kind, ref, label}]. */
    evidence: jsonb("evidence").$type<{ kind: string; ref: string; label: string }[]>().notNull(),
    state: varchar("state", { length: 12 }).notNull().default("submitted"),
    bankAnswer: text("bank_answer").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("finance_application_business_idx").on(t.businessId, t.id),
    index("finance_application_state_idx").on(t.state, t.updatedAt),
    // The bank's queue, longest waiting first: one range in order across its three states (the
    // state index gives three ranges, which Postgres sorted whole: 320 ms at 1e5 applications); with
    // the consent, the capped count reads the index alone.
    index("finance_application_bank_queue_idx").on(t.updatedAt, t.id, t.consentId).where(owesBankAnswer(t.state)),
  ],
);

/** Every change of an application: from, to, who (applicant or the bank), the note, server time. */
export const financeApplicationEvents = pgTable("finance_application_event", {
  id: serial("id").primaryKey(),
  applicationId: requiredReference("application_id", () => financeApplications.id, { onDelete: "cascade" }),
  fromState: varchar("from_state", { length: 12 }).notNull(),
  toState: varchar("to_state", { length: 12 }).notNull(),
  /** applicant | bank */
  actor: varchar("actor", { length: 10 }).notNull(),
  actorId: integer("actor_id"),
  note: text("note").notNull().default(""),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
