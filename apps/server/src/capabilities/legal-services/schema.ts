import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";

/**
 * A lawyer of the 法律服务 area: a member account (so a member can chat with them) of a law-firm
 * business, with the public profile the lawyer list shows.
 */
export const lawyers = pgTable(
  "lawyer",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .unique()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The law firm (律师事务所) the lawyer practises at. */
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    /** 执业证号, 17 digits; shown masked. */
    licenseNo: varchar("license_no", { length: 17 }).notNull().unique(),
    practiceSince: smallint("practice_since").notNull(),
    /** Specialties of the domain's LAWYER_SPECIALTIES. */
    specialties: text("specialties").array().notNull(),
    /** The city's GB/T 2260 code. */
    regionCode: varchar("region_code", { length: 6 }).notNull(),
    photoUrl: text("photo_url").notNull().default(""),
    introduction: text("introduction").notNull().default(""),
    /** Representative cases, one line each. */
    cases: jsonb("cases").$type<string[]>().notNull().default([]),
    caseCount: integer("case_count").notNull().default(0),
    /** Rating in tenths (48 = 4.8). */
    ratingTenths: smallint("rating_tenths").notNull().default(50),
    feeNote: text("fee_note").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 律师列表, best first (featured, rating, cases), read a page at a time along this index. The
    // filters (a city, a specialty, a firm) are each held by a sizeable share of the lawyers, so the
    // planner walks this order and filters rather than sorting a filter's every match.
    // DESC NULLS FIRST, as the list's ORDER BY says DESC: an index in another null order serves no order.
    index("lawyer_listed_idx").on(t.featured.desc().nullsFirst(), t.ratingTenths.desc().nullsFirst(), t.caseCount.desc().nullsFirst(), t.id),
    index("lawyer_region_idx").on(t.regionCode),
    // A firm's lawyers in a city, best first (the page's firm and city filters together, a specialty
    // checked along it): walking the whole order for a firm's lawyers in one city read ever more
    // rows as the firms grew (6× from 1e3 to 1e6).
    index("lawyer_firm_region_listed_idx").on(
      t.businessId,
      t.regionCode,
      t.featured.desc().nullsFirst(),
      t.ratingTenths.desc().nullsFirst(),
      t.caseCount.desc().nullsFirst(),
      t.id,
    ),
    index("lawyer_specialties_idx").using("gin", t.specialties),
  ],
);

/**
 * A 服务需求 someone (visitor or member) submitted: waits for an operator, and only an approved
 * one is public, its phone masked. `status` is where an approved need stands (对接中 …).
 */
export const serviceNeeds = pgTable(
  "service_need",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 60 }).notNull(),
    category: varchar("category", { length: 30 }).notNull(),
    description: text("description").notNull(),
    regionCode: varchar("region_code", { length: 6 }).notNull(),
    budgetYuan: integer("budget_yuan"),
    contactName: varchar("contact_name", { length: 20 }).notNull(),
    phone: varchar("phone", { length: 11 }).notNull(),
    /** pending | approved | rejected */
    state: varchar("state", { length: 16 }).$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
    /** open | matched | resolved (meaningful once approved) */
    status: varchar("status", { length: 16 }).$type<"open" | "matched" | "resolved">().notNull().default("open"),
    rejectReason: text("reject_reason"),
    /** Idempotency of the seed: the seed's own key of the row, null for real submissions. */
    seedKey: varchar("seed_key", { length: 40 }).unique(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by"),
  },
  (t) => [
    index("service_need_public_idx").on(t.state, t.category, t.status, t.id),
    // 需求案例, newest first, all and by category (a status is a filter along either: three values).
    index("service_need_listed_idx").on(t.state, t.submittedAt, t.id),
    index("service_need_listed_category_idx").on(t.state, t.category, t.submittedAt, t.id),
    index("service_need_queue_idx").on(t.submittedAt).where(sql`state = 'pending'`),
  ],
);
