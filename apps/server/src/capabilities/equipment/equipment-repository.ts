import { equipmentCategoryCodes, lookAheadCap } from "@cidp/domain";
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { codeStartsWith } from "../../db/code-prefix.ts";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { businessNamesById } from "../../platform/member/business-names.ts";
import { members, memberships } from "../../platform/member/schema.ts";
import { rowsWithBusinessName, type WithBusinessName } from "../../platform/member/with-business-name.ts";
import { serviceNoticeToMember } from "../../platform/notice/business-notices.ts";
import { insertOrUpdateWhileInState } from "../../platform/records/state-change.ts";
import type { EquipmentNotice } from "./equipment-notices.ts";
import { equipmentListings, equipmentRequests } from "./schema.ts";

export type ListingRow = typeof equipmentListings.$inferSelect;
export type RequestRow = typeof equipmentRequests.$inferSelect;
/** What a save writes of a listing; the owner and creation columns come from the first save. */
export type ListingValues = Omit<typeof equipmentListings.$inferInsert, "id" | "ownerBusinessId" | "createdBy" | "createdAt">;
export type RequestValues = Omit<typeof equipmentRequests.$inferInsert, "id" | "state" | "declineReason" | "decidedAt">;

/** What a visitor narrows the market by. */
export interface MarketFilter {
  side?: string | undefined;
  trade?: string | undefined;
  /** A machine group or type: the group's types (and listings with no type) match. */
  category?: string | undefined;
  /** The first 2, 4 or 6 digits of a district code. */
  region?: string | undefined;
  minFen?: number | undefined;
  maxFen?: number | undefined;
}

/**
 * A city (4 digits) is read along its index (equipment_listing_city_idx), a district (6 digits)
 * along the region code's, both newest first; a province (2 digits) is a range of codes over the
 * whole market.
 */
function regionCondition(region: string): SQL {
  if (region.length === 4) return eq(equipmentListings.cityCode, region);
  if (region.length === 6) return eq(equipmentListings.regionCode, region);
  return codeStartsWith(equipmentListings.regionCode, region, 6);
}

const newestListings = [desc(equipmentListings.updatedAt), desc(equipmentListings.id)];
const newestRequests = [desc(equipmentRequests.createdAt), desc(equipmentRequests.id)];

/** A notice to one member in the drawer's 服务通知 tab, written on the caller's handle (its transaction, when it has one). */
export async function insertNotice(tx: Database, notice: EquipmentNotice): Promise<void> {
  await serviceNoticeToMember(tx, notice.memberId, notice);
}

/** The listing's accepted requests that book days (the ones that take the machine off the calendar). */
function datedAcceptedBookingsOf(listingId: number): SQL | undefined {
  return and(eq(equipmentRequests.listingId, listingId), eq(equipmentRequests.state, "accepted"), isNotNull(equipmentRequests.startDate));
}

/** Accepted bookings of a listing that share a day with the range (ends included). */
export async function acceptedOverlapping(tx: Database, listingId: number, startDate: string, endDate: string): Promise<boolean> {
  const clash = await tx
    .select({ id: equipmentRequests.id })
    .from(equipmentRequests)
    .where(and(datedAcceptedBookingsOf(listingId), lte(equipmentRequests.startDate, endDate), gte(equipmentRequests.endDate, startDate)))
    .limit(1);
  return clash.length > 0;
}

/**
 * The equipment market's reads and single-row writes: listings (the market, a business's own) and
 * requests (each side's box), and the names and counts their views show. Writes of several rows
 * and state changes are equipment-records.ts.
 */
export function createEquipmentRepository(db: Database) {
  return {
    /** A listed listing (the public market's), or undefined. */
    async listed(id: number): Promise<ListingRow | undefined> {
      return rowWithId(db, equipmentListings, id, eq(equipmentListings.state, "listed"));
    },

    /** The listing if the business owns it. */
    async owned(id: number, businessId: number): Promise<ListingRow | undefined> {
      return rowWithId(db, equipmentListings, id, eq(equipmentListings.ownerBusinessId, businessId));
    },

    /** The listed ones among `ids` (the search index reads them). */
    listedAmong(ids: number[]): Promise<ListingRow[]> {
      return db
        .select()
        .from(equipmentListings)
        .where(and(inArray(equipmentListings.id, ids), eq(equipmentListings.state, "listed")));
    },

    /** A page of the market, newest first, over the filter's own index (bounded as every list is). */
    marketPage(filter: MarketFilter, current: number, size: number) {
      const conditions: SQL[] = [eq(equipmentListings.state, "listed")];
      if (filter.side) conditions.push(eq(equipmentListings.side, filter.side));
      if (filter.trade) conditions.push(eq(equipmentListings.trade, filter.trade));
      if (filter.category) conditions.push(inArray(equipmentListings.category, equipmentCategoryCodes(filter.category).concat("")));
      if (filter.region) conditions.push(regionCondition(filter.region));
      if (filter.minFen !== undefined) conditions.push(gte(equipmentListings.priceFen, filter.minFen));
      if (filter.maxFen !== undefined) conditions.push(lte(equipmentListings.priceFen, filter.maxFen));
      // The count looks ten pages ahead, as the other public lists' (a filter along an index reads
      // up to the cap's matches: with a price range, a fifth of the city's rows).
      return boundedPage(db, equipmentListings, and(...conditions), newestListings, current, size, lookAheadCap(current, size));
    },

    /** A page of a business's own listings, of one side or both, newest first. */
    ownPage(businessId: number, side: string | undefined, current: number, size: number) {
      const where = and(eq(equipmentListings.ownerBusinessId, businessId), side ? eq(equipmentListings.side, side) : undefined);
      return boundedPage(db, equipmentListings, where, newestListings, current, size);
    },

    /**
     * Writes a save in one statement: a new listing for its owner, or the existing one while its
     * state is still the one read (undefined when it moved meanwhile).
     */
    async saveListing(existing: ListingRow | null, values: ListingValues, owner: { businessId: number; memberId: number }): Promise<ListingRow | undefined> {
      const firstSave = { ownerBusinessId: owner.businessId, createdBy: owner.memberId, createdAt: values.updatedAt };
      return insertOrUpdateWhileInState(db, equipmentListings, existing, values, firstSave);
    },

    /** The days accepted bookings of a listing take from `fromDay` on, in order. */
    async takenDays(listingId: number, fromDay: string): Promise<{ start: string; end: string }[]> {
      const rows = await db
        .select({ start: equipmentRequests.startDate, end: equipmentRequests.endDate })
        .from(equipmentRequests)
        .where(and(datedAcceptedBookingsOf(listingId), gte(equipmentRequests.endDate, fromDay)))
        .orderBy(asc(equipmentRequests.startDate));
      return rows.flatMap((row) => (row.start && row.end ? [{ start: row.start, end: row.end }] : []));
    },

    /** Requests waiting for the owner's answer on a listing. */
    async pendingCount(listingId: number): Promise<number> {
      return db.$count(equipmentRequests, and(eq(equipmentRequests.listingId, listingId), eq(equipmentRequests.state, "pending")));
    },

    /** A page of a business's requests, received on its listings or sent on others', newest first. */
    requestPage(businessId: number, box: "received" | "sent", current: number, size: number) {
      const where = box === "received" ? eq(equipmentRequests.ownerBusinessId, businessId) : eq(equipmentRequests.requesterBusinessId, businessId);
      return boundedPage(db, equipmentRequests, where, newestRequests, current, size);
    },

    /** A request on one of the business's listings, with that listing. */
    async received(id: number, ownerBusinessId: number): Promise<{ request: RequestRow; listing: ListingRow } | undefined> {
      const [found] = await db
        .select({ request: equipmentRequests, listing: equipmentListings })
        .from(equipmentRequests)
        .innerJoin(equipmentListings, eq(equipmentListings.id, equipmentRequests.listingId))
        .where(and(eq(equipmentRequests.id, id), eq(equipmentRequests.ownerBusinessId, ownerBusinessId)));
      return found;
    },

    /** A request the business sent. */
    async sent(id: number, requesterBusinessId: number): Promise<RequestRow | undefined> {
      return rowWithId(db, equipmentRequests, id, eq(equipmentRequests.requesterBusinessId, requesterBusinessId));
    },

    /** A listing with its owner's name (the operator's review reads both). */
    async withOwnerName(id: number): Promise<WithBusinessName<ListingRow> | undefined> {
      const [found] = await rowsWithBusinessName(db, equipmentListings, equipmentListings.ownerBusinessId, eq(equipmentListings.id, id));
      return found;
    },

    /** The names of businesses by id. */
    businessNames(ids: number[]): Promise<Map<number, string>> {
      return businessNamesById(db, ids);
    },

    /** The real names of members by id. */
    async memberNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, name: members.realName })
        .from(members)
        .where(inArray(members.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Titles and trades of listings by id (a request's box names what each request is about). */
    async listingHeads(ids: number[]): Promise<Map<number, { title: string; trade: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: equipmentListings.id, title: equipmentListings.title, trade: equipmentListings.trade })
        .from(equipmentListings)
        .where(inArray(equipmentListings.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Whether a business has anyone to contact (a member), which the detail page tells. */
    async hasMembers(businessId: number): Promise<boolean> {
      // One membership is enough to know: a count read every member of a business of 1e5 (each listing of its page, 60 ms apiece).
      const [row] = await db.select({ one: sql`1` }).from(memberships).where(eq(memberships.businessId, businessId)).limit(1);
      return row !== undefined;
    },
  };
}

export type EquipmentRepository = ReturnType<typeof createEquipmentRepository>;
