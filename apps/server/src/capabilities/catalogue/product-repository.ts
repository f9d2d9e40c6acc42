import { PRODUCT_STATES, productKindsOf } from "@cidp/domain";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { cappedStateCounts } from "../../db/capped-state-counts.ts";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { businessNamesById } from "../../platform/member/business-names.ts";
import { businesses } from "../../platform/member/schema.ts";
import { rowsWithBusinessName, type WithBusinessName } from "../../platform/member/with-business-name.ts";
import { serviceNoticeToMember } from "../../platform/notice/business-notices.ts";
import { insertOrUpdateWhileInState } from "../../platform/records/state-change.ts";
import { catalogueProducts } from "./schema.ts";

export type ProductRow = typeof catalogueProducts.$inferSelect;
/** What a save writes of a product; the owner and creation columns come from the first save. */
export type ProductValues = Omit<typeof catalogueProducts.$inferInsert, "id" | "businessId" | "createdBy" | "createdAt">;

const newestFirst = [desc(catalogueProducts.updatedAt), desc(catalogueProducts.id)];
const listed = eq(catalogueProducts.state, "listed");

/** Where the product review's notice leads: the member's product list. */
const PRODUCT_LIST_URL = "/user/my-products/proPublish";

/** Tells a member of a decision on their product, in the drawer's 服务通知 tab (on the caller's handle). */
export async function insertProductNotice(tx: Database, notice: { memberId: number; title: string; content: string }): Promise<void> {
  await serviceNoticeToMember(tx, notice.memberId, { title: notice.title, content: notice.content, jumpUrl: PRODUCT_LIST_URL });
}

/** The catalogue's queries: products on the market, a business's own, its shop's, the suppliers' of a category, and one save. */
export function createProductRepository(db: Database) {
  return {
    /** A listed product (public), or undefined. */
    async listed(id: number): Promise<ProductRow | undefined> {
      return rowWithId(db, catalogueProducts, id, listed);
    },

    /** The product if the business owns it. */
    async owned(id: number, businessId: number): Promise<ProductRow | undefined> {
      return rowWithId(db, catalogueProducts, id, eq(catalogueProducts.businessId, businessId));
    },

    /**
     * A page of a company's listed products, of a category's kinds (and products with none) or all,
     * newest first (bounded as every list is).
     */
    cataloguePage(businessId: number, category: string | undefined, current: number, size: number) {
      const kinds = category ? inArray(catalogueProducts.category, productKindsOf(category).concat("")) : undefined;
      const where = and(eq(catalogueProducts.businessId, businessId), listed, kinds);
      return boundedPage(db, catalogueProducts, where, newestFirst, current, size);
    },

    /** A page of a business's own products, of one state or all, newest first. */
    ownPage(businessId: number, state: string | undefined, current: number, size: number) {
      const where = and(eq(catalogueProducts.businessId, businessId), state ? eq(catalogueProducts.state, state) : undefined);
      return boundedPage(db, catalogueProducts, where, newestFirst, current, size);
    },

    /** How many products a business has in each state, each count stopping at the list's cap (the tabs' figures). */
    stateCounts(businessId: number): Promise<Map<string, number>> {
      return cappedStateCounts(db, catalogueProducts, catalogueProducts.state, eq(catalogueProducts.businessId, businessId), PRODUCT_STATES);
    },

    /**
     * Writes a save in one statement: a new product for its owner, or the existing one while its
     * state is still the one read (undefined when it moved meanwhile).
     */
    async save(existing: ProductRow | null, values: ProductValues, owner: { businessId: number; memberId: number }): Promise<ProductRow | undefined> {
      const firstSave = { businessId: owner.businessId, createdBy: owner.memberId, createdAt: values.updatedAt };
      return insertOrUpdateWhileInState(db, catalogueProducts, existing, values, firstSave);
    },

    /** A product with its company's name (the operator's review reads both). */
    async withOwnerName(id: number): Promise<WithBusinessName<ProductRow> | undefined> {
      const [found] = await rowsWithBusinessName(db, catalogueProducts, catalogueProducts.businessId, eq(catalogueProducts.id, id));
      return found;
    },

    /** The listed ones among `ids`, with their company's name (the search index reads them). */
    listedAmong(ids: number[]): Promise<WithBusinessName<ProductRow>[]> {
      return rowsWithBusinessName(db, catalogueProducts, catalogueProducts.businessId, and(inArray(catalogueProducts.id, ids), listed));
    },

    /** A business's listed products: those among `ids` (in no particular order), else the newest `limit`. */
    listedOfBusiness(businessId: number, { ids, limit }: { ids?: number[] | undefined; limit: number }): Promise<ProductRow[]> {
      const own = and(eq(catalogueProducts.businessId, businessId), listed);
      if (ids) {
        return db
          .select()
          .from(catalogueProducts)
          .where(and(own, inArray(catalogueProducts.id, [...new Set(ids)])));
      }
      return db
        .select()
        .from(catalogueProducts)
        .where(own)
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** The kinds a business's catalogue has products of, in any state. */
    async kindsOf(businessId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: catalogueProducts.category })
        .from(catalogueProducts)
        .where(eq(catalogueProducts.businessId, businessId));
      return rows.map((row) => row.category);
    },

    /** Listed products of these kinds by other certified businesses, newest first, at most `limit`. */
    async listedByOthers(kinds: string[], businessId: number, limit: number): Promise<ProductRow[]> {
      const rows = await db
        .select({ product: catalogueProducts })
        .from(catalogueProducts)
        .innerJoin(businesses, eq(businesses.id, catalogueProducts.businessId))
        .where(
          and(listed, inArray(catalogueProducts.category, kinds), ne(catalogueProducts.businessId, businessId), eq(businesses.certificationState, "certified")),
        )
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map((row) => row.product);
    },

    /** The names of businesses by id. */
    businessNames(ids: number[]): Promise<Map<number, string>> {
      return businessNamesById(db, ids);
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
