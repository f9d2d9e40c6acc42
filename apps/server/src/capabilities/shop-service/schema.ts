import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { requiredReference, reviewedOfferColumns } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";

/**
 * A service a company sells (服务发布). Its state changes only through the domain's
 * `transitionShopService`; buyers order it through the order module (item kind `shop_service`),
 * which reads the price from here when the order is made.
 */
export const shopServices = pgTable(
  "shop_service",
  {
    id: serial("id").primaryKey(),
    sellerBusinessId: requiredReference("seller_business_id", () => businesses.id),
    /** The member who published it (told of reviews and orders); none for a directory company without members. */
    createdBy: integer("created_by").references(() => members.id),
    title: varchar("title", { length: 60 }).notNull(),
    /** consulting | design | testing | supervision | costing | legal | training | other */
    category: varchar("category", { length: 16 }).notNull(),
    /** The price of one unit, fen, > 0 (面议 cannot be paid online). */
    priceFen: bigint("price_fen", { mode: "number" }).notNull(),
    /** 计价单位: 次, 项, 天, 平方米 … */
    unit: varchar("unit", { length: 8 }).notNull(),
    deliveryDays: integer("delivery_days").notNull(),
    /** 交付方式 / 服务区域. */
    serviceArea: varchar("service_area", { length: 100 }).notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    afterSales: varchar("after_sales", { length: 500 }).notNull().default(""),
    /** draft | reviewing | listed | delisted | rejected */
    ...reviewedOfferColumns(),
  },
  (t) => [
    // A seller's services on sale, newest first (its shop, its decoration's choices): one index range.
    index("shop_service_seller_idx").on(t.sellerBusinessId, t.state, t.updatedAt, t.id),
    // 我发布的服务 without a state tab: the business's services newest first, not a sort of all of them.
    index("shop_service_seller_updated_idx").on(t.sellerBusinessId, t.updatedAt, t.id),
    // The services sitemap reads the listed ones in (updated_at, id) order.
    index("shop_service_state_idx").on(t.state, t.updatedAt, t.id),
    index("shop_service_review_idx").on(t.updatedAt).where(sql`${t.state} = 'reviewing'`),
  ],
);
