import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
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
    /** 法定代表人 as the founder registered the business (企业认证 proves it; its submission keeps its own). */
    legalRepresentative: varchar("legal_representative", { length: 50 }).notNull().default(""),
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
  (t) => [
    index("company_profile_region_idx").on(t.regionCode),
    // Keyword search through its bigrams (db/keyword-match.ts).
    index("company_profile_region_keyword_idx").using("gin", bigramsOf(t.region)),
  ],
);

/**
 * The company directory as it is read (spec §2 company/more): one row per certified business with a
 * profile, holding what the directory filters and orders by, so every filter is the start of an
 * index range in name order — the name lives on business, the region on company_profile, and no
 * index spans the two. Kept by triggers on business, company_profile and qualification_certificate
 * (migration 20261125010219_company_directory), in the writer's own transaction.
 */
export const companyDirectoryEntries = pgTable(
  "company_directory_entry",
  {
    businessId: integer("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    companyType: varchar("company_type", { length: 16 }).notNull(),
    /** The first four digits of the profile's region code: the city. */
    cityCode: varchar("city_code", { length: 4 }).notNull(),
    /** The profile's region code: the district. */
    districtCode: varchar("district_code", { length: 6 }).notNull(),
  },
  (t) => [
    index("company_directory_name_idx").on(t.name, t.businessId),
    index("company_directory_type_idx").on(t.companyType, t.name, t.businessId),
    // The side rides along, so a region and a side together are still read from the index alone.
    index("company_directory_city_idx").on(t.cityCode, t.name, t.businessId, t.companyType),
    index("company_directory_district_idx").on(t.districtCode, t.name, t.businessId, t.companyType),
  ],
);

/**
 * The directory's 资质 filter: for each listed company and each reviewed certificate, a row per way
 * of asking — category and grade, category alone (grade ""), grade alone (category "") — so any of
 * the three is one index range in name order. Kept with company_directory_entry.
 */
export const companyDirectoryQualifications = pgTable(
  "company_directory_qualification",
  {
    /** The certificate's 资质类别, or "" for a row that answers the grade alone. */
    category: varchar("category", { length: 100 }).notNull(),
    /** The certificate's 等级, or "" for a row that answers the category alone. */
    grade: varchar("grade", { length: 20 }).notNull(),
    businessId: requiredReference("business_id", () => companyDirectoryEntries.businessId, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.grade, t.businessId] }),
    index("company_directory_qualification_idx").on(t.category, t.grade, t.name, t.businessId),
    index("company_directory_qualification_business_idx").on(t.businessId),
  ],
);
