import { pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Regional branding, matched by request host through ngCode (spec §3). */
export const platformConfigs = pgTable("platform_config", {
  id: serial("id").primaryKey(),
  platformCode: varchar("platform_code", { length: 64 }).notNull(),
  ngCode: varchar("ng_code", { length: 255 }).notNull().unique(),
  baseTitle: varchar("base_title", { length: 100 }).notNull(),
  subTitle: varchar("sub_title", { length: 200 }).notNull().default(""),
  logoImg: text("logo_img").notNull().default(""),
  codeImg: text("code_img").notNull().default(""),
  dataSource: varchar("data_source", { length: 64 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
