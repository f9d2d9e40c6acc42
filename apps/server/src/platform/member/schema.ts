import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";

/** A person who logs in with a phone number (spec §1: acts for one business at a time). */
export const members = pgTable(
  "member",
  {
    id: serial("id").primaryKey(),
    phone: varchar("phone", { length: 11 }).notNull().unique(),
    realName: varchar("real_name", { length: 50 }).notNull(),
    /** Self-describing scrypt string, see password.ts. */
    passwordHash: text("password_hash").notNull(),
    payPasswordHash: text("pay_password_hash"),
    avatar: text("avatar").notNull().default(""),
    /** Optional, for notices by e-mail; the phone stays the log-in. */
    email: varchar("email", { length: 100 }),
    /** When the member accepted the user agreement and privacy policy at registration. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    /** Set by platform staff (back office 会员管理): a frozen member cannot log in and their sessions end. */
    frozenAt: timestamp("frozen_at", { withTimezone: true }),
    /** Why, as the member reads it on the log-in page. */
    frozenReason: varchar("frozen_reason", { length: 200 }),
    /**
     * Set by platform staff (会员管理 重置为短信登录): the password hash is retired (password.ts) and
     * the member logs in by SMS code until they choose a new password, which clears it.
     */
    passwordResetAt: timestamp("password_reset_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // 统计报表's registrations: one China day's new members (the rollup recomputes a day at a time),
  // and keyword search of names through their bigrams (db/keyword-match.ts).
  (t) => [index("member_created_idx").on(t.createdAt), index("member_real_name_keyword_idx").using("gin", bigramsOf(t.realName))],
);

/** A company on the platform; companyType is the side of the marketplace (spec §3). */
export const businesses = pgTable(
  "business",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    /** 统一社会信用代码, 18 characters. */
    creditCode: varchar("credit_code", { length: 18 }).notNull().unique(),
    companyType: varchar("company_type", { length: 16 }).notNull().default("require"),
    /** uncertified | pending | certified | rejected */
    certificationState: varchar("certification_state", { length: 16 }).notNull().default("uncertified"),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    accountHeader: text("account_header").notNull().default(""),
    /** Set by platform staff (会员管理): the business's shop is hidden from visitors, its lists and search. */
    shopHiddenAt: timestamp("shop_hidden_at", { withTimezone: true }),
    /** Why, as staff recorded it (the back office and the audit log show it; visitors read only that the shop is unavailable). */
    shopHiddenReason: varchar("shop_hidden_reason", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The supplier pool (certified first, then by id): each page is the start of an index range in
    // the list's order. The company directory reads its own table (company/schema.ts), so
    // the businesses table carries no directory index of its own.
    index("business_supplier_pool_idx").on(sql`(${t.certificationState} <> 'certified')`, t.id),
    // The back office's list of businesses, newest first (a backward scan), all or of one certification state.
    index("business_created_idx").on(t.createdAt, t.id),
    // Keyword search through its bigrams (db/keyword-match.ts).
    index("business_keyword_idx").using("gin", bigramsOf(t.name)),
    index("business_certification_created_idx").on(t.certificationState, t.createdAt, t.id),
  ],
);

/** A member's place in a business, with a role (admin | member). */
export const memberships = pgTable(
  "membership",
  {
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 16 }).notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.businessId] }),
    index("membership_business_idx").on(t.businessId),
    // 成员管理's order: admins first (the expression is false for them), then by joining time.
    index("membership_business_order_idx").on(t.businessId, sql`(${t.role} <> 'admin')`, t.createdAt, t.memberId),
  ],
);

/** The server side of a token: a token is valid only while its row is neither revoked nor expired. */
export const sessions = pgTable(
  "session",
  {
    id: uuid("id").primaryKey(),
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    /** The business the session currently acts for; null for a member without any business. */
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** logout | elsewhere | password | frozen */
    revokeReason: varchar("revoke_reason", { length: 16 }),
    /** The browser that signed in (its User-Agent, cut to 512 characters), for the member's list of sign-ins; null when not known. */
    userAgent: varchar("user_agent", { length: 512 }),
    /** The address it signed in from (the client's, as the trusted proxy reports it); null when not known. */
    ipAddress: varchar("ip_address", { length: 45 }),
  },
  (t) => [index("session_member_idx").on(t.memberId)],
);

/**
 * How many members there are, in one row (id 1): kept by statement triggers on `member`
 * (migration member_tally), so every writer (registration, the back office, account deletion,
 * seeds, bulk SQL) keeps it right in its own transaction. 站内公告's list shows the audience an
 * announcement sent now would reach from it, instead of counting every member on each call.
 */
export const memberTally = pgTable("member_tally", {
  id: smallint("id").primaryKey().default(1),
  total: integer("total").notNull().default(0),
});
