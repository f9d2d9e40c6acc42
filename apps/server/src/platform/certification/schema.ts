import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../member/schema.ts";

/** 审核中 → 已认证 / 已驳回 (a corporate submission first waits for its 对公小额打款 to be confirmed). */
export type CertificationState = "awaiting_deposit" | "pending" | "certified" | "rejected";

/**
 * The review every certification goes through: its state, the operator's reason when refused, and
 * when it was submitted and reviewed, by whom. `initial` is where a new submission starts.
 */
const reviewColumns = (initial: CertificationState) => ({
  state: varchar("state", { length: 16 }).$type<CertificationState>().notNull().default(initial),
  rejectReason: text("reject_reason"),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  reviewedBy: integer("reviewed_by"),
});

/**
 * A member's 个人实名认证 submission; the newest row is the member's state. The ID number is kept
 * encrypted (only the operator reviewing it reads it whole) beside a masked copy for the pages.
 */
export const personalCertifications = pgTable(
  "personal_certification",
  {
    id: serial("id").primaryKey(),
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    realName: varchar("real_name", { length: 50 }).notNull(),
    idNumberCipher: text("id_number_cipher").notNull(),
    idNumberMasked: varchar("id_number_masked", { length: 18 }).notNull(),
    /** Upload resources (the member's own) of the ID card's two sides. */
    frontResourceId: integer("front_resource_id").notNull(),
    backResourceId: integer("back_resource_id").notNull(),
    ...reviewColumns("pending"),
  },
  (t) => [
    index("personal_certification_member_idx").on(t.memberId, t.id),
    index("personal_certification_queue_idx").on(t.submittedAt).where(sql`state = 'pending'`),
    // 统计报表: one China day's certifications passed (the rollup recomputes a day at a time).
    index("personal_certification_certified_idx").on(t.reviewedAt).where(sql`state = 'certified'`),
  ],
);

/** A business's 企业认证 submission, with its 对公小额打款 check; the newest row is the business's state. */
export const corporateCertifications = pgTable(
  "corporate_certification",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    submittedBy: integer("submitted_by").notNull(),
    companyName: varchar("company_name", { length: 100 }).notNull(),
    creditCode: varchar("credit_code", { length: 18 }).notNull(),
    legalRepresentative: varchar("legal_representative", { length: 50 }).notNull(),
    licenseResourceId: integer("license_resource_id").notNull(),
    authorizationResourceId: integer("authorization_resource_id").notNull(),
    bankName: varchar("bank_name", { length: 50 }).notNull(),
    accountCipher: text("account_cipher").notNull(),
    accountLast4: varchar("account_last4", { length: 4 }).notNull(),
    /** The transfer's reference and the amount only the account's holder can read off a statement. */
    depositReference: varchar("deposit_reference", { length: 40 }).notNull(),
    depositAmountCents: integer("deposit_amount_cents").notNull(),
    depositAttempts: integer("deposit_attempts").notNull().default(0),
    /**
     * When the amount was sent: at submission with the sandbox, null until finance marks it sent
     * (认证打款, CERTIFICATION_DEPOSIT=finance); the member confirms an amount only once it is set.
     */
    depositSentAt: timestamp("deposit_sent_at", { withTimezone: true }),
    /** Who of finance sent it (an operator's id) and the bank's serial of the transfer; null for the sandbox. */
    depositSentBy: integer("deposit_sent_by"),
    depositBankSerial: varchar("deposit_bank_serial", { length: 64 }),
    depositConfirmedAt: timestamp("deposit_confirmed_at", { withTimezone: true }),
    ...reviewColumns("awaiting_deposit"),
  },
  (t) => [
    index("corporate_certification_business_idx").on(t.businessId, t.id),
    index("corporate_certification_queue_idx").on(t.submittedAt).where(sql`state = 'pending'`),
    // 统计报表: one China day's certifications passed.
    index("corporate_certification_certified_idx").on(t.reviewedAt).where(sql`state = 'certified'`),
    // 认证打款: the deposits finance still has to send, oldest first.
    index("corporate_certification_deposit_queue_idx").on(t.submittedAt, t.id).where(sql`state = 'awaiting_deposit' and deposit_sent_at is null`),
  ],
);

/** A qualification certificate (资质证书) of a business, reviewed like a certification, with its expiry. */
export const qualificationCertificates = pgTable(
  "qualification_certificate",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    level: varchar("level", { length: 20 }).notNull(),
    certificateNo: varchar("certificate_no", { length: 50 }).notNull(),
    issuingAuthority: varchar("issuing_authority", { length: 100 }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    resourceId: integer("resource_id").notNull(),
    submittedBy: integer("submitted_by").notNull(),
    ...reviewColumns("pending"),
  },
  (t) => [
    uniqueIndex("qualification_certificate_no_idx").on(t.businessId, t.certificateNo),
    index("qualification_certificate_queue_idx").on(t.submittedAt).where(sql`state = 'pending'`),
    // The company directory's 资质类别/等级 filter: the holders of a category and grade.
    index("qualification_certificate_holder_idx").on(t.name, t.level, t.state, t.businessId),
  ],
);
