import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";

/**
 * A labor team (班组) offering a trade, or a labor demand (用工需求) asking for one. 实名制 is kept
 * as a count of verified workers: the workers' ID numbers live with the labor sibling site, never
 * here.
 */
export const laborListings = pgTable(
  "labor_listing",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    /** Null for rows the platform imported for a directory company (no member of ours behind it). */
    memberId: integer("member_id").references(() => members.id),
    /** team | demand */
    kind: varchar("kind", { length: 8 }).notNull(),
    trade: varchar("trade", { length: 10 }).notNull(),
    title: varchar("title", { length: 50 }).notNull(),
    headcount: integer("headcount").notNull(),
    realNameCount: integer("real_name_count").notNull().default(0),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    regionCode: varchar("region_code", { length: 6 }).notNull(),
    /** The city (the region code's first 4 digits), kept by the database: the list filters by city. */
    cityCode: varchar("city_code", { length: 4 }).generatedAlwaysAs(sql`left(region_code, 4)`),
    /** Daily pay, fen. */
    payMinFen: integer("pay_min_fen").notNull(),
    payMaxFen: integer("pay_max_fen").notNull(),
    description: text("description").notNull(),
    contactName: varchar("contact_name", { length: 20 }).notNull(),
    /** published | withdrawn */
    state: varchar("state", { length: 10 }).notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The public list, newest first, and one index per filter a visitor uses (bench/rows/markets.ts in bench/data-scale.bench.ts).
  (t) => [
    index("labor_listing_public_idx").on(t.state, t.id),
    index("labor_listing_kind_idx").on(t.state, t.kind, t.id),
    index("labor_listing_trade_idx").on(t.state, t.trade, t.id),
    // By city, newest first: a city holds several districts, so an index on the region code
    // itself could not give the list's order.
    index("labor_listing_city_idx").on(t.state, t.cityCode, t.id),
    // Trade and city together, the two filters of many values (79× from 1e3 to 1e6 when a page
    // combined them with the kind on one of the single indexes). The kind has two values: read as
    // a filter along any of these it costs at most twice the rows, at every scale.
    index("labor_listing_trade_city_idx").on(t.state, t.trade, t.cityCode, t.id),
    index("labor_listing_business_idx").on(t.businessId, t.id),
  ],
);
