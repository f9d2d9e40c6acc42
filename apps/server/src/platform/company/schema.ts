import { date, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { businesses } from "../member/schema.ts";

/**
 * The public profile of a business, shown on /default/company/detail: one row per business that
 * has filled it in. Kept beside the business table (owned by the member service) rather than in
 * it, because it is showcase content, not account data.
 */
export const companyProfiles = pgTable(
  "company_profile",
  {
    businessId: integer("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    industry: varchar("industry", { length: 50 }).notNull().default(""),
    /** Keys of the business_label dictionary, comma separated (special, first, credit…). */
    labels: varchar("labels", { length: 200 }).notNull().default(""),
    region: varchar("region", { length: 100 }).notNull().default(""),
    /** The district's GB/T 2260 code (six digits); the directory filters by its city's prefix. */
    regionCode: varchar("region_code", { length: 6 }).notNull().default(""),
    address: varchar("address", { length: 200 }).notNull().default(""),
    /** Registered capital in 万元 (10,000 yuan). */
    registeredCapitalWan: integer("registered_capital_wan"),
    foundedOn: date("founded_on", { mode: "string" }),
    introduction: text("introduction").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_profile_region_idx").on(t.regionCode)],
);
