import { index, numeric, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Financing and project applications from the home page. Visitors apply without an account, so a
 * row holds the verified phone (its SMS code was spent) rather than a member id.
 */
export const homeApplications = pgTable(
  "home_application",
  {
    id: serial("id").primaryKey(),
    /** "finance" or "project". */
    kind: varchar("kind", { length: 16 }).notNull(),
    companyName: varchar("company_name", { length: 100 }).notNull(),
    contactName: varchar("contact_name", { length: 30 }).notNull(),
    phone: varchar("phone", { length: 11 }).notNull(),
    /** Finance only: 万元 with two decimals. */
    amount: numeric("amount", { precision: 12, scale: 2 }),
    /** Finance only: what the money is for. */
    purpose: text("purpose"),
    /** Project only. */
    projectName: varchar("project_name", { length: 100 }),
    /** Project only: the 6-digit region code. */
    region: varchar("region", { length: 6 }),
    ip: varchar("ip", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("home_application_kind_created_idx").on(table.kind, table.createdAt)],
);
