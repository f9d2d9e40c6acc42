import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { operators } from "../../platform/operator/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";

/** The VIP plans on sale (月度 / 年度 / 企业VIP): price in fen, length in days, the benefits shown. */
export const vipPlans = pgTable(
  "vip_plan",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 20 }).notNull().unique(),
    name: varchar("name", { length: 50 }).notNull(),
    priceFen: bigint("price_fen", { mode: "number" }).notNull(),
    durationDays: integer("duration_days").notNull(),
    benefits: jsonb("benefits").$type<string[]>().notNull(),
    /** A short line under the name (who the plan suits). */
    summary: varchar("summary", { length: 100 }).notNull().default(""),
    onSale: boolean("on_sale").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    /** What a member of a VIP business pays for the platform's legal service packages, in permille of the list price (900 is 9折; domain vip-price.ts). */
    packageDiscount: smallint("package_discount").notNull().default(1000),
    /** Where the plan's businesses are recommended (推荐位): nowhere, in the company directory, or also on the home page. */
    recommendedIn: varchar("recommended_in", { length: 10 }).notNull().default("none"),
    /** 行业价格分析报告: none, quarterly (年度VIP) or monthly (企业VIP); domain PRICE_REPORT_CADENCES. */
    priceReport: varchar("price_report", { length: 10 }).notNull().default("none"),
    /** 免费合同审查: how many contract reviews each period of the plan includes (企业VIP 2 a year). */
    contractReviews: smallint("contract_reviews").notNull().default(0),
  },
  (t) => [
    check("vip_plan_package_discount_check", sql`${t.packageDiscount} between 500 and 1000`),
    check("vip_plan_recommended_in_check", sql`${t.recommendedIn} in ('none', 'directory', 'home')`),
    check("vip_plan_price_report_check", sql`${t.priceReport} in ('none', 'quarterly', 'monthly')`),
    check("vip_plan_contract_reviews_check", sql`${t.contractReviews} between 0 and 24`),
  ],
);

/**
 * One paid VIP order's period for the buying business (domain `VipGrant`). Written and changed only
 * in the order's transaction (vip-plan-kind.ts): granted on payment, cut short on refund, when the
 * periods queued after it move earlier.
 */
export const vipGrants = pgTable(
  "vip_grant",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => serviceOrders.id),
    planId: requiredReference("plan_id", () => vipPlans.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Set when a refund took the unused time back. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vip_grant_business_idx").on(t.businessId, t.endsAt),
    // 推荐位: the periods in force, the latest to start first (recommended.ts), walked until a place is full.
    index("vip_grant_started_idx").on(t.startsAt, t.id).where(sql`${t.revokedAt} is null`),
  ],
);

/** One figure of a 行业价格分析报告: a kind of goods, machine or trade, in one unit, over the listings in force. */
export interface PriceReportLine {
  /** 建材产品 (listed products by kind), 设备租赁 (machines for rent by category), 劳务用工 (teams' daily pay by trade). */
  section: "product" | "equipment" | "labor";
  item: string;
  unit: string;
  samples: number;
  avgFen: number;
  minFen: number;
  maxFen: number;
  /** 环比: the average's change from the previous report of the same cadence, in permille; null for the first. */
  changePermille: number | null;
}

/**
 * 行业价格分析报告, issued once per period and cadence by the job (price-report.ts) from the
 * platform's own listings in force when it ran, and kept: the figures of a past report never change.
 */
export const vipPriceReports = pgTable(
  "vip_price_report",
  {
    id: serial("id").primaryKey(),
    cadence: varchar("cadence", { length: 10 }).notNull(),
    /** The period reported on, China calendar days: start inclusive, end exclusive. */
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    lines: jsonb("lines").$type<PriceReportLine[]>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One report per period and cadence (two instances' jobs cannot issue it twice); the shelf reads it newest first.
    uniqueIndex("vip_price_report_period_idx").on(t.cadence, t.periodStart),
    check("vip_price_report_cadence_check", sql`${t.cadence} in ('quarterly', 'monthly')`),
  ],
);

/**
 * Where the push of new public calls to VIP companies (平台公告与招采信息优先推送) has got to, per
 * kind of call: the last call pushed, by publication time and id. The job moves it in the
 * transaction that writes the notices, so each call is pushed once whichever instance runs it.
 */
export const vipCallPushCursors = pgTable("vip_call_push_cursor", {
  /** tender | inquiry */
  kind: varchar("kind", { length: 8 }).primaryKey(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  lastId: integer("last_id").notNull().default(0),
});

/**
 * A contract a VIP business sent for 免费合同审查, counted against the period (`grant_id`) it was
 * submitted in; a withdrawn one gives its place back. The platform's legal staff take it on
 * (reviewing) and write their opinion (done) in the back office (contract-review-desk.ts).
 */
export const vipContractReviews = pgTable(
  "vip_contract_review",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id),
    grantId: requiredReference("grant_id", () => vipGrants.id),
    submittedBy: requiredReference("submitted_by", () => members.id),
    contractName: varchar("contract_name", { length: 60 }).notNull(),
    contractType: varchar("contract_type", { length: 20 }).notNull(),
    counterparty: varchar("counterparty", { length: 60 }).notNull(),
    amountYuan: bigint("amount_yuan", { mode: "number" }),
    focus: varchar("focus", { length: 500 }).notNull(),
    /** The contract's files: the submitter's own finished uploads (PDF or scans). */
    fileIds: jsonb("file_ids").$type<number[]>().notNull(),
    /** submitted | reviewing | done | withdrawn */
    state: varchar("state", { length: 10 }).notNull().default("submitted"),
    reviewerId: integer("reviewer_id"),
    reviewerName: varchar("reviewer_name", { length: 50 }),
    opinion: varchar("opinion", { length: 5000 }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    // The business's own reviews, newest first; the allowance counts a period's.
    index("vip_contract_review_business_idx").on(t.businessId, t.submittedAt.desc(), t.id.desc()),
    index("vip_contract_review_grant_idx").on(t.grantId),
    // The back office's queue: by state, oldest first.
    index("vip_contract_review_state_idx").on(t.state, t.submittedAt, t.id),
    check("vip_contract_review_state_check", sql`${t.state} in ('submitted', 'reviewing', 'done', 'withdrawn')`),
  ],
);

/**
 * An enterprise VIP company's 专属客户经理: written when its first enterprise period is granted
 * (account-manager.ts), kept across renewals, changed only by staff holding vip.manage. The row
 * stays when the period ends (a company that renews gets the same manager back); who is served
 * now is read against the running periods.
 */
export const vipAccountManagers = pgTable(
  "vip_account_manager",
  {
    businessId: integer("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    operatorId: requiredReference("operator_id", () => operators.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
  },
  // A manager's clients, counted when choosing the least loaded.
  (t) => [index("vip_account_manager_operator_idx").on(t.operatorId)],
);

/**
 * 线下培训与政策解读会: the platform's offline sessions (content, seeded with the reference data).
 * `taken` counts the live registrations; the check keeps it within the capacity whatever instance
 * writes, each registration moving it in its own transaction (training-desk.ts).
 */
export const vipTrainingSessions = pgTable(
  "vip_training_session",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 80 }).notNull().unique(),
    /** training (培训) | policy (政策解读) */
    kind: varchar("kind", { length: 10 }).notNull(),
    city: varchar("city", { length: 20 }).notNull(),
    venue: varchar("venue", { length: 120 }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    taken: integer("taken").notNull().default(0),
    speaker: varchar("speaker", { length: 60 }).notNull(),
    summary: varchar("summary", { length: 500 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vip_training_session_kind_check", sql`${t.kind} in ('training', 'policy')`),
    check("vip_training_session_taken_check", sql`${t.taken} between 0 and ${t.capacity}`),
    // The lists: newest start first (staff), and upcoming by start (members).
    index("vip_training_session_start_idx").on(t.startsAt, t.id),
  ],
);

/**
 * The free seats one VIP period gives (企业VIP: 2), and how many of them its registrations hold:
 * a row per period, written on its first registration; the check is what keeps two instances from
 * giving a third seat.
 */
export const vipTrainingAllowances = pgTable(
  "vip_training_allowance",
  {
    grantId: integer("grant_id")
      .primaryKey()
      .references(() => vipGrants.id),
    seats: smallint("seats").notNull(),
    used: smallint("used").notNull().default(0),
  },
  (t) => [check("vip_training_allowance_used_check", sql`${t.used} between 0 and ${t.seats}`)],
);

/** One attendee a business registered for a session, on a seat of its running period; cancelled ones are kept. */
export const vipTrainingRegistrations = pgTable(
  "vip_training_registration",
  {
    id: serial("id").primaryKey(),
    sessionId: requiredReference("session_id", () => vipTrainingSessions.id),
    businessId: requiredReference("business_id", () => businesses.id),
    grantId: requiredReference("grant_id", () => vipGrants.id),
    memberId: integer("member_id").notNull(),
    attendeeName: varchar("attendee_name", { length: 15 }).notNull(),
    attendeeMobile: varchar("attendee_mobile", { length: 11 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    // One live seat per person and session.
    uniqueIndex("vip_training_registration_attendee_idx").on(t.sessionId, t.attendeeMobile).where(sql`${t.cancelledAt} is null`),
    index("vip_training_registration_business_idx").on(t.businessId, t.id),
  ],
);
