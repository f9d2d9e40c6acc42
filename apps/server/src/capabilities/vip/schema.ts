import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses } from "../../platform/member/schema.ts";
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
  },
  (t) => [
    check("vip_plan_package_discount_check", sql`${t.packageDiscount} between 500 and 1000`),
    check("vip_plan_recommended_in_check", sql`${t.recommendedIn} in ('none', 'directory', 'home')`),
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
