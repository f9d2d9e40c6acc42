import { sql } from "drizzle-orm";
import { bigint, date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference, reviewedOfferColumns } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";

/** A photo of a listing: a member's upload (by resource id) or a seeded picture of the media module (by address). */
export interface ListingPhoto {
  uploadId?: number;
  url?: string;
}

/** An inspection certificate attached to a listing: the member's own upload. */
export interface ListingCertificate {
  uploadId: number;
  name: string;
}

/**
 * A machine on the equipment market, offered (supply) or wanted (demand), owned by the business
 * its member published it for. `state` moves only by the domain's `transitionListing`.
 */
export const equipmentListings = pgTable(
  "equipment_listing",
  {
    id: serial("id").primaryKey(),
    ownerBusinessId: requiredReference("owner_business_id", () => businesses.id, { onDelete: "cascade" }),
    /** The member who published it: told of requests on it. */
    createdBy: requiredReference("created_by", () => members.id, { onDelete: "cascade" }),
    side: varchar("side", { length: 8 }).notNull(),
    trade: varchar("trade", { length: 8 }).notNull(),
    category: varchar("category", { length: 40 }).notNull(),
    title: varchar("title", { length: 60 }).notNull(),
    brand: varchar("brand", { length: 40 }).notNull(),
    model: varchar("model", { length: 40 }).notNull(),
    year: integer("year").notNull(),
    workingHours: integer("working_hours").notNull(),
    /** A GB/T 2260 district code; the market filters by its first 2, 4 or 6 digits. */
    regionCode: varchar("region_code", { length: 6 }).notNull(),
    regionName: varchar("region_name", { length: 60 }).notNull(),
    /** The city (the region code's first 4 digits), kept by the database: the market filters by city. */
    cityCode: varchar("city_code", { length: 4 }).generatedAlwaysAs(sql`left(region_code, 4)`),
    /** Fen; 0 is 面议. Up to 1亿元, beyond an integer column. */
    priceFen: bigint("price_fen", { mode: "number" }).notNull(),
    priceUnit: varchar("price_unit", { length: 8 }).notNull(),
    description: text("description").notNull().default(""),
    photos: jsonb("photos").$type<ListingPhoto[]>().notNull().default([]),
    certificates: jsonb("certificates").$type<ListingCertificate[]>().notNull().default([]),
    availableFrom: date("available_from"),
    availableTo: date("available_to"),
    ...reviewedOfferColumns(),
  },
  (t) => [
    // The market: listed ones, newest first; each filter a visitor uses has its own index, so a
    // filtered page and its capped count read only matching entries (bench/rows/markets.ts in bench/data-scale.bench.ts).
    index("equipment_listing_market_idx").on(t.state, t.updatedAt, t.id),
    // By city and by district, newest first: a city holds several districts, so the region code's
    // own index gave a range of codes to sort, which grew with the market (with a price range, 6×
    // from 1e3 to 1e6). A price range is a filter along either, read from the index itself (its
    // last column), not from each row.
    index("equipment_listing_city_idx").on(t.state, t.cityCode, t.updatedAt, t.id, t.priceFen),
    index("equipment_listing_region_idx").on(t.state, t.regionCode, t.updatedAt, t.id, t.priceFen),
    index("equipment_listing_side_idx").on(t.state, t.side, t.updatedAt, t.id),
    index("equipment_listing_trade_idx").on(t.state, t.trade, t.updatedAt, t.id),
    index("equipment_listing_category_idx").on(t.state, t.category, t.updatedAt, t.id),
    index("equipment_listing_price_idx").on(t.state, t.priceFen),
    index("equipment_listing_owner_idx").on(t.ownerBusinessId, t.updatedAt),
    // 我的设备 by side (供应 / 需求): its capped count and its pages along one range, not the owner's every listing filtered.
    index("equipment_listing_owner_side_idx").on(t.ownerBusinessId, t.side, t.updatedAt, t.id),
  ],
);

/**
 * A request on a listing: a booking (rental, with dates) or an inquiry (no dates). Accepted
 * bookings of one listing never share a day: an exclusion constraint (migration, hand-written)
 * holds it in the database whatever the callers do at once.
 */
export const equipmentRequests = pgTable(
  "equipment_request",
  {
    id: serial("id").primaryKey(),
    listingId: requiredReference("listing_id", () => equipmentListings.id, { onDelete: "cascade" }),
    ownerBusinessId: requiredReference("owner_business_id", () => businesses.id, { onDelete: "cascade" }),
    requesterBusinessId: requiredReference("requester_business_id", () => businesses.id, { onDelete: "cascade" }),
    requesterMemberId: requiredReference("requester_member_id", () => members.id, { onDelete: "cascade" }),
    startDate: date("start_date"),
    endDate: date("end_date"),
    message: text("message").notNull().default(""),
    state: varchar("state", { length: 12 }).notNull().default("pending"),
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("equipment_request_owner_idx").on(t.ownerBusinessId, t.createdAt),
    index("equipment_request_requester_idx").on(t.requesterBusinessId, t.createdAt),
    index("equipment_request_listing_idx").on(t.listingId, t.state),
  ],
);
