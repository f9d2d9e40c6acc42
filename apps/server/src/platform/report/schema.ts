import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";

/**
 * 统计报表's daily rollup: one row per China day and city (the first four digits of a region code,
 * '' outside the province or unknown; '*' the whole province) holding every figure of that day and
 * city, so a report over a year reads 366 rows of its city or the province (and, for the province's
 * table of cities, 366 × 10 rows summed in the database) whatever the number of members, orders or tenders. Written
 * only by the rollup (report-rollup.ts), which recomputes whole days from the raw tables; the raw
 * tables stay the truth, and a day recomputed twice is the same rows.
 */
export const reportDaily = pgTable(
  "report_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    city: varchar("city", { length: 4 }).notNull(),
    registrations: integer("registrations").notNull(),
    personalCertifications: integer("personal_certifications").notNull(),
    corporateCertifications: integer("corporate_certifications").notNull(),
    orders: integer("orders").notNull(),
    orderAmountFen: bigint("order_amount_fen", { mode: "number" }).notNull(),
    refunds: integer("refunds").notNull(),
    refundAmountFen: bigint("refund_amount_fen", { mode: "number" }).notNull(),
    /** The procurement sheets created that day, by their state now: `{ state: count }`. */
    sheetStates: jsonb("sheet_states").$type<Record<string, number>>().notNull(),
    /** The tenders created that day, by their state now. */
    tenderStates: jsonb("tender_states").$type<Record<string, number>>().notNull(),
  },
  (t) => [
    // The whole province over a period: one range of this key.
    primaryKey({ columns: [t.day, t.city] }),
    // One city (or the province, '*') over a period: one range of this index, not every city's rows filtered.
    index("report_daily_city_idx").on(t.city, t.day),
  ],
);

/**
 * The days whose rollup no longer matches the raw tables: database triggers on every table a
 * figure comes from add the China days a statement touched, in the writer's own transaction, so no
 * write path (a late payment notification, a tender's state change, a company moving city, a seed,
 * bulk SQL) can forget the rollup. Append-only, so writers never wait on one another here; the
 * rollup job takes the rows it read and recomputes their days; the report reads such a day from
 * the raw tables until then.
 */
export const reportDirtyDays = pgTable(
  "report_dirty_day",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [index("report_dirty_day_day_idx").on(t.day)],
);
