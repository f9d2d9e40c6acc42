import { type SQL, sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
import { businesses, members } from "../../platform/member/schema.ts";

/**
 * Publicly visible: published (open or past its deadline), closed or completed. Written out as
 * constants, once: the public list's partial indexes carry this predicate, and a query can use
 * them only when it states the very same one.
 */
const PUBLIC_PROJECT_STATES = ["published", "closed", "completed"] as const;
const publicStateList = sql.raw(PUBLIC_PROJECT_STATES.map((s) => `'${s}'`).join(", "));
const publicStates = sql`state in (${publicStateList})`;

/**
 * A project need a business publishes (项目撮合). The state changes only through the domain's
 * `transitionProject`; a published need past its deadline reads as 报名截止 without a write.
 */
export const marketProjects = pgTable(
  "market_project",
  {
    id: serial("id").primaryKey(),
    publisherBusinessId: requiredReference("publisher_business_id", () => businesses.id, { onDelete: "cascade" }),
    /** Null for needs the platform imported for a directory company (no member of ours behind it). */
    publisherMemberId: integer("publisher_member_id").references(() => members.id),
    title: varchar("title", { length: 60 }).notNull(),
    /** A qualification category (QUALIFICATION_CATEGORIES). */
    category: varchar("category", { length: 30 }).notNull(),
    /** GB/T 2260 code of the city (or district). */
    regionCode: varchar("region_code", { length: 6 }).notNull(),
    /** The city (the region code's first 4 digits), kept by the database: the public list filters by city. */
    cityCode: varchar("city_code", { length: 4 }).generatedAlwaysAs(sql`left(region_code, 4)`),
    budgetMinFen: bigint("budget_min_fen", { mode: "number" }).notNull(),
    budgetMaxFen: bigint("budget_max_fen", { mode: "number" }).notNull(),
    /** The lowest accepted grade, "" for none. */
    requiredGrade: varchar("required_grade", { length: 8 }).notNull().default(""),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    scope: text("scope").notNull(),
    contactName: varchar("contact_name", { length: 20 }).notNull(),
    state: varchar("state", { length: 12 }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_project_public_idx").on(t.state, t.publishedAt, t.id),
    // The public list spans three states, so its order comes from partial indexes over just
    // those: newest first, and by each filter a visitor uses (bench/rows/markets.ts in bench/data-scale.bench.ts).
    index("market_project_listed_idx").on(t.publishedAt, t.id).where(publicStates),
    // By city, newest first: a city holds several districts, so an index on the region code itself
    // gave the rows of a city as a range to sort (at 1e6 needs on Postgres, twice the 1e3 time).
    index("market_project_listed_city_idx").on(t.cityCode, t.publishedAt, t.id).where(publicStates),
    index("market_project_listed_category_idx").on(t.category, t.publishedAt, t.id).where(publicStates),
    // City and category together (the list's two selects, combined): walking one of the indexes above
    // and filtering by the other read ever more rows as the needs grew (55× from 1e5 to 1e6).
    index("market_project_listed_city_category_idx").on(t.cityCode, t.category, t.publishedAt, t.id).where(publicStates),
    index("market_project_publisher_idx").on(t.publisherBusinessId, t.id),
    // Keyword search through its bigrams (db/keyword-match.ts), of the listed needs only: the
    // drafts are a fifth of the needs and, unlisted, held the words the listed ones did not (a
    // keyword rare among listed needs read every draft's match through the index).
    index("market_project_keyword_idx").using("gin", bigramsOf(t.title, t.scope)).where(publicStates),
    // A business's own needs in one state (its 已发布 tab), newest first, without walking its others.
    index("market_project_publisher_state_idx").on(t.publisherBusinessId, t.state, t.id),
  ],
);

/** A business's interest in a project: one per business (the unique index refuses a second). */
export const projectRegistrations = pgTable(
  "project_registration",
  {
    id: serial("id").primaryKey(),
    projectId: requiredReference("project_id", () => marketProjects.id, { onDelete: "cascade" }),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    /** Null for rows the platform imported for a directory company (no member of ours behind it). */
    memberId: integer("member_id").references(() => members.id),
    contactName: varchar("contact_name", { length: 20 }).notNull(),
    message: text("message").notNull().default(""),
    /** registered | shortlisted (已入围). */
    state: varchar("state", { length: 12 }).notNull().default("registered"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("project_registration_once_idx").on(t.projectId, t.businessId), index("project_registration_business_idx").on(t.businessId, t.id)],
);

/**
 * A business that wants a notice when a matching project is published: matched on its own region
 * and certificates, so the subscription has no criteria to go stale. The member who subscribed
 * receives the notice.
 */
export const projectAlertSubscriptions = pgTable("project_alert_subscription", {
  businessId: integer("business_id")
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The public list's condition, the same predicate as its partial indexes. */
export const isPublicProject = (): SQL => sql`${marketProjects.state} in (${publicStateList})`;
