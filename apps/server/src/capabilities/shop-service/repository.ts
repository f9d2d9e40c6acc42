import { SHOP_SERVICE_STATES } from "@cidp/domain";
import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { cappedStateCounts } from "../../db/capped-state-counts.ts";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { knowledgeSubmissions } from "../../platform/knowledge/schema.ts";
import { businessNamesById } from "../../platform/member/business-names.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { rowsWithBusinessName, type WithBusinessName } from "../../platform/member/with-business-name.ts";
import { serviceNoticeToMember } from "../../platform/notice/business-notices.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { updateWhileInState } from "../../platform/records/state-change.ts";
import { shopServices } from "./schema.ts";

export type ShopServiceRow = typeof shopServices.$inferSelect;
export type KnowledgeRow = typeof knowledgeSubmissions.$inferSelect;
type ServiceValues = Omit<typeof shopServices.$inferInsert, "id" | "sellerBusinessId" | "createdBy" | "createdAt">;
type ArticleValues = Pick<typeof knowledgeSubmissions.$inferInsert, "title" | "summary" | "content" | "state" | "rejectReason" | "submittedAt">;

/** The order states in which a service counts as sold (paid, not refunded). */
const SOLD_STATES = ["paid", "in_service", "completed", "refund_rejected", "awaiting_acceptance", "after_sale"];

/** The services companies sell and their knowledge articles: what the seller keeps, what buyers and shops read. */
export function createShopServiceRepository(db: Database) {
  const article = () =>
    db
      .select({ article: knowledgeSubmissions, author: members.realName })
      .from(knowledgeSubmissions)
      .innerJoin(members, eq(members.id, knowledgeSubmissions.memberId));

  return {
    async service(id: number): Promise<ShopServiceRow | undefined> {
      const [row] = await db.select().from(shopServices).where(eq(shopServices.id, id));
      return row;
    },

    /** The business's own service; another business's is none. */
    async ownService(businessId: number, id: number): Promise<ShopServiceRow | undefined> {
      return rowWithId(db, shopServices, id, eq(shopServices.sellerBusinessId, businessId));
    },

    /** The search's read: the services on sale among these, with their seller's name. */
    listedAmong(ids: number[]): Promise<WithBusinessName<ShopServiceRow>[]> {
      return rowsWithBusinessName(db, shopServices, shopServices.sellerBusinessId, and(inArray(shopServices.id, ids), eq(shopServices.state, "listed")));
    },

    /** A service on sale (已上架); one in any other state is none. */
    async listedService(id: number): Promise<ShopServiceRow | undefined> {
      return rowWithId(db, shopServices, id, eq(shopServices.state, "listed"));
    },

    /** A page of the business's services (optionally in one state), latest change first, with the total and the count in each state (capped). */
    async sellerPage(businessId: number, state: string | undefined, current: number, size: number) {
      const mine = eq(shopServices.sellerBusinessId, businessId);
      const where = state ? and(mine, eq(shopServices.state, state)) : mine;
      // Over the (seller, state, updated, id) index: the page, its total and each tab's count,
      // capped and bounded as every list's (paging.ts).
      const [{ rows, total }, perState] = await Promise.all([
        boundedPage(db, shopServices, where, [desc(shopServices.updatedAt), desc(shopServices.id)], current, size),
        cappedStateCounts(db, shopServices, shopServices.state, mine, SHOP_SERVICE_STATES),
      ]);
      return { rows, total, perState };
    },

    /**
     * The services a business has on sale, for its shop: the chosen ones (in no particular order),
     * or the newest first.
     */
    listedOf(businessId: number, pick: { ids?: number[]; limit: number }): Promise<ShopServiceRow[]> {
      const mine = and(eq(shopServices.sellerBusinessId, businessId), eq(shopServices.state, "listed"));
      return pick.ids
        ? db
            .select()
            .from(shopServices)
            .where(and(mine, inArray(shopServices.id, pick.ids)))
        : db.select().from(shopServices).where(mine).orderBy(desc(shopServices.updatedAt), desc(shopServices.id)).limit(pick.limit);
    },

    async insertService(values: ServiceValues & { sellerBusinessId: number; createdBy: number; createdAt: Date }): Promise<ShopServiceRow> {
      const [row] = await db.insert(shopServices).values(values).returning();
      if (!row) throw new Error("service insert returned nothing");
      return row;
    },

    /** Writes the service only while it is still in the state it was read in; undefined when it moved on meanwhile. */
    async updateService(existing: Pick<ShopServiceRow, "id" | "state">, values: Partial<ServiceValues>): Promise<ShopServiceRow | undefined> {
      return updateWhileInState(db, shopServices, existing, values);
    },

    /** The names of these businesses, by id. */
    sellerNames(ids: readonly number[]): Promise<Map<number, string>> {
      return businessNamesById(db, ids);
    },

    /** What a service's page says of its seller and sales: the seller's name and certification, the orders paid and kept. */
    async detailFacts(row: ShopServiceRow) {
      const [[seller], [sold]] = await Promise.all([
        db.select({ name: businesses.name, state: businesses.certificationState }).from(businesses).where(eq(businesses.id, row.sellerBusinessId)),
        db
          .select({ n: count() })
          .from(serviceOrders)
          .where(and(eq(serviceOrders.itemKind, "shop_service"), eq(serviceOrders.itemId, row.id), inArray(serviceOrders.state, SOLD_STATES))),
      ]);
      return { sellerName: seller?.name ?? "", sellerCertified: seller?.state === "certified", soldCount: sold?.n ?? 0 };
    },

    /** A service with its seller's name, for the operator's review. */
    async withSeller(id: number): Promise<WithBusinessName<ShopServiceRow> | undefined> {
      const [found] = await rowsWithBusinessName(db, shopServices, shopServices.sellerBusinessId, eq(shopServices.id, id));
      return found;
    },

    /** Tells the member who published a service (the 系统通知 tab: a review's outcome). */
    async noticeToPublisher(memberId: number, notice: { title: string; content: string; jumpUrl: string }): Promise<void> {
      await serviceNoticeToMember(db, memberId, notice);
    },

    /** The business's own knowledge article with its author's name; another business's is none. */
    async ownArticle(businessId: number, id: number) {
      const [row] = await article().where(and(eq(knowledgeSubmissions.id, id), eq(knowledgeSubmissions.businessId, businessId)));
      return row;
    },

    /** The business's knowledge articles with their authors, newest first. */
    articlesOf(businessId: number, limit: number) {
      return article().where(eq(knowledgeSubmissions.businessId, businessId)).orderBy(desc(knowledgeSubmissions.id)).limit(limit);
    },

    /** The newest articles of the business that the knowledge review published. */
    publishedArticlesOf(businessId: number, limit: number): Promise<KnowledgeRow[]> {
      return db
        .select()
        .from(knowledgeSubmissions)
        .where(and(eq(knowledgeSubmissions.businessId, businessId), eq(knowledgeSubmissions.state, "published"), isNotNull(knowledgeSubmissions.articleId)))
        .orderBy(desc(knowledgeSubmissions.reviewedAt), desc(knowledgeSubmissions.id))
        .limit(limit);
    },

    async insertArticle(values: ArticleValues & { memberId: number; businessId: number; businessName: string }): Promise<KnowledgeRow> {
      const [row] = await db.insert(knowledgeSubmissions).values(values).returning();
      if (!row) throw new Error("article insert returned nothing");
      return row;
    },

    /** Writes the article only while it is still in the state it was read in; undefined when it moved on meanwhile. */
    async updateArticle(existing: Pick<KnowledgeRow, "id" | "state">, values: ArticleValues): Promise<KnowledgeRow | undefined> {
      return updateWhileInState(db, knowledgeSubmissions, existing, values);
    },

    async memberName(memberId: number): Promise<string> {
      const [row] = await db.select({ name: members.realName }).from(members).where(eq(members.id, memberId));
      return row?.name ?? "";
    },
  };
}

export type ShopServiceRepository = ReturnType<typeof createShopServiceRepository>;
