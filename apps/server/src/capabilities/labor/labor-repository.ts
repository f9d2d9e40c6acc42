import { lookAheadCap } from "@cidp/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { businessNamesById } from "../../platform/member/business-names.ts";
import { rowsWithBusinessName, type WithBusinessName } from "../../platform/member/with-business-name.ts";
import { laborListings } from "./schema.ts";

export type LaborListingRow = typeof laborListings.$inferSelect;
type LaborListingValues = Omit<typeof laborListings.$inferInsert, "id" | "state" | "cityCode">;

/** What a visitor narrows the public list by. */
export interface LaborFilter {
  kind?: string | undefined;
  trade?: string | undefined;
  /** A district or city code: the list filters by its city (first 4 digits). */
  regionCode?: string | undefined;
}

const newestFirst = [desc(laborListings.id)];

/** Labor teams and demands: the public list and one entry, a business's own, publishing and withdrawing. */
export function createLaborRepository(db: Database) {
  return {
    /** A page of published entries, newest first, bounded as every list is (db/paging.ts). */
    publishedPage(filter: LaborFilter, current: number, size: number) {
      const where = and(
        eq(laborListings.state, "published"),
        filter.kind ? eq(laborListings.kind, filter.kind) : undefined,
        filter.trade ? eq(laborListings.trade, filter.trade) : undefined,
        filter.regionCode ? eq(laborListings.cityCode, filter.regionCode.slice(0, 4)) : undefined,
      );
      // The count looks ten pages ahead, as the other public lists'.
      return boundedPage(db, laborListings, where, newestFirst, current, size, lookAheadCap(current, size));
    },

    /** A page of a business's entries, published or withdrawn, newest first. */
    ownPage(businessId: number, current: number, size: number) {
      return boundedPage(db, laborListings, eq(laborListings.businessId, businessId), newestFirst, current, size);
    },

    /** A published entry (a withdrawn or unknown one is undefined alike). */
    async published(id: number): Promise<LaborListingRow | undefined> {
      return rowWithId(db, laborListings, id, eq(laborListings.state, "published"));
    },

    /** The published ones among `ids`, with their company's name (the search index reads them). */
    publishedAmong(ids: number[]): Promise<WithBusinessName<LaborListingRow>[]> {
      return rowsWithBusinessName(db, laborListings, laborListings.businessId, and(inArray(laborListings.id, ids), eq(laborListings.state, "published")));
    },

    /** A new entry, published at once (the list shows it from now on). */
    async publish(values: LaborListingValues): Promise<LaborListingRow> {
      const [row] = await db.insert(laborListings).values(values).returning();
      if (!row) throw new Error("labor insert returned nothing");
      return row;
    },

    /** Withdraws the business's entry; undefined when it has none of that id. */
    async withdraw(id: number, businessId: number): Promise<LaborListingRow | undefined> {
      const [row] = await db
        .update(laborListings)
        .set({ state: "withdrawn" })
        .where(and(eq(laborListings.id, id), eq(laborListings.businessId, businessId)))
        .returning();
      return row;
    },

    /** The names of businesses by id. */
    businessNames(ids: number[]): Promise<Map<number, string>> {
      return businessNamesById(db, ids);
    },
  };
}
