import { bigint, index, integer, jsonb, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { requiredReference, reviewedOfferColumns } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";

/**
 * A photo of a product: a member's upload (by resource id, with the lasting public link written when
 * saved) or a seeded picture of the media module (by address only).
 */
export interface ProductPhoto {
  uploadId?: number;
  url?: string;
}

/** A 检测报告 attached to a product: the member's own upload (PDF or a scan). */
export interface ProductReport {
  uploadId: number;
  name: string;
}

/** One price tier: from `minQty` units on, `priceFen` a unit. */
export interface ProductTier {
  minQty: number;
  priceFen: number;
}

/**
 * A building-material product (SKU) of a business's catalogue. `state` moves only by the domain's
 * `transitionProduct`; only 已上架 products are public. A single price keeps `priceFen`; a tiered
 * one keeps its tiers and `priceFen` holds the lowest tier's price (what lists sort and show by).
 */
export const catalogueProducts = pgTable(
  "catalogue_product",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    createdBy: requiredReference("created_by", () => members.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    /** A kind (leaf) of the domain's category tree. */
    category: varchar("category", { length: 40 }).notNull(),
    model: varchar("model", { length: 60 }).notNull(),
    brand: varchar("brand", { length: 40 }).notNull(),
    standard: varchar("standard", { length: 60 }).notNull(),
    unit: varchar("unit", { length: 8 }).notNull(),
    priceKind: varchar("price_kind", { length: 8 }).notNull(),
    /** Fen: the unit price, or the lowest tier's. */
    priceFen: bigint("price_fen", { mode: "number" }).notNull(),
    tiers: jsonb("tiers").$type<ProductTier[]>().notNull().default([]),
    moq: integer("moq").notNull(),
    /** 供货区域, free text ("吉林省全境"); "" when not said. */
    region: varchar("region", { length: 60 }).notNull().default(""),
    /** Sanitised HTML (the shared rich-text policy), sanitised before it is stored. */
    description: text("description").notNull().default(""),
    photos: jsonb("photos").$type<ProductPhoto[]>().notNull().default([]),
    reports: jsonb("reports").$type<ProductReport[]>().notNull().default([]),
    ...reviewedOfferColumns(),
  },
  (t) => [
    // A company's catalogue and the member's list (by state), newest first.
    index("catalogue_product_business_idx").on(t.businessId, t.state, t.updatedAt, t.id),
    // 我的产品 without a state tab: the business's products newest first, not a sort of all of them.
    index("catalogue_product_business_updated_idx").on(t.businessId, t.updatedAt, t.id),
    // A company's catalogue by category (its kinds): counted and paged without reading its other products.
    index("catalogue_product_business_kind_idx").on(t.businessId, t.state, t.category, t.updatedAt, t.id),
    // Listed products of a kind (suppliers of a category).
    index("catalogue_product_kind_idx").on(t.state, t.category, t.updatedAt, t.id),
    // The review queue and the sitemap: one state in (updated_at, id) order.
    index("catalogue_product_state_idx").on(t.state, t.updatedAt, t.id),
  ],
);
